// The billing timers the job workers run: paused subscriptions resume after their 90 days, and free trials
// that ran out without a plan are marked expired. Part of BillingService (service.ts).
import type { Database, Subscription } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import { ConflictError } from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import type Stripe from 'stripe';
import type { BillingAccounts, Clock } from './account.ts';
import { fromStripe, MESSAGES } from './errors.ts';
import type { OrganisationLocks } from './organisation-lock.ts';
import { DAY_MS } from './plans.ts';
import { PAST_DUE_RETRY_DAYS, RESUMES_AT_KEY } from './status.ts';
import type { StripeConnection } from './stripe-client.ts';
import { type StripeKeys, stripeKeys } from './stripe-keys.ts';
import type { StripeSync } from './sync.ts';

export class BillingTimers {
  constructor(
    private readonly db: Database,
    private readonly accounts: BillingAccounts,
    private readonly connection: StripeConnection,
    private readonly sync: StripeSync,
    private readonly clock: Clock,
    private readonly log: Logger | undefined,
    private readonly locks: OrganisationLocks,
  ) {}

  /**
   * Ends a pause: collection resumes and a new period is billed now. `failIfUnpaid` (an administrator
   * reactivating) refuses when the card is declined; the resume job resumes anyway (then past_due).
   */
  async resume(
    subscription: Subscription,
    options: { failIfUnpaid: boolean; keys?: StripeKeys },
  ): Promise<Subscription> {
    if (!subscription.stripeSubscriptionId) throw new ConflictError(MESSAGES.notPaused);
    const { stripe } = await this.connection.get();
    // The job's action is this pause ending: a retried job resumes and bills it once.
    const keys =
      options.keys ??
      stripeKeys(
        subscription.organisationId ?? 0,
        'resume',
        `paused${subscription.pausedAt?.getTime() ?? 0}`,
      );
    let result: Stripe.Subscription;
    try {
      result = await stripe.subscriptions.update(
        subscription.stripeSubscriptionId,
        {
          pause_collection: '',
          billing_cycle_anchor: { type: 'now' },
          proration_behavior: 'none',
          payment_behavior: options.failIfUnpaid ? 'error_if_incomplete' : 'allow_incomplete',
          metadata: { [RESUMES_AT_KEY]: '' },
        },
        keys('resume-subscription'),
      );
    } catch (error) {
      throw fromStripe(error);
    }
    await this.sync.applyReturned(stripe, result);
    return subscription.reload();
  }

  /** Resumes and bills every subscription whose 90-day pause is over. Returns how many. */
  async resumeDuePauses(): Promise<number> {
    const { Subscription } = this.db.models;
    const due = await Subscription.findAll({
      where: { status: 'paused', resumesAt: { [Op.lte]: this.clock() } },
      order: [['resumesAt', 'ASC']],
      limit: 500,
    });
    let resumed = 0;
    const failures: unknown[] = [];
    for (const subscription of due) {
      try {
        // Under the organisation's billing lock, as an administrator's REACTIVATE is: the two at once
        // would each end the pause and bill a new period.
        const done = await this.locks.around(subscription.organisationId ?? 0, async () => {
          await subscription.reload();
          if (subscription.status !== 'paused') return false;
          await this.resume(subscription, { failIfUnpaid: false });
          return true;
        });
        if (done) resumed += 1;
      } catch (error) {
        failures.push(error);
        this.log?.error(
          { err: error, subscription: subscription.uuid },
          'Billing: could not resume a paused subscription',
        );
      }
    }
    // The job is retried; the ones already resumed are no longer due.
    if (failures.length > 0)
      throw new AggregateError(failures, `${failures.length} paused subscriptions did not resume`);
    return resumed;
  }

  /**
   * Marks trials that ran out without a plan as expired, and organisations past due beyond the retry
   * window as not active (reads do both too; this keeps the records true).
   */
  async expireTrials(): Promise<number> {
    const due = await this.db.models.Subscription.findAll({
      where: { status: 'trialing', stripeSubscriptionId: null, trialEndsAt: { [Op.lte]: this.clock() } },
      limit: 1_000,
    });
    for (const subscription of due) await this.accounts.expireTrial(subscription);
    const retryStart = new Date(this.clock().getTime() - PAST_DUE_RETRY_DAYS * DAY_MS);
    const lapsed = await this.db.models.Subscription.findAll({
      where: { status: 'past_due', pastDueSince: { [Op.lte]: retryStart } },
      limit: 1_000,
    });
    for (const subscription of lapsed) await this.accounts.endLapsedRetries(subscription);
    return due.length + lapsed.length;
  }
}
