// The price list and the limits of each plan (spec section 9), and what a cart costs. One table: the
// bff creates the Stripe prices from it, quotes the cart from it and enforces its limits.
import { formatNumber } from '@pace/metrics';
import type { BillingInterval, Currency, Plan } from '@pace/platform/db';

export const TRIAL_DAYS = 15;
export const TRIAL_TESTS = 500;
export const TESTS_PER_PACK = 5_000;
export const PAUSE_DAYS = 90;
export const DAY_MS = 86_400_000;

/** What a plan allows. null: no limit. */
export interface PlanLimits {
  teams: number | null;
  testProfiles: number | null;
  /** Seats included in the plan's price; more are billed per seat. */
  includedSeats: number;
  /** Pages one site may have. */
  pagesPerSite: number;
  /** Tests one snapshot may start (pages × profiles, and the site's flows). */
  testsPerSnapshot: number;
  /** User flows one site may have, and steps in one flow. */
  flowsPerSite: number;
  stepsPerFlow: number;
  /** RUM page views collected a month (UTC calendar month), all the organisation's sites together. */
  rumPageViews: number;
}

export interface PlanDefinition {
  plan: Plan;
  name: string;
  limits: PlanLimits;
  /** Monthly price in each currency's smallest unit; a year costs ten months. */
  monthly: Record<Currency, number>;
}

export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    plan: 'starter',
    name: 'Starter',
    limits: {
      teams: 1,
      testProfiles: 3,
      includedSeats: 3,
      pagesPerSite: 25,
      testsPerSnapshot: 75,
      flowsPerSite: 5,
      stepsPerFlow: 10,
      rumPageViews: 100_000,
    },
    monthly: { USD: 2_900, AUD: 4_500, EUR: 2_700 },
  },
  {
    plan: 'power',
    name: 'Power',
    limits: {
      teams: 5,
      testProfiles: 10,
      includedSeats: 5,
      pagesPerSite: 50,
      testsPerSnapshot: 500,
      flowsPerSite: 10,
      stepsPerFlow: 20,
      rumPageViews: 500_000,
    },
    monthly: { USD: 9_900, AUD: 14_900, EUR: 9_200 },
  },
  {
    plan: 'pro',
    name: 'Pro',
    limits: {
      teams: 20,
      testProfiles: 50,
      includedSeats: 10,
      pagesPerSite: 100,
      testsPerSnapshot: 1_000,
      flowsPerSite: 25,
      stepsPerFlow: 20,
      rumPageViews: 2_000_000,
    },
    monthly: { USD: 24_900, AUD: 37_900, EUR: 22_900 },
  },
  {
    plan: 'enterprise',
    name: 'Enterprise',
    limits: {
      teams: null,
      testProfiles: null,
      includedSeats: 25,
      pagesPerSite: 250,
      testsPerSnapshot: 2_500,
      flowsPerSite: 25,
      stepsPerFlow: 20,
      rumPageViews: 10_000_000,
    },
    monthly: { USD: 79_900, AUD: 119_900, EUR: 73_900 },
  },
];

/** The free trial lets an organisation try what Pro offers. */
export const TRIAL_LIMITS: PlanLimits = planDefinition('pro').limits;

/** Extra seats beyond the plan's included ones, and test packs of 5,000 tests a month, per month. */
export const SEAT_MONTHLY: Record<Currency, number> = { USD: 1_000, AUD: 1_500, EUR: 900 };
export const TEST_PACK_MONTHLY: Record<Currency, number> = { USD: 5_000, AUD: 7_500, EUR: 4_600 };

export function planDefinition(plan: Plan): PlanDefinition {
  const definition = PLAN_CATALOGUE.find((candidate) => candidate.plan === plan);
  if (!definition) throw new Error(`Unknown plan ${plan}`);
  return definition;
}

const perInterval = (monthly: number, interval: BillingInterval) =>
  interval === 'year' ? monthly * 10 : monthly;

/** What a line of the Stripe subscription is: the plan itself, extra seats, or test packs. */
export type PriceItem = { kind: 'plan'; plan: Plan } | { kind: 'seat' } | { kind: 'test_pack' };

/** The Stripe lookup key of a price: how the bff finds the prices it created (pace_pro_year_eur, ...). */
export function lookupKey(item: PriceItem, interval: BillingInterval, currency: Currency): string {
  const what = item.kind === 'plan' ? item.plan : item.kind;
  return `pace_${what}_${interval}_${currency.toLowerCase()}`;
}

export function unitAmount(item: PriceItem, interval: BillingInterval, currency: Currency): number {
  const monthly =
    item.kind === 'plan'
      ? planDefinition(item.plan).monthly[currency]
      : item.kind === 'seat'
        ? SEAT_MONTHLY[currency]
        : TEST_PACK_MONTHLY[currency];
  return perInterval(monthly, interval);
}

export function itemName(item: PriceItem): string {
  if (item.kind === 'plan') return `Pace ${planDefinition(item.plan).name}`;
  return item.kind === 'seat'
    ? 'Additional seat'
    : `Test pack (${formatNumber(TESTS_PER_PACK)} tests a month)`;
}

export interface Cart {
  plan: Plan;
  interval: BillingInterval;
  currency: Currency;
  /** People who can sign in; the plan includes some. */
  seats: number;
  /** Packs of 5,000 synthetic tests a month; at least one. */
  testPacks: number;
}

export interface QuoteLine {
  item: PriceItem;
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

export interface Quote {
  lines: QuoteLine[];
  total: number;
  currency: Currency;
  interval: BillingInterval;
}

/** The cart's lines and total per interval: the plan, seats beyond the included ones, and test packs. */
export function quote(cart: Cart): Quote {
  const extraSeats = Math.max(0, cart.seats - planDefinition(cart.plan).limits.includedSeats);
  const items: [PriceItem, number][] = [
    [{ kind: 'plan', plan: cart.plan }, 1],
    [{ kind: 'seat' }, extraSeats],
    [{ kind: 'test_pack' }, cart.testPacks],
  ];
  const lines = items
    .filter(([, quantity]) => quantity > 0)
    .map(([item, quantity]) => {
      const amount = unitAmount(item, cart.interval, cart.currency);
      return { item, description: itemName(item), quantity, unitAmount: amount, amount: amount * quantity };
    });
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    currency: cart.currency,
    interval: cart.interval,
  };
}

/** RUM page views a month for a plan (the free trial: Pro's). */
export function rumPageViewQuota(plan: Plan | null): number {
  return plan ? planDefinition(plan).limits.rumPageViews : TRIAL_LIMITS.rumPageViews;
}

/** Tests allowed in a month (or, during the trial, over the whole trial). */
export function testAllotment(testPacks: number, trial: boolean): number {
  return trial ? TRIAL_TESTS : testPacks * TESTS_PER_PACK;
}

export interface InUse {
  teams: number;
  testProfiles: number;
}

/** Why a plan cannot be chosen with what the organisation already has, or null when it can. */
export function unavailableReason(plan: Plan, inUse: InUse): string | null {
  const { limits, name } = planDefinition(plan);
  if (limits.teams !== null && inUse.teams > limits.teams) {
    return `${name} allows ${plural(limits.teams, 'team')}; your organisation has ${inUse.teams}.`;
  }
  if (limits.testProfiles !== null && inUse.testProfiles > limits.testProfiles) {
    return `${name} allows ${plural(limits.testProfiles, 'test profile')}; your organisation has ${inUse.testProfiles}.`;
  }
  return null;
}

export function plural(count: number, noun: string): string {
  return `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}
