// The account gates (spec sections 4 and 8): the one place that decides whether an organisation's billing
// state lets it add a site, a team or run tests. Every write that creates one of those calls
// `assertCanCreate` first (services.billing.assertCanCreate).
import type { Database, Organisation } from '@pace/platform/db';
import type { Transaction } from 'sequelize';
import { type BillingAccounts, inTransaction } from './account.ts';
import { AccountGateError, MESSAGES } from './errors.ts';
import { planDefinition, plural, TRIAL_LIMITS } from './plans.ts';
import { INACTIVE_STATUSES } from './status.ts';

export type GatedThing = 'site' | 'test' | 'team';

export interface GateOptions {
  /** The caller's transaction: the tests counted are then undone with it. */
  transaction?: Transaction;
}

export class AccountGates {
  constructor(
    private readonly db: Database,
    private readonly accounts: BillingAccounts,
  ) {}

  /**
   * Throws AccountGateError (403) with the spec's message when `count` more of `thing` may not be created:
   * paused, not active, over the plan's team limit, or over this month's test allotment. For tests it
   * also counts them against the allotment, atomically (two snapshots at once cannot both slip past).
   */
  async assertCanCreate(
    organisationOrId: Organisation | number,
    thing: GatedThing,
    count = 1,
    options: GateOptions = {},
  ): Promise<void> {
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`assertCanCreate: count must be 1 or more (${count})`);
    const run = async (transaction: Transaction) => {
      const organisation =
        typeof organisationOrId === 'number'
          ? await this.db.models.Organisation.findByPk(organisationOrId, { transaction, rejectOnEmpty: true })
          : organisationOrId;
      const subscription = await this.accounts.subscriptionFor(organisation, transaction);
      if (thing === 'test') {
        // Holds the organisation's tests counter still until this transaction ends.
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
      if (thing === 'team') {
        const limit = subscription.plan ? planDefinition(subscription.plan).limits.teams : TRIAL_LIMITS.teams;
        const teams = await this.db.models.Team.count({
          where: { organisationId: organisation.id },
          transaction,
        });
        if (limit !== null && teams + count > limit) {
          throw new AccountGateError(
            `Your plan allows ${plural(limit, 'team')}. Upgrade your plan to add more teams.`,
          );
        }
      }
      if (thing === 'test') {
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
}
