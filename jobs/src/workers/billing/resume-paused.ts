import { type BillingService, createBillingService } from '@pace/billing';
import type { JobContext } from '@pace/platform/queues';
import { BaseTask, type TaskDeps } from '../base-task.ts';

/**
 * A pause lasts 90 days, then the subscription resumes and bills (spec section 4). Runs every hour and
 * resumes what is due; idempotent, since a resumed subscription is no longer paused. `clock` is the time
 * the task takes as now (tests move it).
 */
export class ResumePausedTask extends BaseTask<'billing', 'resume-paused'> {
  readonly queue = 'billing';
  readonly name = 'resume-paused';
  private readonly billing: BillingService;

  constructor(deps: TaskDeps, clock: () => Date = () => new Date()) {
    super(deps);
    this.billing = createBillingService(deps, { clock, role: 'attach' });
  }

  async perform(_payload: Record<string, never>, context: JobContext) {
    const resumed = await this.billing.resumeDuePauses();
    if (resumed > 0) context.log.info({ resumed }, 'resumed paused subscriptions whose 90 days were over');
  }
}
