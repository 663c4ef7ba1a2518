// The organisation's Stripe customer and what is stored with it: billing details, the card, the tax ID
// and the invoice settings. Part of BillingService (service.ts), which checks the scope first.
import type { Database, PaymentMethod, Subscription } from '@pace/platform/db';
import { BadUserInputError, ConflictError } from '@pace/platform/errors';
import Stripe from 'stripe';
import { setUpCard, startCardSetup } from './card-setup.ts';
import { fromStripe } from './errors.ts';
import { invoiceSettingsInput, parseInput, paymentMethodInput } from './input.ts';
import type { BillingScope } from './scope.ts';
import { ORGANISATION_KEY } from './status.ts';
import type { StripeConnection } from './stripe-client.ts';
import { type StripeKeys, stripeKeys } from './stripe-keys.ts';
import type { StripeSync } from './sync.ts';

export const NO_PUBLISHABLE_KEY =
  'Card payments are not set up on this platform (no Stripe publishable key). Ask the platform operator.';

export class PaymentMethods {
  constructor(
    private readonly db: Database,
    private readonly connection: StripeConnection,
    private readonly sync: StripeSync,
  ) {}

  get(scope: BillingScope): Promise<PaymentMethod | null> {
    return this.db.models.PaymentMethod.findOne({ where: { organisationId: scope.organisation.id } });
  }

  /**
   * A SetupIntent for the organisation's customer, for Stripe.js to confirm with a new card: its client
   * secret, and where and with which key the browser reaches Stripe.
   */
  async startCardSetup(scope: BillingScope) {
    const { stripe, publishableKey, jsUrl } = await this.connection.get();
    if (!publishableKey) throw new ConflictError(NO_PUBLISHABLE_KEY);
    const keys = stripeKeys(scope.organisation.id, 'card-setup', scope.actionKey);
    const customer = await this.ensureCustomer(scope, keys);
    let intent: Stripe.SetupIntent;
    try {
      intent = await startCardSetup(stripe, customer, scope.organisation.id, keys);
    } catch (error) {
      throw fromStripe(error);
    }
    return {
      setupIntentId: intent.id,
      clientSecret: intent.client_secret!,
      publishableKey,
      stripeJsUrl: jsUrl,
    };
  }

  /** Saves the billing details and, with a succeeded SetupIntent, its card as the default. */
  async update(scope: BillingScope, input: unknown): Promise<PaymentMethod> {
    const values = parseInput(paymentMethodInput, input);
    const existing = await this.get(scope);
    if (!values.setupIntentId && !existing?.stripePaymentMethodId) {
      throw new BadUserInputError('Enter the card details', { field: 'card' });
    }
    const { stripe } = await this.connection.get();
    const keys = stripeKeys(scope.organisation.id, 'payment-method', scope.actionKey);
    const customer = await this.ensureCustomer(scope, keys);
    const taxRegion = values.taxId ? (values.taxRegion ?? null) : null;
    // The card first: a SetupIntent that is not this organisation's, or not done, changes nothing.
    const setUp = values.setupIntentId ? await setUpCard(stripe, values.setupIntentId, customer) : null;

    // The tax ID first: Stripe checks it, and an invalid one must stop everything else. Stripe's list is
    // the truth (an earlier attempt may have added one and then failed on the card).
    let taxId: string | null = null;
    let stripeTaxIdId: string | null = null;
    try {
      const held = (await stripe.customers.listTaxIds(customer, { limit: 100 })).data;
      const wanted =
        values.taxId && taxRegion ? { type: taxRegion, value: normaliseTaxId(values.taxId) } : null;
      const keep = wanted
        ? held.find((id) => id.type === wanted.type && normaliseTaxId(id.value) === wanted.value)
        : undefined;
      if (wanted && !keep) {
        const created = await stripe.customers.createTaxId(
          customer,
          { type: wanted.type as never, value: values.taxId! },
          keys('add-tax-id'),
        );
        taxId = created.value;
        stripeTaxIdId = created.id;
      } else if (keep) {
        taxId = keep.value;
        stripeTaxIdId = keep.id;
      }
      for (const old of held)
        if (old.id !== stripeTaxIdId)
          await stripe.customers.deleteTaxId(customer, old.id, {}, keys(`remove-${old.id}`));
    } catch (error) {
      throw fromStripe(error, { taxIdField: 'taxId' });
    }

    // Saving the same SetupIntent again (a retry) keeps the card without charging again.
    const card = setUp && setUp.id !== existing?.stripePaymentMethodId ? setUp : null;
    try {
      const defaultMethod = card?.id ?? existing!.stripePaymentMethodId!;
      await stripe.customers.update(
        customer,
        {
          name: values.company ?? values.cardholderName,
          email: values.billingEmail,
          address: {
            line1: values.address,
            city: values.city,
            state: values.state ?? '',
            postal_code: values.postcode,
            country: values.country,
          },
          invoice_settings: { default_payment_method: defaultMethod },
          metadata: {
            cardholder_name: values.cardholderName,
            company: values.company ?? '',
            bank_codes: values.bankCodes ?? '',
          },
        },
        keys('update-customer'),
      );
      if (card) await this.chargeWithNewCard(stripe, scope.subscription, customer, card.id, keys);
    } catch (error) {
      throw fromStripe(error);
    }

    const details = {
      cardholderName: values.cardholderName,
      company: values.company,
      billingEmail: values.billingEmail,
      address: values.address,
      city: values.city,
      state: values.state,
      postcode: values.postcode,
      country: values.country,
      taxRegion,
      taxId,
      stripeTaxIdId,
      bankCodes: values.bankCodes,
      ...(card
        ? {
            stripePaymentMethodId: card.id,
            cardBrand: card.card?.brand ?? null,
            cardLast4: card.card?.last4 ?? null,
            cardExpMonth: card.card?.exp_month ?? null,
            cardExpYear: card.card?.exp_year ?? null,
          }
        : {}),
    };
    if (existing) return existing.update(details);
    return this.db.models.PaymentMethod.create({ organisationId: scope.organisation.id, ...details });
  }

  async updateInvoiceSettings(scope: BillingScope, input: unknown): Promise<Subscription> {
    const values = parseInput(invoiceSettingsInput, input);
    const { stripe } = await this.connection.get();
    const keys = stripeKeys(scope.organisation.id, 'invoice-settings', scope.actionKey);
    const customer = await this.ensureCustomer(scope, keys);
    try {
      await stripe.customers.update(
        customer,
        {
          invoice_settings: {
            custom_fields: values.purchaseOrder ? [{ name: 'PO number', value: values.purchaseOrder }] : '',
            footer: values.footer ?? '',
          },
        },
        keys('update-customer'),
      );
    } catch (error) {
      throw fromStripe(error);
    }
    return scope.subscription.update({
      invoicePurchaseOrder: values.purchaseOrder,
      invoiceFooter: values.footer,
    });
  }

  /** The organisation's Stripe customer, created on first need (again if Stripe no longer has it). */
  async ensureCustomer(scope: BillingScope, keys: StripeKeys): Promise<string> {
    try {
      return await this.findOrCreateCustomer(scope, keys);
    } catch (error) {
      throw fromStripe(error);
    }
  }

  private async findOrCreateCustomer(scope: BillingScope, keys: StripeKeys): Promise<string> {
    const { stripe } = await this.connection.get();
    const { subscription, organisation } = scope;
    if (subscription.stripeCustomerId) {
      const found = await stripe.customers.retrieve(subscription.stripeCustomerId).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw error;
      });
      if (found && !found.deleted) return found.id;
    }
    const customer = await stripe.customers.create(
      { name: organisation.name, metadata: { [ORGANISATION_KEY]: String(organisation.id) } },
      keys('create-customer'),
    );
    await subscription.update({ stripeCustomerId: customer.id, stripeSubscriptionId: null });
    return customer.id;
  }

  /** After a new card: it becomes the subscription's, and invoices left unpaid are tried again with it. */
  private async chargeWithNewCard(
    stripe: Stripe,
    subscription: Subscription,
    customer: string,
    card: string,
    keys: StripeKeys,
  ) {
    if (!subscription.stripeSubscriptionId || ['canceled', 'trial_canceled'].includes(subscription.status))
      return;
    const updated = await stripe.subscriptions.update(
      subscription.stripeSubscriptionId,
      { default_payment_method: card },
      keys('card-on-subscription'),
    );
    const open = await stripe.invoices.list({ customer, status: 'open', limit: 10 });
    for (const invoice of open.data)
      if (invoice.id) await stripe.invoices.pay(invoice.id, {}, keys(`pay-${invoice.id}`));
    await this.sync.applyReturned(
      stripe,
      open.data.length > 0 ? await stripe.subscriptions.retrieve(updated.id) : updated,
    );
  }
}

/** A tax ID as Stripe stores it: no spaces, upper case. */
function normaliseTaxId(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}
