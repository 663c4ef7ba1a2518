// SetupIntents: saving a card for later payments off session, with the issuer's 3-D Secure step when the
// card asks for it (4000 0025 0000 3155). requires_payment_method → confirm → succeeded (the card is
// attached to the customer), or → requires_action (a challenge page, served by the fake, completes or
// fails it), or back to requires_payment_method with `last_setup_error` when the card is refused.
// Stripe.js confirms with the publishable key and the client secret; it sees a reduced object.
import { randomBytes } from 'node:crypto';
import { StripeFakeError } from '../errors.ts';
import type { PaymentMethod, SetupError, SetupIntent } from '../objects.ts';
import { bool, list, mergeMetadata, obj, type Params, str } from '../params.ts';
import { clone, stripeId } from './core.ts';
import { SubscriptionState } from './subscriptions.ts';

/** What Stripe answers a publishable key: no customer, metadata or options. */
const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'allowed_payment_method_types',
  'cancellation_reason',
  'client_secret',
  'created',
  'description',
  'last_setup_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'status',
  'usage',
] as const;

export const AUTHENTICATION_FAILED =
  'The latest attempt to set up the payment method has failed because authentication failed.';

export class SetupIntentState extends SubscriptionState {
  readonly setupIntents = new Map<string, SetupIntent>();

  createSetupIntent(params: Params): SetupIntent {
    const customer = str(params, 'customer');
    if (customer) this.retrieveCustomer(customer);
    // API 2026-10-28 names the list `allowed_payment_method_types`; older versions `payment_method_types`.
    const allowed = list(params, 'allowed_payment_method_types');
    const types = (allowed ?? list(params, 'payment_method_types') ?? ['card']).map(String);
    if (types.some((type) => type !== 'card')) {
      const param = allowed ? 'allowed_payment_method_types' : 'payment_method_types';
      throw StripeFakeError.invalid('Only card is supported here.', param);
    }
    const usage = str(params, 'usage') ?? 'off_session';
    if (usage !== 'off_session' && usage !== 'on_session')
      throw StripeFakeError.invalid(`Invalid usage: must be one of off_session or on_session`, 'usage');
    const id = stripeId('seti');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      allowed_payment_method_types: allowed ? types : null,
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
      created: this.nowSeconds,
      customer: customer ?? null,
      description: str(params, 'description') ?? null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: mergeMetadata({}, params),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_options: {
        card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      },
      payment_method_types: types,
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage,
    };
    this.setupIntents.set(id, intent);
    this.emit('setup_intent.created', intent);
    const method = str(params, 'payment_method');
    if (method) {
      intent.payment_method = this.retrievePaymentMethod(method).id;
      intent.status = 'requires_confirmation';
    }
    if (bool(params, 'confirm')) return this.confirmSetupIntent(id, params, false);
    return intent;
  }

  retrieveSetupIntent(id: string, params: Params = {}, publishable = false): SetupIntent {
    const intent = this.setupIntents.get(id);
    if (!intent) throw StripeFakeError.missing('setup_intent', id, 'intent');
    if (publishable) {
      this.checkClientSecret(intent, params);
      return reduced(intent);
    }
    return intent;
  }

  /** Confirms with `payment_method` (an id) or `payment_method_data` (a card, as Stripe.js sends it). */
  confirmSetupIntent(id: string, params: Params, publishable: boolean): SetupIntent {
    const intent = this.retrieveSetupIntent(id);
    if (publishable) this.checkClientSecret(intent, params);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      throw new StripeFakeError(400, {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
        setup_intent: this.view(intent, publishable),
      });
    }
    const data = obj(params, 'payment_method_data');
    const methodId = str(params, 'payment_method') ?? (data ? undefined : intent.payment_method);
    let method: PaymentMethod;
    try {
      if (methodId) method = this.retrievePaymentMethod(methodId);
      else if (data) method = this.createPaymentMethod(data);
      else
        throw StripeFakeError.invalid(
          'You cannot confirm this SetupIntent because it has no payment method. Pass payment_method or payment_method_data.',
          'payment_method',
          'parameter_missing',
        );
    } catch (error) {
      if (error instanceof StripeFakeError && error.body.type === 'card_error')
        this.failSetup(intent, {
          type: 'card_error',
          code: error.body.code ?? 'card_declined',
          message: error.body.message,
          ...(error.body.decline_code ? { decline_code: error.body.decline_code } : {}),
          payment_method: null,
        });
      throw this.withIntent(error, intent, publishable);
    }
    if (this.cardBehaviour.get(method.id) === 'declined') {
      const declined = {
        type: 'card_error' as const,
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: method,
      };
      this.failSetup(intent, declined);
      throw this.withIntent(
        StripeFakeError.card(declined.code, declined.message, 'generic_decline'),
        intent,
        publishable,
      );
    }
    intent.payment_method = method.id;
    intent.last_setup_error = null;
    if (this.cardNeedsAuthentication.has(method.id) && intent.status !== 'requires_action') {
      const challenge = `${this.options.baseUrl()}/3d_secure/authenticate/${intent.id}?client_secret=${intent.client_secret}`;
      const returnUrl = str(params, 'return_url');
      intent.status = 'requires_action';
      intent.next_action = returnUrl
        ? { type: 'redirect_to_url', redirect_to_url: { url: challenge, return_url: returnUrl } }
        : {
            type: 'use_stripe_sdk',
            use_stripe_sdk: {
              type: 'three_d_secure_redirect',
              stripe_js: challenge,
              source: stripeId('src'),
            },
          };
      this.emit('setup_intent.requires_action', intent);
      return this.view(intent, publishable);
    }
    if (intent.status === 'requires_action') return this.view(intent, publishable);
    this.succeed(intent);
    return this.view(intent, publishable);
  }

  /** The cardholder's answer on the 3-D Secure page: `complete` or `fail`. */
  authenticateSetupIntent(id: string, clientSecret: string, outcome: 'complete' | 'fail'): SetupIntent {
    const intent = this.retrieveSetupIntent(id);
    this.checkClientSecret(intent, { client_secret: clientSecret });
    if (intent.status !== 'requires_action')
      throw StripeFakeError.invalid(
        'This SetupIntent is not waiting for authentication.',
        undefined,
        'setup_intent_unexpected_state',
      );
    if (outcome === 'complete') this.succeed(intent);
    else {
      const method = intent.payment_method ? (this.paymentMethods.get(intent.payment_method) ?? null) : null;
      this.failSetup(intent, {
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        message: AUTHENTICATION_FAILED,
        payment_method: method,
      });
    }
    return intent;
  }

  cancelSetupIntent(id: string, params: Params): SetupIntent {
    const intent = this.retrieveSetupIntent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw StripeFakeError.invalid(
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.next_action = null;
    intent.cancellation_reason = str(params, 'cancellation_reason') ?? null;
    this.emit('setup_intent.canceled', intent);
    return intent;
  }

  private succeed(intent: SetupIntent) {
    if (intent.customer && intent.payment_method) {
      const method = this.retrievePaymentMethod(intent.payment_method);
      if (method.customer !== intent.customer)
        this.attachPaymentMethod(method.id, { customer: intent.customer });
    }
    intent.status = 'succeeded';
    intent.next_action = null;
    this.emit('setup_intent.succeeded', intent);
  }

  private failSetup(intent: SetupIntent, error: SetupError) {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.next_action = null;
    intent.last_setup_error = clone(error);
    this.emit('setup_intent.setup_failed', intent);
  }

  private checkClientSecret(intent: SetupIntent, params: Params) {
    const secret = str(params, 'client_secret');
    if (!secret)
      throw StripeFakeError.invalid(
        'Missing required param: client_secret.',
        'client_secret',
        'parameter_missing',
      );
    if (secret !== intent.client_secret) {
      throw StripeFakeError.invalid(
        'The client_secret provided does not match the client_secret associated with the SetupIntent.',
        'client_secret',
        'setup_intent_invalid_parameter',
      );
    }
  }

  private view(intent: SetupIntent, publishable: boolean): SetupIntent {
    return publishable ? reduced(intent) : intent;
  }

  /** Stripe's error for a failed confirmation carries the SetupIntent as it now is. */
  private withIntent(error: unknown, intent: SetupIntent, publishable: boolean): unknown {
    if (!(error instanceof StripeFakeError)) return error;
    return new StripeFakeError(error.status, { ...error.body, setup_intent: this.view(intent, publishable) });
  }
}

function reduced(intent: SetupIntent): SetupIntent {
  return Object.fromEntries(PUBLISHABLE_FIELDS.map((key) => [key, intent[key]])) as unknown as SetupIntent;
}
