import { type BillingService, createBillingService } from '@pace/billing';
import type { JobContext } from '@pace/platform/queues';
import { BaseTask, type TaskDeps } from '../base-task.ts';

/**
 * Free trials last 15 days: one that ran out without a plan becomes trial_expired (and its organisation
 * inactive). Reads already treat it so; this keeps the stored state true for lists and reports.
 */
export class ExpireTrialsTask extends BaseTask<'billing', 'expire-trials'> {
  readonly queue = 'billing';
  readonly name = 'expire-trials';
  private readonly billing: BillingService;

  constructor(deps: TaskDeps, clock: () => Date = () => new Date()) {
    super(deps);
    this.billing = createBillingService(deps, { clock, role: 'attach' });
  }

  async perform(_payload: Record<string, never>, context: JobContext) {
    const expired = await this.billing.expireTrials();
    if (expired > 0) context.log.info({ expired }, 'expired free trials');
  }
}
