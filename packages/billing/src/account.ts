// An organisation's billing record in our database: its subscription row (a free trial from the moment
// the organisation exists), what it has in use against the plan limits, and its tests this month.
import type { Database, Organisation, Subscription, SubscriptionStatus } from '@pace/platform/db';
import { Op, UniqueConstraintError } from '@pace/platform/db';
import type { Transaction } from 'sequelize';
import { DAY_MS, type InUse, TRIAL_DAYS, testAllotment } from './plans.ts';
import { INACTIVE_STATUSES } from './status.ts';

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
    private readonly clock: Clock,
  ) {}

  /**
   * The organisation's subscription; the first read starts its free trial (from when the organisation
   * was created), so organisations made before billing existed, or by any path, get one too.
   */
  async subscriptionFor(organisation: Organisation, transaction?: Transaction): Promise<Subscription> {
    const { Subscription } = this.db.models;
    const existing = await Subscription.findOne({ where: { organisationId: organisation.id }, transaction });
    if (existing) return this.expireTrial(existing, transaction);
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
    await subscription.update({ ...changes, status }, { transaction });
    if (subscription.organisationId === null) return;
    await this.db.models.Organisation.update(
      { isActive: !INACTIVE_STATUSES.has(status) },
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

  /** The period tests are counted in: the whole trial, or the calendar month (UTC). */
  period(subscription: Subscription): { start: Date; end: Date; trial: boolean } {
    const now = this.clock();
    const trial = !subscription.plan && subscription.trialStartedAt != null;
    if (trial) {
      return { start: subscription.trialStartedAt!, end: subscription.trialEndsAt ?? now, trial };
    }
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
    return { start, end, used: Number(used), allotment: testAllotment(subscription.testPacks, trial), trial };
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
