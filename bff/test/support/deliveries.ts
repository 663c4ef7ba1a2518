// The integrations queue's `deliver` job as the worker runs it (jobs/src/workers/integrations/deliver.ts):
// the same Deliverer from @pace/integrations, with the GitHub performer and the network policy, built
// from the test app's configuration. The bff's tests attach it to the app's queues, so enqueued
// deliveries really go out (retries and backoff are the queue's, as in the worker).
import { Deliverer, gitHubPerformer } from '@pace/integrations';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import type { WorkerPool } from '@pace/platform/queues';
import type { TestApp } from '../support.ts';

export function workDeliveries(app: TestApp): Promise<WorkerPool> {
  const { config, db, queues } = app.deps;
  return queues.work({
    integrations: {
      deliver: async (payload, context) => {
        const deliverer = new Deliverer(db, context.log, {
          timeoutMs: config.integrations.timeoutMs,
          performers: { github: gitHubPerformer(db, config.integrations) },
          policy: new NetworkPolicy(config.audits.allowedNetworks),
        });
        await deliverer.deliver(payload.deliveryId, context.attempt, context.attempts, context.signal);
      },
    },
  });
}
