// The bff process: `tsx bff/src/main.ts`. With REDIS_URL it enqueues to BullMQ for the separate worker
// (jobs/src/main.ts); without it, use the embedded mode (bff/src/embedded.ts), which runs both.
import { loadConfigOrExit } from '@pace/platform/config';
import { say } from '@pace/platform/log';
import { onShutdown } from '@pace/platform/process';
import { openRuntimeOrExit } from '@pace/platform/runtime';
import { serveDemo } from './kernel/demo.ts';
import { startServer } from './kernel/server.ts';

const config = loadConfigOrExit();
const runtime = await openRuntimeOrExit(config, { name: 'bff' });
if (!config.redisUrl) {
  runtime.log.warn(
    'No REDIS_URL: no worker can see this process\u2019s jobs. Run bff/src/embedded.ts for the single-process mode.',
  );
}
const server = await startServer(runtime);
// Stopping is in place before anyone is told the bff runs (a SIGTERM right after must shut down cleanly).
let demo: Awaited<ReturnType<typeof serveDemo>> | undefined;
onShutdown(runtime.log, async () => {
  await demo?.close();
  await server.close();
  await runtime.close();
});
// The start script and the end-to-end tests wait for this exact line.
say(runtime.log, `Pace is running at ${server.url}`, { url: server.url });
demo = await serveDemo(runtime, server.url);
