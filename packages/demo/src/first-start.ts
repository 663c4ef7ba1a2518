// The demo's first start: serve the demo website, then, in the background, give the demo organisation a
// short real history: Chromium visits with the embed script send RUM beacons, and Lighthouse audits of
// the demo website make several snapshots, through the same snapshot starter and audit workers as any
// site. Each step counts what exists first, so a restart carries on where it stopped and a later start
// adds nothing. Progress goes to the log and to the start output ("Demo data: …"); each snapshot's own
// progress shows on its screen as usual.
import { planGate } from '@pace/billing/gates';
import { locateChromium } from '@pace/lighthouse-runner';
import type { Config } from '@pace/platform/config';
import { type Database, FINAL_RUN_STATES, type Site } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { JobQueues } from '@pace/platform/queues';
import { SnapshotStarter } from '@pace/synthetic/snapshot-starter';
import { DEMO_SITE_KEYS, DEMO_SITES } from './content.ts';
import { demoSites } from './seed.ts';
import { launchVisitorBrowser, planVisits, visit } from './visits.ts';
import { DEMO_PAGES } from './website/pages.ts';
import { type DemoWebsite, startDemoWebsite } from './website/server.ts';

const DEMO_PAGE_PATHS = DEMO_PAGES.map((page) => page.path);

export interface DemoRuntime {
  config: Config;
  db: Database;
  queues: JobQueues;
  log: Logger;
}

export interface HistoryPlan {
  /** Snapshots of the storefront (the first with every profile, the others with its first one). */
  storeSnapshots: number;
  /** One snapshot each of the blog and the landing pages too. */
  otherSites: boolean;
  /** At most this many pages, and profiles, per snapshot (0: all). */
  pagesPerSnapshot: number;
  profilesPerSnapshot: number;
  /** RUM page views. */
  visits: number;
}

export const DEFAULT_PLAN: HistoryPlan = {
  storeSnapshots: 3,
  otherSites: true,
  pagesPerSnapshot: 0,
  profilesPerSnapshot: 0,
  visits: 24,
};

export interface RunningDemo {
  website: DemoWebsite;
  /** The background work; resolves when the history is complete (never rejects: failures are logged). */
  history: Promise<void>;
  close(): Promise<void>;
}

/** Serves the demo website and builds what is missing of the history; null without a demo to serve. */
export async function startDemo(
  runtime: DemoRuntime,
  options: { paceUrl: string; plan?: Partial<HistoryPlan>; say?: (line: string) => void },
): Promise<RunningDemo | null> {
  const port = runtime.config.audits.demoSitePort;
  if (port === null || (await demoSites(runtime.db)).size === 0) return null;
  const website = await startDemoWebsite({ port, paceUrl: options.paceUrl, siteKeys: DEMO_SITE_KEYS });
  const say = options.say ?? (() => {});
  const plan = { ...DEFAULT_PLAN, ...options.plan };
  const stop = new AbortController();
  const history = buildHistory(runtime, website, plan, say, stop.signal).catch((error: Error) => {
    if (stop.signal.aborted) return;
    runtime.log.warn({ err: error }, 'demo data: the history could not be completed');
    say(`Demo data: stopped early (${error.message}); restart to carry on.`);
  });
  return {
    website,
    history,
    async close() {
      stop.abort();
      await history;
      await website.close();
    },
  };
}

async function buildHistory(
  runtime: DemoRuntime,
  website: DemoWebsite,
  plan: HistoryPlan,
  say: (line: string) => void,
  signal: AbortSignal,
) {
  const sites = await demoSites(runtime.db);
  await sendVisits(runtime, website, sites, plan, say, signal);
  const starter = new SnapshotStarter(runtime.db, runtime.queues, planGate(runtime.db, runtime.config));
  const wanted: [Site, number][] = [];
  const store = sites.get('demo-store');
  if (store) wanted.push([store, plan.storeSnapshots]);
  if (plan.otherSites)
    for (const slug of ['demo-blog', 'demo-landing']) if (sites.has(slug)) wanted.push([sites.get(slug)!, 1]);
  for (const [site, count] of wanted) {
    const made = await runtime.db.models.Snapshot.count({ where: { siteId: site.id } });
    for (let n = made; n < count && !signal.aborted; n++) {
      await snapshot(runtime, starter, site, n, count, plan, say, signal);
    }
  }
  if (!signal.aborted) say('Demo data: the sample history is complete.');
}

async function sendVisits(
  runtime: DemoRuntime,
  website: DemoWebsite,
  sites: Map<string, Site>,
  plan: HistoryPlan,
  say: (line: string) => void,
  signal: AbortSignal,
) {
  const siteIds = [...sites.values()].map((site) => site.id);
  if (plan.visits === 0 || (await runtime.db.models.RumBeacon.count({ where: { siteId: siteIds } })) > 0)
    return;
  const urls = DEMO_SITES.flatMap((site) => (sites.has(site.slug) ? [site.path] : [])).flatMap((path) =>
    DEMO_PAGE_PATHS.filter((p) => p.startsWith(path)).map((p) => `${website.origin}${p}`),
  );
  const { path } = await locateChromium({
    configured: runtime.config.audits.chromePath,
    unpackInto: runtime.config.audits.bundledChromiumDir,
  });
  say(`Demo data: ${plan.visits} RUM visits of the demo website (several devices and networks)…`);
  const browser = await launchVisitorBrowser(path);
  let sent = 0;
  try {
    for (const [index, planned] of planVisits(urls, plan.visits).entries()) {
      if (signal.aborted) return;
      const ok = await visit(browser, planned).catch((error: Error) => {
        runtime.log.warn({ err: error, url: planned.url }, 'demo data: a RUM visit failed');
        return false;
      });
      if (ok) sent++;
      if ((index + 1) % 6 === 0 || index + 1 === plan.visits)
        say(`Demo data: ${index + 1} of ${plan.visits} RUM visits made, ${sent} beacons sent`);
    }
  } finally {
    await browser.close();
  }
}

async function snapshot(
  runtime: DemoRuntime,
  starter: SnapshotStarter,
  site: Site,
  index: number,
  count: number,
  plan: HistoryPlan,
  say: (line: string) => void,
  signal: AbortSignal,
) {
  const { Team, Page, TestProfile, Snapshot, Test } = runtime.db.models;
  const team = await Team.findByPk(site.teamId);
  const pages = await Page.findAll({ where: { siteId: site.id }, order: [['id', 'ASC']] });
  const profiles = await TestProfile.findAll({ where: { siteId: site.id }, order: [['id', 'ASC']] });
  const pageIds = pages.slice(0, plan.pagesPerSnapshot || pages.length).map((p) => p.id);
  // The first snapshot measures every profile; the later ones the first profile, to keep the wait short.
  const profileIds = (index === 0 ? profiles : profiles.slice(0, 1))
    .slice(0, plan.profilesPerSnapshot || profiles.length)
    .map((p) => p.id);
  const started = await retried(() =>
    starter.start(site, team!.organisationId, {
      pageIds,
      profileIds,
      trigger: 'manual',
      triggerClient: 'Demo data',
    }),
  );
  const label = `Demo data: snapshot ${index + 1} of ${count} of ${site.name}`;
  say(`${label} started (${pageIds.length * profileIds.length} audits)`);
  let last = -1;
  while (!signal.aborted) {
    const row = await Snapshot.findByPk(started.id);
    const done = await Test.count({ where: { snapshotId: started.id, status: [...FINAL_RUN_STATES] } });
    if (done !== last) {
      last = done;
      say(`${label}: ${done} of ${pageIds.length * profileIds.length} audits done`);
    }
    if (!row || FINAL_RUN_STATES.includes(row.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * The embedded SQLite database answers SQLITE_BUSY when another write holds it longer than its retries
 * wait (audits and beacons are written meanwhile): the demo waits and tries again rather than stopping.
 */
async function retried<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !/SQLITE_BUSY/.test(String((error as Error).message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000 * attempt));
    }
  }
}
