import { Deliverer, gitHubPerformer } from '@pace/integrations';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import type { JobContext } from '@pace/platform/queues';
import { BaseTask } from '../base-task.ts';

/**
 * Makes one integration call. The delivery row records each attempt; a failed attempt throws, and the
 * queue retries it with backoff (5 attempts, 2 s doubling) until the last one marks it failed.
 */
export class DeliverTask extends BaseTask<'integrations', 'deliver'> {
  readonly queue = 'integrations';
  readonly name = 'deliver';

  async perform(payload: { deliveryId: number }, context: JobContext) {
    const { config, db } = this.deps;
    const deliverer = new Deliverer(db, context.log, {
      timeoutMs: config.integrations.timeoutMs,
      performers: { github: gitHubPerformer(db, config.integrations) },
      policy: new NetworkPolicy(config.audits.allowedNetworks),
    });
    await deliverer.deliver(payload.deliveryId, context.attempt, context.attempts, context.signal);
  }
}
