// The demo website and its first history (@pace/demo), in whichever process serves the platform: only
// when DEMO_SITE_PORT is set (`npm start` sets it) and the database holds the demo organisation.
import { type RunningDemo, startDemo } from '@pace/demo';
import { say as sayTo } from '@pace/platform/log';
import type { Runtime } from '@pace/platform/runtime';

export async function serveDemo(runtime: Runtime, paceUrl: string): Promise<RunningDemo | null> {
  const say = (line: string) => sayTo(runtime.log, line);
  try {
    const demo = await startDemo(runtime, { paceUrl, say });
    if (demo) say(`Demo website at ${demo.website.origin}/ (the demo organisation's sites)`);
    return demo;
  } catch (error) {
    // The platform runs without its demo rather than not at all (the port may be taken).
    say(`Demo website not started: ${(error as Error).message}`);
    return null;
  }
}
