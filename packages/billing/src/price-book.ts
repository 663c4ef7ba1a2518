// The Stripe prices behind the plan table, found by lookup key and created when missing, so a new Stripe
// account (or the local server) needs no setup. Each price carries metadata saying what it is, which is
// how a subscription read back from Stripe is turned into plan, seats and test packs.
import type { BillingInterval, Currency, Plan } from '@pace/platform/db';
import { PLANS } from '@pace/platform/db';
import type Stripe from 'stripe';
import { itemName, lookupKey, type PriceItem, planDefinition, unitAmount } from './plans.ts';

export const ITEM_KEY = 'pace_item';
export const PLAN_KEY = 'pace_plan';
/** Subscription metadata: the seats chosen (the plan may include more than were asked for). */
export const SEATS_KEY = 'pace_seats';

export class PriceBook {
  private readonly known = new Map<string, Promise<Map<string, string>>>();

  constructor(private readonly stripe: () => Promise<Stripe>) {}

  /** Price ids of every item for one interval and currency, by lookup key. */
  prices(interval: BillingInterval, currency: Currency): Promise<Map<string, string>> {
    const key = `${interval}/${currency}`;
    let prices = this.known.get(key);
    if (!prices) {
      prices = this.load(interval, currency);
      prices.catch(() => this.known.delete(key));
      this.known.set(key, prices);
    }
    return prices;
  }

  async priceId(item: PriceItem, interval: BillingInterval, currency: Currency): Promise<string> {
    const id = (await this.prices(interval, currency)).get(lookupKey(item, interval, currency));
    if (!id) throw new Error(`No Stripe price for ${lookupKey(item, interval, currency)}`);
    return id;
  }

  private async load(interval: BillingInterval, currency: Currency): Promise<Map<string, string>> {
    const stripe = await this.stripe();
    const items: PriceItem[] = [
      ...PLANS.map((plan): PriceItem => ({ kind: 'plan', plan })),
      { kind: 'seat' },
      { kind: 'test_pack' },
    ];
    const keys = items.map((item) => lookupKey(item, interval, currency));
    const found = await stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 });
    const ids = new Map<string, string>();
    for (const price of found.data) if (price.lookup_key) ids.set(price.lookup_key, price.id);
    for (const item of items) {
      const key = lookupKey(item, interval, currency);
      if (ids.has(key)) continue;
      const price = await stripe.prices.create(
        {
          currency: currency.toLowerCase(),
          unit_amount: unitAmount(item, interval, currency),
          recurring: { interval },
          product_data: { name: itemName(item) },
          lookup_key: key,
          metadata: { [ITEM_KEY]: item.kind, ...(item.kind === 'plan' ? { [PLAN_KEY]: item.plan } : {}) },
        },
        // Two processes creating the same price at once get one price.
        { idempotencyKey: `price-${key}-v1` },
      );
      ids.set(key, price.id);
    }
    return ids;
  }
}

/** Plan, interval, seats and test packs as a Stripe subscription's items (their prices' metadata) say. */
export function cartOf(subscription: Stripe.Subscription): {
  plan: Plan | null;
  interval: BillingInterval | null;
  seats: number;
  testPacks: number;
} {
  let plan: Plan | null = null;
  let interval: BillingInterval | null = null;
  let extraSeats = 0;
  let testPacks = 0;
  for (const item of subscription.items.data) {
    const kind = item.price.metadata?.[ITEM_KEY];
    const recurring = String(item.price.recurring?.interval);
    if (recurring === 'month' || recurring === 'year') interval = recurring;
    if (kind === 'plan') plan = (item.price.metadata?.[PLAN_KEY] as Plan | undefined) ?? null;
    else if (kind === 'seat') extraSeats += item.quantity ?? 0;
    else if (kind === 'test_pack') testPacks += item.quantity ?? 0;
  }
  const included = plan ? planDefinition(plan).limits.includedSeats : 1;
  const chosen = Number(subscription.metadata?.[SEATS_KEY]);
  const seats = Number.isInteger(chosen) && chosen > 0 && extraSeats === 0 ? chosen : included + extraSeats;
  return { plan, interval, seats: Math.max(1, seats), testPacks };
}
