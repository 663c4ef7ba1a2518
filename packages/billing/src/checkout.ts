// Checkout: the administrator's cart (plan, interval, currency, seats, test packs) becomes a Stripe
// subscription paid now, or a change to the current one. Part of BillingService (service.ts), which runs it
// under the organisation's billing lock with a freshly read subscription row.
import type { Subscription } from '@pace/platform/db';
import { PLANS } from '@pace/platform/db';
import { BadUserInputError, ConflictError } from '@pace/platform/errors';
import Stripe from 'stripe';
import { type BillingAccounts, currentAllotment } from './account.ts';
import { allotmentPeriod, grantAfterChange, isDowngrade } from './allotment.ts';
import { fromStripe, MESSAGES } from './errors.ts';
import { cartInput, parseInput } from './input.ts';
import type { PaymentMethods } from './payment-methods.ts';
import { type Cart, quote, unavailableReason } from './plans.ts';
import { ITEM_KEY, type PriceBook, SEATS_KEY } from './price-book.ts';
import type { BillingScope } from './scope.ts';
import { ORGANISATION_KEY } from './status.ts';
import type { StripeConnection } from './stripe-client.ts';
import { stripeKeys } from './stripe-keys.ts';
import type { StripeSync } from './sync.ts';

export class Checkout {
  constructor(
    private readonly accounts: BillingAccounts,
    private readonly connection: StripeConnection,
    private readonly prices: PriceBook,
    private readonly paymentMethods: PaymentMethods,
    private readonly sync: StripeSync,
  ) {}

  /** Chooses a plan (the cart) and pays for it now: a new Stripe subscription, or a change to the current one. */
  async run(scope: BillingScope, input: unknown): Promise<Subscription> {
    const cart = parseInput(cartInput, input);
    const { subscription } = scope;
    if (subscription.status === 'paused') throw new ConflictError(MESSAGES.paused);
    const before = {
      plan: subscription.plan,
      seats: subscription.seats,
      testPacks: subscription.testPacks,
      allotment: currentAllotment(subscription, this.accounts.clock()),
      periodStart: allotmentPeriod(subscription, this.accounts.clock())?.start ?? null,
    };
    const downgrade = isDowngrade(before, cart);
    let changed = false;
    await this.checkCart(scope, cart);
    const method = await this.paymentMethods.get(scope);
    if (!method?.stripePaymentMethodId) {
      throw new BadUserInputError('Add a payment method before checking out', { field: 'paymentMethod' });
    }
    const { stripe } = await this.connection.get();
    const keys = stripeKeys(scope.organisation.id, 'checkout', scope.actionKey);
    let result: Stripe.Subscription;
    let customer: string;
    try {
      customer = await this.paymentMethods.ensureCustomer(scope, keys);
      const lines = quote(cart).lines;
      const wanted = await Promise.all(
        lines.map(async (line) => ({
          kind: line.item.kind,
          price: await this.prices.priceId(line.item, cart.interval, cart.currency),
          quantity: line.quantity,
        })),
      );
      const metadata = { [ORGANISATION_KEY]: String(scope.organisation.id), [SEATS_KEY]: String(cart.seats) };
      // Only Stripe saying "no such subscription" means there is none: an outage is not an answer.
      const current = subscription.stripeSubscriptionId
        ? await stripe.subscriptions.retrieve(subscription.stripeSubscriptionId).catch(unlessMissing)
        : null;
      if (current && !['canceled', 'incomplete_expired', 'incomplete'].includes(current.status)) {
        if (current.currency.toUpperCase() !== cart.currency) {
          throw new BadUserInputError(
            `Your subscription is billed in ${current.currency.toUpperCase()}; the currency cannot change`,
            { field: 'currency' },
          );
        }
        const items: Stripe.SubscriptionUpdateParams.Item[] = [];
        for (const want of wanted) {
          const existing = current.items.data.find((item) => item.price.metadata?.[ITEM_KEY] === want.kind);
          items.push(
            existing
              ? { id: existing.id, price: want.price, quantity: want.quantity }
              : { price: want.price, quantity: want.quantity },
          );
        }
        for (const item of current.items.data) {
          if (!wanted.some((want) => want.kind === item.price.metadata?.[ITEM_KEY])) {
            items.push({ id: item.id, deleted: true });
          }
        }
        result = await stripe.subscriptions.update(
          current.id,
          {
            items,
            metadata,
            default_payment_method: method.stripePaymentMethodId,
            // A downgrade is not credited: what was paid for stays until the period ends.
            proration_behavior: downgrade ? 'none' : 'always_invoice',
            payment_behavior: 'error_if_incomplete',
          },
          keys('change-subscription'),
        );
        changed = true;
      } else {
        result = await stripe.subscriptions.create(
          {
            customer,
            items: wanted.map(({ price, quantity }) => ({ price, quantity })),
            metadata,
            default_payment_method: method.stripePaymentMethodId,
            payment_behavior: 'error_if_incomplete',
          },
          keys('create-subscription'),
        );
      }
    } catch (error) {
      throw fromStripe(error);
    }
    await subscription.update({ stripeSubscriptionId: result.id, stripeCustomerId: customer });
    try {
      await this.sync.applyReturned(stripe, result);
    } catch {
      // Stripe has done it: the subscription is written now, its invoices come with the webhooks.
      await this.sync.applySubscription(result);
    }
    await subscription.reload();
    if (changed) await this.grantForPeriod(subscription, before, downgrade);
    return subscription;
  }

  /** The tests the change grants in the period under way (see allotment.ts). */
  private async grantForPeriod(
    subscription: Subscription,
    before: { testPacks: number; allotment: number; periodStart: Date | null },
    downgrade: boolean,
  ) {
    const now = this.accounts.clock();
    const period = allotmentPeriod(subscription, now);
    const granted = grantAfterChange({
      allotmentBefore: before.allotment,
      packsBefore: before.testPacks,
      packsAfter: subscription.testPacks,
      downgrade,
      periodStartBefore: before.periodStart,
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
      now,
    });
    if (granted === null) return;
    await subscription.update({ testsGranted: granted, testsGrantedFor: period!.start });
  }

  /** A plan the organisation may have, with at least one seat per person. */
  async checkCart(scope: BillingScope, cart: Cart) {
    if (!PLANS.includes(cart.plan)) throw new BadUserInputError('Choose a plan', { field: 'plan' });
    const reason = unavailableReason(cart.plan, await this.accounts.inUse(scope.organisation));
    if (reason) throw new BadUserInputError(`This plan is unavailable: ${reason}`, { field: 'plan' });
    const people = await this.accounts.people(scope.organisation);
    if (cart.seats < people) {
      throw new BadUserInputError(`Your organisation has ${people} people: choose at least ${people} seats`, {
        field: 'seats',
      });
    }
  }
}

/** Stripe's answer that the object does not exist becomes null; any other failure stays a failure. */
function unlessMissing(error: unknown): null {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
    return null;
  throw error;
}
