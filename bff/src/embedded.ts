// The embedded single-process mode (what `npm start` runs when REDIS_URL is unset): the bff app and the
// job handlers in one process, sharing in-process queues and key-value store. With REDIS_URL set it
// still works, on BullMQ. The one place that joins the two apps: the bff starts the workers' handlers
// (@pace/jobs/start); the jobs never import the bff.
import { announceAuditBrowser, startJobs, stopJobs } from '@pace/jobs/start';
import { loadConfigOrExit } from '@pace/platform/config';
import { say } from '@pace/platform/log';
import { onShutdown } from '@pace/platform/process';
import { openRuntimeOrExit } from '@pace/platform/runtime';
import { serveDemo } from './kernel/demo.ts';
import { startServer } from './kernel/server.ts';

const config = loadConfigOrExit();
const runtime = await openRuntimeOrExit(config, { name: 'pace' });
const pool = await startJobs(runtime);
const server = await startServer(runtime);
// Stopping is in place before anyone is told the platform runs: a SIGTERM right after the line below
// (a test, a supervisor) must shut down cleanly, not kill the process mid-start.
let demo: Awaited<ReturnType<typeof serveDemo>> | undefined;
onShutdown(
  runtime.log,
  async () => {
    await demo?.close();
    await server.close();
    await stopJobs(runtime, pool);
    await runtime.close();
  },
  config.shutdownGraceMs + 15_000,
);
// The start script and the end-to-end tests wait for this exact line.
say(runtime.log, `Pace is running at ${server.url}`, { url: server.url });
// Then which browser audits use, or what is missing (unpacking the shipped one takes a few seconds).
void announceAuditBrowser(config, runtime.log, { console: true });
demo = await serveDemo(runtime, server.url);
