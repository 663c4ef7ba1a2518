// An organisation's billing record in our database: its subscription row (a free trial, once per person
// and company, from when its creator's address is verified), what it has in use against the plan limits,
// and its tests in the billing period.
import type { Database, Organisation, Subscription, SubscriptionStatus, User } from '@pace/platform/db';
import { Op, UniqueConstraintError } from '@pace/platform/db';
import { ConflictError } from '@pace/platform/errors';
import type { Transaction } from 'sequelize';
import { allotmentPeriod } from './allotment.ts';
import { DAY_MS, type InUse, TESTS_PER_PACK, TRIAL_DAYS, TRIAL_TESTS } from './plans.ts';
import { accountActive, pastDueLapsed } from './status.ts';
import { TRIAL_MESSAGES, trialKeys } from './trials.ts';

export type Clock = () => Date;

export interface UsagePeriod {
  start: Date;
  end: Date;
  /** Tests run from `start` to now. */
  used: number;
  allotment: number;
  trial: boolean;
}

export class BillingAccounts {
  constructor(
    private readonly db: Database,
    readonly clock: Clock,
  ) {}

  /**
   * The subscription of an organisation a person just created: its trial starts now if their address is
   * verified and neither they nor their company had one; waits for verification if it is not; and is
   * never given otherwise (a plan must be bought, or staff grant one).
   */
  async startFor(
    organisation: Organisation,
    creator: User,
    transaction?: Transaction,
  ): Promise<Subscription> {
    const row = await this.db.models.Subscription.create(
      {
        organisationId: organisation.id,
        organisationName: organisation.name,
        status: 'trialing',
        trialUserId: creator.id,
      },
      { transaction },
    );
    return this.startTrial(row, creator, transaction);
  }

  /** Starts a waiting trial for its verified creator, or ends it when the person or company had one. */
  private async startTrial(row: Subscription, creator: User, transaction?: Transaction) {
    if (!creator.emailVerifiedAt) return row;
    const keys = trialKeys(creator.email);
    const { Subscription } = this.db.models;
    const claims = [{ trialEmail: keys.person }, ...(keys.domain ? [{ trialDomain: keys.domain }] : [])];
    const taken = await Subscription.count({
      where: { [Op.or]: claims, id: { [Op.ne]: row.id } },
      transaction,
    });
    if (taken === 0) {
      const now = this.clock();
      try {
        await row.update(
          {
            trialStartedAt: now,
            trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
            trialEmail: keys.person,
            trialDomain: keys.domain,
          },
          { transaction },
        );
        return row;
      } catch (error) {
        // Another organisation of this person or company claimed the trial at the same moment.
        if (!(error instanceof UniqueConstraintError)) throw error;
        await row.reload({ transaction });
      }
    }
    await this.setStatus(row, 'trial_expired', {}, transaction);
    return row;
  }

  /** Staff's decision: a further trial for a company, from now, whoever had one before. */
  async grantTrial(organisation: Organisation): Promise<Subscription> {
    const row = await this.subscriptionFor(organisation);
    if (row.plan && row.status !== 'canceled') {
      throw new ConflictError('This organisation has a plan: a free trial is only for one without');
    }
    const now = this.clock();
    await this.setStatus(row, 'trialing', {
      trialStartedAt: now,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    });
    return row;
  }

  /** Why tests cannot run on the trial: waiting for the creator's verification, or none given. */
  trialRefusal(subscription: Subscription): string | null {
    if (subscription.plan || subscription.trialStartedAt) return null;
    if (subscription.status === 'trialing') return TRIAL_MESSAGES.awaitingVerification;
    if (subscription.status === 'trial_expired') return TRIAL_MESSAGES.used;
    return null;
  }

  /**
   * The organisation's subscription; the first read of one made by another path than `startFor` (before
   * trials were a person's, demo data) starts its trial from when the organisation was created.
   */
  async subscriptionFor(organisation: Organisation, transaction?: Transaction): Promise<Subscription> {
    const { Subscription } = this.db.models;
    const existing = await Subscription.findOne({ where: { organisationId: organisation.id }, transaction });
    if (existing) {
      await this.startWaitingTrial(existing, transaction);
      await this.endLapsedRetries(existing, organisation, transaction);
      return this.expireTrial(existing, transaction);
    }
    const started = organisation.createdAt ?? this.clock();
    try {
      const created = await Subscription.create(
        {
          organisationId: organisation.id,
          organisationName: organisation.name,
          status: 'trialing',
          trialStartedAt: started,
          trialEndsAt: new Date(started.getTime() + TRIAL_DAYS * DAY_MS),
        },
        { transaction },
      );
      return this.expireTrial(created, transaction);
    } catch (error) {
      // Another request started the trial at the same moment.
      if (!(error instanceof UniqueConstraintError)) throw error;
      return Subscription.findOne({
        where: { organisationId: organisation.id },
        transaction,
        rejectOnEmpty: true,
      });
    }
  }

  private async startWaitingTrial(row: Subscription, transaction?: Transaction) {
    const waiting =
      row.status === 'trialing' && !row.plan && !row.trialStartedAt && !row.stripeSubscriptionId;
    if (!waiting || row.trialUserId == null) return;
    const creator = await this.db.models.User.findByPk(row.trialUserId, { transaction });
    if (creator) await this.startTrial(row, creator, transaction);
  }

  /** A plan past due beyond Stripe's retries: the organisation is not active until the invoice is paid. */
  async endLapsedRetries(row: Subscription, organisation?: Organisation, transaction?: Transaction) {
    if (!pastDueLapsed(row, this.clock()) || row.organisationId === null) return;
    if (organisation && !organisation.isActive) return;
    await this.db.models.Organisation.update(
      { isActive: false },
      { where: { id: row.organisationId }, transaction },
    );
    organisation?.set('isActive', false);
  }

  /** A trial that ran out without a plan chosen is expired, whether or not the timer job has run yet. */
  async expireTrial(subscription: Subscription, transaction?: Transaction): Promise<Subscription> {
    if (
      subscription.status === 'trialing' &&
      !subscription.stripeSubscriptionId &&
      subscription.trialEndsAt &&
      subscription.trialEndsAt.getTime() <= this.clock().getTime()
    ) {
      await this.setStatus(subscription, 'trial_expired', {}, transaction);
    }
    return subscription;
  }

  /** Writes a new state and keeps the organisation's isActive flag in step with it. */
  async setStatus(
    subscription: Subscription,
    status: SubscriptionStatus,
    changes: Partial<Subscription['_attributes']> = {},
    transaction?: Transaction,
  ): Promise<void> {
    // The retry window runs from the first failed payment; paying (any other state) closes it.
    const pastDueSince =
      status === 'past_due' ? (changes.pastDueSince ?? subscription.pastDueSince ?? this.clock()) : null;
    await subscription.update({ ...changes, status, pastDueSince }, { transaction });
    if (subscription.organisationId === null) return;
    await this.db.models.Organisation.update(
      { isActive: accountActive(subscription, this.clock()) },
      { where: { id: subscription.organisationId }, transaction },
    );
  }

  async inUse(organisation: Organisation, transaction?: Transaction): Promise<InUse> {
    const { Team, Site, TestProfile } = this.db.models;
    const teams = await Team.findAll({
      where: { organisationId: organisation.id },
      attributes: ['id'],
      transaction,
    });
    const sites = await Site.findAll({
      where: { teamId: teams.map((team) => team.id) },
      attributes: ['id'],
      transaction,
    });
    const testProfiles =
      sites.length === 0
        ? 0
        : await TestProfile.count({ where: { siteId: sites.map((site) => site.id) }, transaction });
    return { teams: teams.length, testProfiles };
  }

  async people(organisation: Organisation): Promise<number> {
    return this.db.models.Membership.count({ where: { organisationId: organisation.id } });
  }

  /**
   * The period tests are counted in: the whole trial, or the billing period Stripe bills (the calendar
   * month, UTC, only for a plan Stripe has not told us the period of).
   */
  period(subscription: Subscription): { start: Date; end: Date; trial: boolean } {
    const now = this.clock();
    const trial = !subscription.plan;
    if (trial) {
      const start = subscription.trialStartedAt ?? now;
      return { start, end: subscription.trialEndsAt ?? now, trial };
    }
    const billed = allotmentPeriod(subscription, now);
    if (billed) return { ...billed, trial };
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    return { start, end, trial };
  }

  async usage(subscription: Subscription, transaction?: Transaction): Promise<UsagePeriod> {
    const { start, end, trial } = this.period(subscription);
    const used = subscription.organisationId
      ? ((await this.db.models.UsageCounter.sum('tests', {
          where: { organisationId: subscription.organisationId, day: { [Op.gte]: isoDay(start) } },
          transaction,
        })) ?? 0)
      : 0;
    return { start, end, used: Number(used), allotment: currentAllotment(subscription, this.clock()), trial };
  }

  /** Tests per day from `start`, for the usage chart. */
  async dailyTests(organisationId: number, start: Date): Promise<{ day: string; tests: number }[]> {
    const rows = await this.db.models.UsageCounter.findAll({
      where: { organisationId, day: { [Op.gte]: isoDay(start) } },
      order: [['day', 'ASC']],
    });
    return rows.map((row) => ({ day: String(row.day), tests: row.tests }));
  }

  /** Counts `count` tests for today. */
  async countTests(organisationId: number, count: number, transaction?: Transaction): Promise<void> {
    const { UsageCounter } = this.db.models;
    const day = isoDay(this.clock());
    const [updated] = await UsageCounter.update(
      { tests: this.db.sequelize.literal(`tests + ${Math.trunc(count)}`) as unknown as number },
      { where: { organisationId, day }, transaction },
    );
    if (updated > 0) return;
    try {
      await UsageCounter.create({ organisationId, day, tests: count }, { transaction });
    } catch (error) {
      if (!(error instanceof UniqueConstraintError) || transaction) throw error;
      await UsageCounter.increment('tests', { by: count, where: { organisationId, day } });
    }
  }
}

/**
 * Tests the subscription allows in its period: the trial's 500 once started (none while it waits or when
 * none was given); for a plan, what was granted for this billing period, else its packs' full amount.
 */
export function currentAllotment(
  subscription: Pick<
    Subscription,
    | 'plan'
    | 'trialStartedAt'
    | 'testPacks'
    | 'testsGranted'
    | 'testsGrantedFor'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'interval'
  >,
  now: Date = new Date(),
): number {
  if (!subscription.plan) return subscription.trialStartedAt ? TRIAL_TESTS : 0;
  const granted = subscription.testsGranted;
  const forPeriod = subscription.testsGrantedFor?.getTime();
  const period = allotmentPeriod(subscription, now);
  if (granted != null && forPeriod != null && forPeriod === period?.start.getTime()) {
    return granted;
  }
  return subscription.testPacks * TESTS_PER_PACK;
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A transaction; on MySQL run again when it lost a deadlock. SQLite's transactions already take turns in
 * this process (the platform's connection queues them).
 */
export function inTransaction<T>(db: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  if (db.dialect !== 'sqlite') return againAfterDeadlock(() => db.sequelize.transaction(work));
  return db.sequelize.transaction(work);
}

/** MySQL's "Deadlock found when trying to get lock": the whole transaction was rolled back. */
const ER_LOCK_DEADLOCK = 1213;

/**
 * A webhook and our own write of the object Stripe just returned can meet on the same subscription and
 * invoice rows in opposite orders; MySQL then rolls one back as a deadlock. Both write Stripe's current
 * state, so running the loser again is safe (and what MySQL's manual asks for).
 */
async function againAfterDeadlock<T>(transaction: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      const errno = (error as { parent?: { errno?: number } }).parent?.errno;
      if (errno !== ER_LOCK_DEADLOCK || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt * (1 + Math.random())));
    }
  }
}
