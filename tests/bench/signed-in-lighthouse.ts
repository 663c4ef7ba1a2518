// Lighthouse on the screens people use, signed in, with data on them (issue 23, item 1): the sites list,
// pulse, a test detail, the RUM dashboard and the CrUX dashboard of the demo organisation, each on the
// mobile preset, median run of 3 (Lighthouse's own median-run choice). The peer, in the same run: the
// Lighthouse CI server's dashboard (@lhci/server on SQLite) holding three builds of reports, measured the
// same way. The data: the demo's own first-start history (RUM visits by real Chromium, then the store's
// first snapshot of real audits), after which the platform is restarted without the demo so that its
// background audits do not share the CPU with the measurements.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@pace/platform/db';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { freePort, type RunningPlatform, repoRoot, startPlatform } from '../support/platform.ts';
import type { Figure } from './report.ts';
import { signInDemoAdmin } from './signed-in-screen.ts';

const RUNS = 3;
/** The demo store's first snapshot, every audit of it done. */
const FIRST_SNAPSHOT_DONE = /Demo data: snapshot 1 of \d+ of Demo Storefront: (\d+) of \1 audits done/;
const DEMO_TIMEOUT_MS = 30 * 60_000;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface ScreenResult {
  name: string;
  median: Report;
  reports: Report[];
}

const score = (lhr: Report) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const audit = (lhr: Report, id: string) => lhr.audits[id]?.numericValue ?? 0;

async function waitFor(platform: RunningPlatform, pattern: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let reported = 0;
  while (!pattern.test(platform.output())) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in ${timeoutMs} ms:\n${platform.output()}`);
    const lines = platform
      .output()
      .split('\n')
      .filter((line) => line.startsWith('Demo data:'));
    if (lines.length > reported) {
      process.stderr.write(`  signed-in screens: ${lines.at(-1)}\n`);
      reported = lines.length;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Three Lighthouse runs of `url` (mobile preset) in one Chromium whose cookies sign the demo admin in. */
async function measure(port: number, name: string, url: string): Promise<ScreenResult> {
  const reports: Report[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Storage reset keeps cookies (Lighthouse clears caches and site storage, never the sign-in).
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    reports.push(result.lhr);
  }
  const median = computeMedianRun(reports as never) as unknown as Report;
  // Kept for a look at where the time went (the Lighthouse viewer opens it; `long-tasks`, `bootup-time`).
  const out = join(repoRoot, 'tests', '.artifacts', 'lighthouse');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(median));
  return { name, median, reports };
}

/** The demo's data, made by the demo itself; returns the database file's folder. */
async function demoHistory(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pace-bench-screens-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: null, REDIS_URL: null };
  const demo = await startPlatform({
    ...env,
    PORT: String(await freePort()),
    DEMO_SITE_PORT: String(await freePort()),
    PACE_DEMO: null,
  });
  try {
    await waitFor(demo, FIRST_SNAPSHOT_DONE, DEMO_TIMEOUT_MS);
  } finally {
    await demo.stop();
  }
  return dataDir;
}

/** The demo store's latest completed test: its detail screen's path. */
async function testDetailPath(dataDir: string): Promise<string> {
  const db = await openDatabase({ dialect: 'sqlite', storage: join(dataDir, 'pace.sqlite') });
  try {
    const site = await db.models.Site.findOne({ where: { slug: 'demo-store' } });
    const test = await db.models.Test.findOne({
      where: { siteId: site!.id, status: 'completed' },
      order: [['id', 'DESC']],
    });
    if (!test) throw new Error('the demo made no completed test');
    return `/teams/demo-shop/demo-store/snapshots/${test.snapshotId}/tests/${test.uuid}`;
  } finally {
    await db.close();
  }
}

/** The Lighthouse CI server on SQLite with three sealed builds of `reports`; its dashboard's URL. */
async function lhciPeer(reports: Report[]): Promise<{ url: string; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'pace-bench-lhci-'));
  const { createServer } = await import('@lhci/server');
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    storage: { storageMethod: 'sql', sqlDialect: 'sqlite', sqlDatabasePath: join(folder, 'lhci.db') },
  });
  const base = `http://127.0.0.1:${server.port}`;
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-lhci-build-token': token } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`@lhci/server ${method} ${path}: ${response.status}`);
    return response.status === 204 ? null : ((await response.json()) as Record<string, string>);
  };
  const project = (await call('POST', '/projects', { name: 'Demo', externalUrl: '', slug: '' }))!;
  for (let build = 0; build < 3; build += 1) {
    const at = new Date(Date.now() - (3 - build) * 86_400_000).toISOString();
    const created = (await call(
      'POST',
      `/projects/${project.id}/builds`,
      {
        hash: `${build}`.repeat(40),
        branch: 'main',
        commitMessage: `Build ${build + 1}`,
        author: 'Demo <demo@pace.test>',
        avatarUrl: '',
        ancestorHash: '',
        externalBuildUrl: '',
        runAt: at,
        committedAt: at,
        ancestorCommittedAt: at,
        lifecycle: 'unsealed',
      },
      project.token,
    ))!;
    for (const lhr of reports) {
      await call(
        'POST',
        `/projects/${project.id}/builds/${created.id}/runs`,
        { url: lhr.finalDisplayedUrl, lhr: JSON.stringify(lhr), representative: false },
        project.token,
      );
    }
    await call('PUT', `/projects/${project.id}/builds/${created.id}/lifecycle`, 'sealed', project.token);
  }
  return {
    url: `${base}/app/projects/${project.slug}/dashboard`,
    async close() {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_DEMO_DATA=<folder>: the demo history is made there once and kept, and later runs measure on it
 * (8 minutes less for someone trying a change; a new build of the platform reads it as any data folder).
 */
const KEPT_DEMO_DATA = process.env.BENCH_DEMO_DATA;

export async function signedInLighthouseBenchmark(): Promise<Figure[]> {
  const kept = KEPT_DEMO_DATA && existsSync(join(KEPT_DEMO_DATA, 'pace.sqlite'));
  const dataDir = kept ? KEPT_DEMO_DATA : await demoHistory();
  if (KEPT_DEMO_DATA && !kept) cpSync(dataDir, KEPT_DEMO_DATA, { recursive: true });
  const detail = await testDetailPath(dataDir);
  const platform = await startPlatform({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    DATABASE_URL: null,
    REDIS_URL: null,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  const screens: ScreenResult[] = [];
  let peer: ScreenResult;
  try {
    // Sign the demo administrator in, in the Chromium Lighthouse drives.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    await signInDemoAdmin(context, platform.url);
    await context.addCookies((await context.request.storageState()).cookies);
    const paths: [string, string][] = [
      ['sites list', '/teams/demo-shop/sites'],
      ['pulse', '/teams/demo-shop/demo-store/pulse'],
      ['test detail', detail],
      ['RUM dashboard', '/teams/demo-shop/demo-store/rum/dashboard'],
      ['CrUX dashboard', '/teams/demo-shop/demo-store/crux/dashboard'],
    ];
    for (const [name, path] of paths) {
      process.stderr.write(`  signed-in screens: Lighthouse on the ${name}\n`);
      screens.push(await measure(chrome.port, name, `${platform.url}${path}`));
    }
    await browser.close();
    const lhci = await lhciPeer(screens.flatMap((screen) => screen.reports));
    try {
      process.stderr.write('  signed-in screens: Lighthouse on the Lighthouse CI dashboard\n');
      peer = await measure(chrome.port, 'Lighthouse CI dashboard', lhci.url);
    } finally {
      await lhci.close();
    }
  } finally {
    chrome.kill();
    await platform.stop();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
  const peerScore = score(peer.median);
  const peerWeight = audit(peer.median, 'total-byte-weight');
  const figures: Figure[] = [
    {
      name: 'Lighthouse CI server dashboard: performance (mobile, median of 3)',
      value: peerScore,
      unit: '',
      note: `peer; LCP ${Math.round(audit(peer.median, 'largest-contentful-paint'))} ms, TBT ${Math.round(audit(peer.median, 'total-blocking-time'))} ms, CLS ${audit(peer.median, 'cumulative-layout-shift').toFixed(3)}, ${Math.round(peerWeight / 1024)} KB`,
    },
  ];
  for (const { name, median } of screens) {
    const weight = audit(median, 'total-byte-weight');
    figures.push(
      {
        name: `${name}: performance (mobile, median of 3)`,
        value: score(median),
        unit: '',
        target: { min: Math.max(98, peerScore) },
        ratio: { to: 'Lighthouse CI dashboard', value: score(median) / Math.max(peerScore, 1) },
        note: `LCP ${Math.round(audit(median, 'largest-contentful-paint'))} ms, TBT ${Math.round(audit(median, 'total-blocking-time'))} ms, CLS ${audit(median, 'cumulative-layout-shift').toFixed(3)}`,
      },
      {
        name: `${name}: bytes transferred`,
        value: Math.round(weight / 1024),
        unit: 'KB',
        ratio: { to: 'Lighthouse CI dashboard', value: weight / Math.max(peerWeight, 1) },
      },
    );
  }
  return figures;
}
