// The account gates (spec sections 4, 8 and 9): the one place that decides whether an organisation's
// billing state and plan let it make a site, a team, a test profile, a page, a flow, a seat's invitation or
// tests. Every creator calls `assertCanCreate` inside the transaction that inserts the thing
// (services.billing.assertCanCreate): the gate locks the organisation's row first, so two requests at once
// count one after the other, and what it counted cannot change before the insert commits.
import type { Config } from '@pace/platform/config';
import type { Database, Organisation, Subscription } from '@pace/platform/db';
import type { Transaction } from 'sequelize';
import { BillingAccounts, inTransaction } from './account.ts';
import { AccountGateError, MESSAGES } from './errors.ts';
import { type CountedThing, inUse, limitMessage, PLAN_LIMITS, seatsFull, seatsInUse } from './plan-limits.ts';
import { planDefinition, TRIAL_LIMITS } from './plans.ts';
import { INACTIVE_STATUSES } from './status.ts';

/**
 * What may be created: `count` of it in one request. `test` is tests against the month's allotment;
 * `snapshotTest` is the tests of one snapshot (its plan's cap, then the allotment); `flowStep` is the
 * steps of one flow; `seat` is one invitation (members and pending invitations against the seats).
 */
export type GatedThing = 'site' | 'test' | CountedThing | 'seat';

export interface GateOptions {
  /** The creator's transaction: the gate's checks (and the tests it counts) are part of it. */
  transaction?: Transaction;
  /** The site a page or flow is added to. */
  siteId?: number;
}

/** The gate as creators hold it: the billing service (which lets everything through with billing off). */
export interface PlanGate {
  assertCanCreate(
    organisation: Organisation | number,
    thing: GatedThing,
    count?: number,
    options?: GateOptions,
  ): Promise<void>;
  /** `work` (the insert) in a transaction that passed assertCanCreate first. */
  withinLimits<T>(
    organisation: Organisation,
    thing: GatedThing,
    count: number,
    work: (transaction: Transaction) => Promise<T>,
    options?: Omit<GateOptions, 'transaction'>,
  ): Promise<T>;
}

export class AccountGates implements PlanGate {
  constructor(
    private readonly db: Database,
    private readonly accounts: BillingAccounts,
  ) {}

  /**
   * Throws AccountGateError (403) with the spec's message when `count` more of `thing` may not be created:
   * paused, not active, over one of the plan's limits, or over this month's test allotment. For tests it
   * also counts them against the allotment in the same transaction.
   */
  async assertCanCreate(
    organisationOrId: Organisation | number,
    thing: GatedThing,
    count = 1,
    options: GateOptions = {},
  ): Promise<void> {
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`assertCanCreate: count must be 1 or more (${count})`);
    const id = typeof organisationOrId === 'number' ? organisationOrId : organisationOrId.id;
    const run = async (transaction: Transaction) => {
      // The locking read comes first: every creation for this organisation waits here for the one before
      // it to commit, and the counts below (the transaction's first plain reads) then see what it made.
      const organisation = await this.db.models.Organisation.findByPk(id, {
        transaction,
        lock: transaction.LOCK.UPDATE,
        rejectOnEmpty: true,
      });
      const subscription = await this.accounts.subscriptionFor(organisation, transaction);
      if (thing === 'test' || thing === 'snapshotTest') {
        await subscription.reload({ transaction, lock: transaction.LOCK.UPDATE });
      }
      if (subscription.status === 'paused') throw new AccountGateError(MESSAGES.paused);
      // A trial waiting for its creator's verification runs no tests; one never given allows nothing.
      const refusal = this.accounts.trialRefusal(subscription);
      if (refusal && (thing === 'test' || subscription.status === 'trial_expired')) {
        throw new AccountGateError(refusal);
      }
      if (INACTIVE_STATUSES.has(subscription.status) || !organisation.isActive) {
        throw new AccountGateError(MESSAGES.inactive);
      }
      await this.checkLimit(organisation, subscription, thing, count, { ...options, transaction });
      if (thing === 'test' || thing === 'snapshotTest') {
        const usage = await this.accounts.usage(subscription, transaction);
        if (usage.used + count > usage.allotment) throw new AccountGateError(MESSAGES.allotment);
        await this.accounts.countTests(organisation.id, count, transaction);
      }
    };
    if (options.transaction) return run(options.transaction);
    // Outside the transaction first: starting a trial or marking one expired is kept even when the gate
    // then refuses (and so rolls its transaction back).
    const organisation =
      typeof organisationOrId === 'number'
        ? await this.db.models.Organisation.findByPk(organisationOrId, { rejectOnEmpty: true })
        : organisationOrId;
    await this.accounts.subscriptionFor(organisation);
    return inTransaction(this.db, run);
  }

  async withinLimits<T>(
    organisation: Organisation,
    thing: GatedThing,
    count: number,
    work: (transaction: Transaction) => Promise<T>,
    options: Omit<GateOptions, 'transaction'> = {},
  ): Promise<T> {
    // Outside the transaction, as above: a trial started or marked expired stays when the gate refuses.
    await this.accounts.subscriptionFor(organisation);
    return inTransaction(this.db, async (transaction) => {
      await this.assertCanCreate(organisation, thing, count, { ...options, transaction });
      return work(transaction);
    });
  }

  private async checkLimit(
    organisation: Organisation,
    subscription: Subscription,
    thing: GatedThing,
    count: number,
    options: GateOptions & { transaction: Transaction },
  ): Promise<void> {
    const limits = subscription.plan ? planDefinition(subscription.plan).limits : TRIAL_LIMITS;
    if (thing === 'seat') {
      const seats = subscription.plan ? subscription.seats : limits.includedSeats;
      const taken = await seatsInUse(this.db, organisation.id, options.transaction);
      if (taken + count > seats) throw new AccountGateError(seatsFull(seats));
      return;
    }
    if (thing === 'site' || thing === 'test') return;
    const rule = PLAN_LIMITS[thing];
    const limit = rule.limit(limits);
    if (limit === null) return;
    const used = await inUse(this.db, thing, organisation.id, options);
    if (used + count > limit) throw new AccountGateError(limitMessage(thing, limit));
  }
}

/** With billing off (BILLING=off) nothing is limited: the creator's insert still runs in one transaction. */
export class OpenGate implements PlanGate {
  constructor(private readonly db: Database) {}

  assertCanCreate(): Promise<void> {
    return Promise.resolve();
  }

  withinLimits<T>(
    _organisation: Organisation,
    _thing: GatedThing,
    _count: number,
    work: (transaction: Transaction) => Promise<T>,
  ): Promise<T> {
    return inTransaction(this.db, work);
  }
}

/**
 * The gate as the platform's BILLING setting says: every process that makes gated things (the bff, the
 * scheduler, integrations, the demo) takes it from here, so none of them limits what another lets through.
 */
export function planGate(db: Database, config: Pick<Config, 'billing'>, clock = () => new Date()): PlanGate {
  if (config.billing === 'off') return new OpenGate(db);
  return new AccountGates(db, new BillingAccounts(db, clock));
}
