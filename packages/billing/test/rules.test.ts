// Billing's pure rules: Stripe's states onto ours (spec section 4), the cart's price, plan limits.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { quote, testAllotment, unavailableReason } from '../src/plans.ts';
import { hasActivePlan, invoiceStatusOf, subscriptionStatusOf } from '../src/status.ts';

const subscription = (fields: Partial<Stripe.Subscription>) =>
  ({
    pause_collection: null,
    trial_end: null,
    ended_at: null,
    canceled_at: null,
    ...fields,
  }) as Stripe.Subscription;

describe('subscription states', () => {
  it.each([
    [{ status: 'trialing' }, 'trialing'],
    [{ status: 'active' }, 'active'],
    [{ status: 'active', pause_collection: { behavior: 'void', resumes_at: null } }, 'paused'],
    [{ status: 'past_due' }, 'past_due'],
    [{ status: 'unpaid' }, 'past_due'],
    [{ status: 'paused' }, 'trial_expired'],
    [{ status: 'canceled', trial_end: 2_000, ended_at: 1_000 }, 'trial_canceled'],
    [{ status: 'canceled', trial_end: 2_000, ended_at: 2_000 }, 'trial_expired'],
    [{ status: 'canceled', trial_end: 2_000, ended_at: 90_000 }, 'canceled'],
    [{ status: 'canceled' }, 'canceled'],
    [{ status: 'incomplete' }, null],
  ] as const)('%o is %s', (fields, expected) => {
    expect(subscriptionStatusOf(subscription(fields as Partial<Stripe.Subscription>))).toBe(expected);
  });
});

describe('an active plan (spec section 6)', () => {
  it.each([
    [null, 'trialing', false],
    ['starter', 'trialing', true],
    ['starter', 'active', true],
    ['power', 'paused', true],
    ['pro', 'past_due', true],
    ['starter', 'canceled', false],
    ['starter', 'trial_canceled', false],
    [null, 'trial_expired', false],
  ] as const)('plan %s, %s: %s', (plan, status, expected) => {
    expect(hasActivePlan({ plan, status })).toBe(expected);
  });
});

describe('invoice states', () => {
  it.each([
    ['paid', 'paid'],
    ['open', 'unpaid'],
    ['uncollectible', 'failed'],
    ['draft', 'draft'],
    ['void', 'void'],
  ] as const)('%s is %s', (status, expected) => {
    expect(invoiceStatusOf({ status } as Stripe.Invoice)).toBe(expected);
  });
});

describe('the cart', () => {
  it('prices the plan, seats beyond the included ones and test packs; a year costs ten months', () => {
    expect(quote({ plan: 'starter', interval: 'month', currency: 'USD', seats: 3, testPacks: 1 }).total).toBe(
      2_900 + 5_000,
    );
    const yearly = quote({ plan: 'pro', interval: 'year', currency: 'EUR', seats: 12, testPacks: 2 });
    expect(yearly.lines.map((line) => [line.item.kind, line.quantity])).toEqual([
      ['plan', 1],
      ['seat', 2],
      ['test_pack', 2],
    ]);
    expect(yearly.total).toBe((22_900 + 2 * 900 + 2 * 4_600) * 10);
  });

  it('allots 5,000 tests a pack a month, 500 over the trial', () => {
    expect(testAllotment(3, false)).toBe(15_000);
    expect(testAllotment(0, true)).toBe(500);
  });

  it('makes a plan unavailable with too many teams or test profiles in use', () => {
    expect(unavailableReason('starter', { teams: 1, testProfiles: 3 })).toBeNull();
    expect(unavailableReason('starter', { teams: 2, testProfiles: 0 })).toBe(
      'Starter allows 1 team; your organisation has 2.',
    );
    expect(unavailableReason('power', { teams: 1, testProfiles: 11 })).toBe(
      'Power allows 10 test profiles; your organisation has 11.',
    );
    expect(unavailableReason('enterprise', { teams: 500, testProfiles: 5_000 })).toBeNull();
  });
});
