import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { launchBrowserServer } from '../support/browser.ts';
import { freePort, startPlatform } from '../support/platform.ts';
import { measureSignedInScreen } from './signed-in-screen.ts';

const platform = await startPlatform({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'pace-weight-')),
  PORT: String(await freePort()),
  LOG_LEVEL: 'warn',
  DATABASE_URL: null,
  REDIS_URL: null,
});
const server = await launchBrowserServer();
try {
  const browser = await chromium.connect(server.wsEndpoint());
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const w = await measureSignedInScreen(browser, platform.url);
    console.log(
      w.path,
      'files',
      w.scripts.length,
      'gzip',
      (w.gzip / 1024).toFixed(1),
      'wire',
      (w.wire / 1024).toFixed(1),
    );
    for (const s of w.scripts)
      console.log('  ', s.path.padEnd(60), (s.gzip / 1024).toFixed(1), (s.wire / 1024).toFixed(1));
  }
  await browser.close();
} finally {
  await server.close();
  await platform.stop();
}
