// The worker process: `tsx jobs/src/main.ts`. BullMQ workers for every queue, as many processes and
// machines as needed. Without REDIS_URL there is nothing to share jobs through: use bff/src/embedded.ts.
import { loadConfigOrExit } from '@pace/platform/config';
import { onShutdown } from '@pace/platform/process';
import { openRuntimeOrExit } from '@pace/platform/runtime';
import { announceAuditBrowser, startJobs, stopJobs } from './start.ts';

const config = loadConfigOrExit();
if (!config.redisUrl) {
  process.stderr.write(
    'The worker process needs REDIS_URL (its queues live in Redis). Without Redis, run bff/src/embedded.ts, which serves the app and runs the jobs in one process.\n',
  );
  process.exit(1);
}
const runtime = await openRuntimeOrExit(config, { name: 'jobs' });
const starting = startJobs(runtime);

// SIGTERM: stop taking jobs, let the one in flight finish within SHUTDOWN_GRACE_MS, otherwise return it
// to its queue; never leave a job stuck as active. Registered before the workers are all up: the first
// jobs run while others still start, and a signal then must still stop cleanly.
onShutdown(
  runtime.log,
  async () => {
    await stopJobs(runtime, await starting);
    await runtime.close();
  },
  config.shutdownGraceMs + 15_000,
);
await starting;
runtime.log.info('worker started');
await announceAuditBrowser(config, runtime.log);
