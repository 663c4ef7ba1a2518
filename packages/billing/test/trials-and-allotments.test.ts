// Billing's arithmetic for trials and allotments: who a trial belongs to (the hostile spellings are data in
// tests/security/trials.json), the tests extra packs grant mid-period, a downgrade keeping what was paid
// for, the billing period (a yearly plan's months), and the past-due retry window.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentAllotment } from '../src/account.ts';
import { addMonths, allotmentPeriod, grantAfterChange, isDowngrade } from '../src/allotment.ts';
import { accountActive, PAST_DUE_RETRY_DAYS, pastDueLapsed } from '../src/status.ts';
import { trialKeys } from '../src/trials.ts';

const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/trials.json'), 'utf8'),
) as {
  samePerson: [string, string][];
  differentPeople: [string, string][];
  companyDomains: [string, string | null][];
};
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('whose trial it is', () => {
  it.each(cases.samePerson)('%s and %s are one person', (one, two) => {
    expect(trialKeys(one).person).toBe(trialKeys(two).person);
  });
  it.each(cases.differentPeople)('%s and %s are two people', (one, two) => {
    expect(trialKeys(one).person).not.toBe(trialKeys(two).person);
  });
  it.each(cases.companyDomains)("%s's company domain is %s", (email, domain) => {
    expect(trialKeys(email).domain).toBe(domain);
  });
});

describe('tests granted in the billing period', () => {
  const period = { periodStartBefore: at('2027-03-01T00:00:00Z'), periodStart: at('2027-03-01T00:00:00Z') };
  const periodEnd = at('2027-03-31T00:00:00Z');

  it('grants 999 packs bought half-way through a month half their tests, not 5,000,000 at once', () => {
    const granted = grantAfterChange({
      ...period,
      periodEnd,
      allotmentBefore: 5_000,
      packsBefore: 1,
      packsAfter: 1_000,
      downgrade: false,
      now: at('2027-03-16T00:00:00Z'),
    });
    expect(granted).toBe(5_000 + 999 * 2_500);
  });

  it('keeps what was paid for when the packs go down in the period, and grants in full once a new one starts', () => {
    const change = {
      periodEnd,
      allotmentBefore: 2_502_500,
      packsBefore: 1_000,
      packsAfter: 1,
      downgrade: true,
      now: at('2027-03-17T00:00:00Z'),
    };
    expect(grantAfterChange({ ...change, ...period })).toBe(2_502_500);
    expect(grantAfterChange({ ...change, ...period, periodStart: periodEnd })).toBeNull();
  });

  it('calls fewer packs, a smaller plan or fewer seats a downgrade, and more of each not', () => {
    const pro = { plan: 'pro' as const, seats: 10, testPacks: 4 };
    expect(isDowngrade(pro, { ...pro, testPacks: 3 })).toBe(true);
    expect(isDowngrade(pro, { ...pro, plan: 'power' })).toBe(true);
    expect(isDowngrade(pro, { ...pro, seats: 9 })).toBe(true);
    expect(isDowngrade(pro, { ...pro, plan: 'enterprise', testPacks: 5, seats: 11 })).toBe(false);
    expect(isDowngrade({ ...pro, plan: null }, { ...pro, testPacks: 1 })).toBe(false);
  });

  it("counts a plan started on the 31st over Stripe's period, not the calendar month", () => {
    const billed = {
      currentPeriodStart: at('2027-01-31T10:00:00Z'),
      currentPeriodEnd: at('2027-02-28T10:00:00Z'),
    };
    expect(allotmentPeriod({ ...billed, interval: 'month' }, at('2027-02-01T00:00:00Z'))).toEqual({
      start: billed.currentPeriodStart,
      end: billed.currentPeriodEnd,
    });
  });

  it("counts a yearly plan's tests a month at a time, from the day it started", () => {
    const billed = {
      currentPeriodStart: at('2027-01-31T10:00:00Z'),
      currentPeriodEnd: at('2028-01-31T10:00:00Z'),
      interval: 'year' as const,
    };
    expect(allotmentPeriod(billed, at('2027-03-05T00:00:00Z'))).toEqual({
      start: at('2027-02-28T10:00:00Z'),
      end: at('2027-03-31T10:00:00Z'),
    });
    expect(allotmentPeriod(billed, at('2028-01-30T00:00:00Z'))?.end).toEqual(billed.currentPeriodEnd);
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1)).toEqual(at('2028-02-29T00:00:00Z'));
  });

  it('allots the grant only in the period it was made for; a trial 500 once started, none while it waits', () => {
    const row = {
      plan: 'starter' as const,
      interval: 'month' as const,
      testPacks: 1,
      trialStartedAt: null,
      testsGranted: 7_500,
      testsGrantedFor: at('2027-03-01T00:00:00Z'),
      currentPeriodStart: at('2027-03-01T00:00:00Z'),
      currentPeriodEnd: at('2027-04-01T00:00:00Z'),
    };
    const now = at('2027-03-10T00:00:00Z');
    expect(currentAllotment(row, now)).toBe(7_500);
    expect(currentAllotment({ ...row, currentPeriodStart: row.currentPeriodEnd }, now)).toBe(5_000);
    expect(currentAllotment({ ...row, plan: null, trialStartedAt: now }, now)).toBe(500);
    expect(currentAllotment({ ...row, plan: null }, now)).toBe(0);
  });
});

describe('past due', () => {
  const since = at('2027-05-01T00:00:00Z');
  it(`keeps full access for ${PAST_DUE_RETRY_DAYS} days of retries, then is not active until paid`, () => {
    const row = { status: 'past_due' as const, pastDueSince: since };
    const within = new Date(since.getTime() + PAST_DUE_RETRY_DAYS * DAY - 1);
    const after = new Date(since.getTime() + PAST_DUE_RETRY_DAYS * DAY);
    expect(accountActive(row, within)).toBe(true);
    expect(pastDueLapsed(row, after)).toBe(true);
    expect(accountActive(row, after)).toBe(false);
    expect(accountActive({ status: 'active', pastDueSince: null }, after)).toBe(true);
  });
});
