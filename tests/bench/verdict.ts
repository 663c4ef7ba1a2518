// The pull request verdict (issue 21): how often the check says a metric regressed or improved when the
// preview is the main branch's build byte for byte (A/A), and how often it says a metric regressed when
// the preview's server answers 300 ms later. Real Lighthouse runs on loopback fixture pages
// (verdict-pages.ts), gathered interleaved (main, preview, main, delayed, ...) so the machine's load
// drifts over all of them alike; then each comparison is written to a database as the product keeps tests
// (main-branch snapshots, preview snapshots behind check runs of one commit) and judged by the product's
// own `metricVerdictLines`, whose lines are what the check run's summary shows.

import { BASELINE_RUNS, metricVerdictLines } from '@pace/integrations/github/metric-verdicts';
import { extractMeasurements, runAudit } from '@pace/lighthouse-runner';
import { type Database, openDatabase } from '@pace/platform/db';
import { createTestDatabase } from '@pace/platform/testing';
import { MIN_CANDIDATE_SAMPLES } from '@pace/statistics';
import type { Figure } from './report.ts';
import { DELAY_MS, startVerdictPages } from './verdict-pages.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's default mobile settings, as the bench's sites: simulated slow 4G, 4× CPU. */
const MOBILE = {
  device: 'mobile',
  connection: '3g_fast',
  blockJavascript: false,
  adBlocker: false,
  headers: [],
  cookies: [],
  blockedHosts: [],
  blockedThirdParties: [],
} as const;

/** One test of one run, in an audit process and Chromium of its own, as the worker runs it. */
async function measure(url: string): Promise<Record<string, number>> {
  const outcome = await runAudit({
    url,
    profile: { ...MOBILE, headers: [], cookies: [], blockedHosts: [], blockedThirdParties: [] },
    formAuth: null,
    chromePath: CHROME_PATH,
    allowedNetworks: ['127.0.0.0/8'],
    hostRules: '',
  });
  if (!outcome.ok) throw new Error(`bench audit of ${url} failed: ${outcome.code} ${outcome.message}`);
  return extractMeasurements(outcome.report, { testDurationMs: outcome.durationMs });
}

type Values = Record<string, number>;

/** `count` of the pool's items, drawn without replacement. */
function draw<T>(pool: readonly T[], count: number, random: () => number): T[] {
  const copy = [...pool];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** A seeded generator (mulberry32): the same pools make the same comparisons. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Judged {
  /** The metrics the check run's summary says regressed, and improved. */
  regressed: string[];
  improved: string[];
  /** The metric lines with a verdict (not "too few runs"). */
  judged: number;
}

/**
 * One pull request as the product stores it: a site whose main branch has the baseline's tests (one
 * snapshot each, started by hand) and a commit whose check runs measured the candidate's (one snapshot
 * each: the deployment and its re-runs); then the product's verdict lines for it.
 */
async function judge(db: Database, n: number, baseline: Values[], candidate: Values[]): Promise<Judged> {
  const { Organisation, Team, Site, Page, TestProfile, Snapshot, Test, MetricMeasurement } = db.models;
  const slug = `verdict-${n}`;
  const organisation = await Organisation.create({ name: slug, slug });
  const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
  const site = await Site.create({ teamId: team.id, name: slug, slug, canonicalUrl: 'http://shop.test/' });
  const page = await Page.create({ siteId: site.id, name: 'Home', url: 'http://shop.test/' });
  const profile = await TestProfile.create({
    siteId: site.id,
    name: 'Mobile',
    device: 'mobile',
    connection: '3g_fast',
  });
  const integration = await db.models.Integration.create({
    organisationId: organisation.id,
    siteId: site.id,
    provider: 'github',
    name: 'GitHub',
  });
  const store = async (values: Values, trigger: 'manual' | 'integration') => {
    const snapshot = await Snapshot.create({
      siteId: site.id,
      status: 'completed',
      trigger,
      triggerClient: 'bench',
    });
    const test = await Test.create({
      snapshotId: snapshot.id,
      siteId: site.id,
      pageId: page.id,
      profileId: profile.id,
      status: 'completed',
      url: page.url,
      runCount: 1,
    });
    const measuredAt = new Date();
    await MetricMeasurement.bulkCreate(
      Object.entries(values).map(([metric, value]) => ({
        testId: test.id,
        siteId: site.id,
        pageId: page.id,
        profileId: profile.id,
        metric,
        value,
        measuredAt,
      })),
    );
    return snapshot;
  };
  for (const values of baseline) await store(values, 'manual');
  let run: Awaited<ReturnType<typeof db.models.IntegrationCheckRun.create>> | undefined;
  for (const values of candidate) {
    const snapshot = await store(values, 'integration');
    run = await db.models.IntegrationCheckRun.create({
      integrationId: integration.id,
      repository: 'shop/web',
      pullNumber: n,
      headSha: `sha-${n}`,
      state: 'complete',
      snapshotId: snapshot.id,
    });
  }
  const lines = await metricVerdictLines(db, run!, site.id);
  // "- LCP regressed: +310 ms (…)", "- CLS: no significant change: …", "- TBT: no significant change (too few runs …)"
  const verdicts = lines.flatMap((line) => {
    const match = /^- (.+?)(?: (regressed|improved)|: no significant change)(.*)$/.exec(line);
    return match
      ? [{ name: match[1]!, verdict: match[2] ?? 'none', tooFew: match[3]!.startsWith(' (too few') }]
      : [];
  });
  return {
    regressed: verdicts.filter((v) => v.verdict === 'regressed').map((v) => v.name),
    improved: verdicts.filter((v) => v.verdict === 'improved').map((v) => v.name),
    judged: verdicts.filter((v) => !v.tooFew).length,
  };
}

/**
 * The pools: one-run tests of the main build, of the same build served as the preview and of the
 * delayed build, interleaved. The product's verdict takes one value per test (the test's median run),
 * the main branch's last BASELINE_RUNS tests against every test of the preview's commit, and needs at
 * least MIN_CANDIDATE_SAMPLES of those: each comparison here is that, 3 preview tests against 20 on main.
 */
export async function verdictBenchmark(): Promise<Figure[]> {
  const COMPARISONS = 20;
  const MAIN_POOL = Number(process.env.BENCH_VERDICT_MAIN ?? 24);
  const CANDIDATE_POOL = Number(process.env.BENCH_VERDICT_PREVIEW ?? 9);
  const pages = await startVerdictPages();
  const pools: Record<'main' | 'preview' | 'delayed', Values[]> = { main: [], preview: [], delayed: [] };
  try {
    // Each kind spread evenly over the whole gathering (next: the kind furthest behind its share), so a
    // change in the machine's load reaches every pool alike; main tests appended at the end, in a calmer
    // spell, made 15 of 20 A/A checks say the preview's TBT and score regressed.
    const wanted = { main: MAIN_POOL, preview: CANDIDATE_POOL, delayed: CANDIDATE_POOL };
    const total = MAIN_POOL + 2 * CANDIDATE_POOL;
    for (let i = 1; i <= total; i++) {
      const behind = (kind: keyof typeof pools) => (wanted[kind] * i) / total - pools[kind].length;
      const kind = (['main', 'preview', 'delayed'] as const).reduce((a, b) =>
        behind(b) > behind(a) ? b : a,
      );
      pools[kind].push(await measure(`${pages.origin}/${kind}/`));
    }
  } finally {
    await pages.close();
  }

  const testDb = await createTestDatabase('sqlite', { memory: true });
  const db = await openDatabase(testDb.config);
  await db.migrate();
  const random = seeded(21);
  const aa: Judged[] = [];
  const delayed: Judged[] = [];
  try {
    for (let n = 0; n < COMPARISONS; n++) {
      const baseline = draw(pools.main, BASELINE_RUNS, random);
      aa.push(await judge(db, 2 * n, baseline, draw(pools.preview, MIN_CANDIDATE_SAMPLES, random)));
      delayed.push(await judge(db, 2 * n + 1, baseline, draw(pools.delayed, MIN_CANDIDATE_SAMPLES, random)));
    }
  } finally {
    await db.close();
    await testDb.drop();
  }

  const flagged = aa.filter((c) => c.regressed.length + c.improved.length > 0);
  const metricLines = aa.reduce((sum, c) => sum + c.judged, 0);
  const metricFlags = aa.reduce((sum, c) => sum + c.regressed.length + c.improved.length, 0);
  const detected = delayed.filter((c) => c.regressed.length > 0);
  const tally = (comparisons: Judged[], key: 'regressed' | 'improved') => {
    const counts = new Map<string, number>();
    for (const c of comparisons) for (const name of c[key]) counts.set(name, (counts.get(name) ?? 0) + 1);
    return [...counts].map(([name, count]) => `${name} ${count}`).join(', ') || 'none';
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const of = (pool: Values[], metric: string) => pool.map((values) => values[metric] ?? Number.NaN);
  const groups = `${COMPARISONS} comparisons of ${MIN_CANDIDATE_SAMPLES} preview tests vs ${BASELINE_RUNS} on main, drawn from ${pools.preview.length}, ${pools.delayed.length} and ${pools.main.length} one-run tests`;
  return [
    {
      name: 'A/A: checks saying any metric regressed or improved',
      value: (flagged.length / COMPARISONS) * 100,
      unit: '%',
      target: { max: 5 },
      note: `${flagged.length} of ${COMPARISONS} (regressed: ${tally(aa, 'regressed')}; improved: ${tally(aa, 'improved')}); ${groups}`,
    },
    {
      name: 'A/A: metric lines saying regressed or improved',
      value: metricLines ? (metricFlags / metricLines) * 100 : 0,
      unit: '%',
      note: `${metricFlags} of ${metricLines} lines with a verdict`,
    },
    {
      name: `+${DELAY_MS} ms server delay: checks saying a metric regressed`,
      value: (detected.length / COMPARISONS) * 100,
      unit: '%',
      target: { min: 95 },
      note: `${detected.length} of ${COMPARISONS} (regressed: ${tally(delayed, 'regressed')}; improved: ${tally(delayed, 'improved')}); median FCP main ${Math.round(median(of(pools.main, 'fcp')))} ms, delayed ${Math.round(median(of(pools.delayed, 'fcp')))} ms`,
    },
  ];
}
