// The heart of the fake's state: every object it holds, the clock, the events each change emits and the
// paging of lists. The layers above it add one area of Stripe each (customers → catalogue → invoices →
// subscriptions → the billing clock in ../state.ts); together they are StripeState.
import { randomBytes } from 'node:crypto';
import type { CardBehaviour } from '../cards.ts';
import { StripeFakeError } from '../errors.ts';
import {
  type Customer,
  type Invoice,
  type List,
  listOf,
  type PaymentMethod,
  type Price,
  type Product,
  type StripeEvent,
  type Subscription,
  type TaxId,
} from '../objects.ts';
import { int, type Params, str } from '../params.ts';

export const API_VERSION = '2026-10-28.endive';
export const DAY = 86_400;

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export const clone = <T>(value: T): T => structuredClone(value);

/**
 * When the next period of `interval` starting at `start` (unix seconds) ends: calendar months, as Stripe,
 * which keeps the billing cycle anchor's day of the month and clamps it to shorter months (an anchor on
 * 31 January ends periods on 28 or 29 February, then 31 March). `Date.setUTCMonth` would overflow instead
 * (31 January + 1 month = 2 or 3 March).
 */
export function addInterval(start: number, interval: string, count = 1, anchor = start): number {
  const date = new Date(start * 1000);
  if (interval === 'day' || interval === 'week') {
    date.setUTCDate(date.getUTCDate() + (interval === 'week' ? 7 : 1) * count);
    return Math.floor(date.getTime() / 1000);
  }
  const months = (interval === 'month' ? 1 : 12) * count;
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const anchorDay = new Date(anchor * 1000).getUTCDate();
  target.setUTCDate(Math.min(anchorDay, lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), 0);
  return Math.floor(target.getTime() / 1000);
}

export interface StateOptions {
  now: () => Date;
  /** Where invoice pages and PDFs are served (the fake's own address). */
  baseUrl: () => string;
  onEvent: (event: StripeEvent) => void;
}

/** Stripe's `previous_attributes`: the top-level fields that changed, with their old values. */
export function changed(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of Object.keys(now)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) previous[key] = old[key] ?? null;
  }
  return previous;
}

export class StateCore {
  readonly customers = new Map<string, Customer>();
  readonly taxIds = new Map<string, TaxId>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** Not part of Stripe's object: how a test card behaves when charged. */
  protected readonly cardBehaviour = new Map<string, CardBehaviour>();
  /** Not part of Stripe's object: test cards whose issuer asks for 3-D Secure when they are set up. */
  protected readonly cardNeedsAuthentication = new Set<string>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly events: StripeEvent[] = [];
  protected invoiceCounters = new Map<string, number>();

  constructor(protected readonly options: StateOptions) {}

  get nowSeconds(): number {
    return Math.floor(this.options.now().getTime() / 1000);
  }

  // ------------------------------------------------------------------ events

  emit(type: string, object: unknown, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.nowSeconds,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: clone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.events.push(event);
    this.options.onEvent(event);
    return event;
  }

  retrieveEvent(id: string): StripeEvent {
    const event = this.events.find((candidate) => candidate.id === id);
    if (!event) throw StripeFakeError.missing('event', id);
    return event;
  }

  listEvents(params: Params): List<StripeEvent> {
    const type = str(params, 'type');
    const events = this.events.filter((event) => !type || event.type === type).reverse();
    return this.page(events, '/v1/events', params);
  }

  protected page<T extends { id: string }>(all: T[], url: string, params: Params): List<T> {
    const limit = Math.min(100, Math.max(1, int(params, 'limit') ?? 10));
    const after = str(params, 'starting_after');
    const start = after ? all.findIndex((item) => item.id === after) + 1 : 0;
    return listOf(all.slice(start, start + limit), url, start + limit < all.length);
  }
}
