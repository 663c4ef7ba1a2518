// The `items` parameter of a subscription create or update: items added, changed or deleted, all on
// one interval and one currency.
import { StripeFakeError } from '../errors.ts';
import type { Price, SubscriptionItem } from '../objects.ts';
import { bool, int, isParams, list, type Params, str } from '../params.ts';
import { addInterval, clone, stripeId } from './core.ts';

export function readItems(
  params: Params,
  existing: SubscriptionItem[],
  subscriptionId: string,
  now: number,
  priceOf: (id: string) => Price,
): SubscriptionItem[] {
  const items = existing.map((item) => clone(item));
  const entries = list(params, 'items') ?? [];
  entries.forEach((entry, index) => {
    const path = `items[${index}]`;
    if (!isParams(entry)) throw StripeFakeError.invalid(`Invalid object: ${path}`, path);
    const itemId = str(entry, 'id', `${path}[id]`);
    const priceId = str(entry, 'price', `${path}[price]`);
    const quantity = int(entry, 'quantity', `${path}[quantity]`);
    if (quantity !== undefined && quantity < 0)
      throw StripeFakeError.invalid('Invalid quantity', `${path}[quantity]`);
    if (itemId) {
      const position = items.findIndex((item) => item.id === itemId);
      if (position < 0) throw StripeFakeError.missing('subscription_item', itemId, `${path}[id]`);
      if (bool(entry, 'deleted')) {
        items.splice(position, 1);
        return;
      }
      const item = items[position]!;
      if (priceId) item.price = clone(priceOf(priceId));
      if (quantity !== undefined) item.quantity = quantity;
      return;
    }
    if (!priceId)
      throw StripeFakeError.invalid(
        `Missing required param: ${path}[price].`,
        `${path}[price]`,
        'parameter_missing',
      );
    const price = clone(priceOf(priceId));
    if (items.some((item) => item.price.id === price.id)) {
      throw StripeFakeError.invalid(
        'Cannot add multiple subscription items with the same price.',
        `${path}[price]`,
      );
    }
    const first = items[0];
    items.push({
      id: stripeId('si'),
      object: 'subscription_item',
      created: now,
      subscription: subscriptionId,
      price,
      quantity: quantity ?? 1,
      current_period_start: first?.current_period_start ?? now,
      current_period_end:
        first?.current_period_end ??
        addInterval(now, price.recurring.interval, price.recurring.interval_count),
      metadata: {},
    });
  });
  const intervals = new Set(
    items.map((item) => `${item.price.recurring.interval}/${item.price.recurring.interval_count}`),
  );
  const currencies = new Set(items.map((item) => item.price.currency));
  if (intervals.size > 1) {
    throw StripeFakeError.invalid(
      'All prices on a subscription must have the same recurring interval.',
      'items',
    );
  }
  if (currencies.size > 1) {
    throw StripeFakeError.invalid(
      'All prices on a subscription must have the same currency.',
      'items',
      'currency_mismatch',
    );
  }
  return items;
}

export function recurringTotal(items: SubscriptionItem[]): number {
  return items.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
}
