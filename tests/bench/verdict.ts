// The pull request verdict (issue 21): how often the check says a metric regressed or improved when the
// preview is the main branch's build byte for byte (A/A), and how often it says a metric regressed when
// the preview's server answers 300 ms later. Real adaptive tests on loopback fixture pages
// (verdict-pages.ts): each test runs Lighthouse at least 3 times, a fresh Chromium per run, until the
// site's default stopping rule is met, as the audit worker does. Tests of the three kinds are gathered
// interleaved (main, preview, main, delayed, ...) so the machine's load drifts over all of them alike;
// then each comparison is stored as the product keeps tests (main-branch snapshots; one deployment's
// test behind a check run) and judged by the product's own `metricVerdictLines` (verdict-store.ts).
import { anotherRun, extractMeasurements, runAuditSeries, summariseRuns } from '@pace/lighthouse-runner';
import { findMetric } from '@pace/metrics';
import { openDatabase, RUN_COUNT_DEFAULTS } from '@pace/platform/db';
import { createTestDatabase } from '@pace/platform/testing';
import { compareFamily } from '@pace/statistics';
import type { Figure } from './report.ts';
import { DELAY_MS, startVerdictPages } from './verdict-pages.ts';
import { type Judged, judge, type TestRuns } from './verdict-store.ts';

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
const SETTINGS = {
  minRuns: RUN_COUNT_DEFAULTS.minRuns,
  maxRuns: RUN_COUNT_DEFAULTS.maxRuns,
  targetFraction: RUN_COUNT_DEFAULTS.runTargetPercent / 100,
  keyMetric: RUN_COUNT_DEFAULTS.runKeyMetric,
};

/**
 * One adaptive test, as the worker runs it: one audit process, a fresh Chromium per run, runs until the
 * key metric's interval is within the target or the cap; the values each metric's pseudo-median over the runs.
 */
export async function measureTest(url: string): Promise<TestRuns> {
  const series = await runAuditSeries(
    {
      url,
      profile: { ...MOBILE, headers: [], cookies: [], blockedHosts: [], blockedThirdParties: [] },
      formAuth: null,
      chromePath: CHROME_PATH,
      allowedNetworks: ['127.0.0.0/8'],
      hostRules: '',
    },
    { another: (runs) => anotherRun(runs, SETTINGS) },
  );
  if (series.runs.length === 0)
    throw new Error(`bench audit of ${url} failed: ${series.failure?.code} ${series.failure?.message}`);
  const runs = series.runs.map((run) => extractMeasurements(run.report, { testDurationMs: run.durationMs }));
  return { runs, median: summariseRuns(series.runs, SETTINGS.keyMetric).values };
}

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

const RECOMMENDED = (key: string) => findMetric('synthetic', key)?.recommended === true;
const runsOf = (tests: TestRuns[], metric: string) =>
  tests.flatMap((test) => test.runs.flatMap((run) => (run[metric] === undefined ? [] : [run[metric]!])));

/** Whether a comparison flags any metric without the minimum change, with Holm's adjustment or without. */
function flagsWithout(baseline: TestRuns[], candidate: TestRuns, adjust: boolean): boolean {
  const metrics = Object.keys(candidate.median).filter(RECOMMENDED);
  const pairs = metrics.map((metric) => ({
    candidate: runsOf([candidate], metric),
    baseline: runsOf(baseline, metric),
  }));
  const judged = adjust ? compareFamily(pairs) : pairs.map((pair) => compareFamily([pair])[0]!);
  return judged.some((c) => c.verdict === 'higher' || c.verdict === 'lower');
}

/** Coefficient of variation. */
function variation(values: number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance) / Math.abs(mean);
}

/**
 * The pools: adaptive tests of the main build, of the same build served as the preview and of the
 * delayed build, interleaved. A comparison is one preview test (one deployment: all its runs) against a
 * draw of the main tests (all their runs), as the product compares a pull request measured once.
 */
export async function verdictBenchmark(): Promise<Figure[]> {
  const MAIN_POOL = Number(process.env.BENCH_VERDICT_MAIN ?? 8);
  const PREVIEW_POOL = Number(process.env.BENCH_VERDICT_PREVIEW ?? 6);
  const DELAYED_POOL = Number(process.env.BENCH_VERDICT_DELAYED ?? 4);
  // A test makes 3 to 9 runs of 10–20 s each on a shared 2-core machine: gathering stops at this budget
  // with the pools as far as they got (the interleaving keeps their shares), and the figures say so.
  const BUDGET_MINUTES = Number(process.env.BENCH_VERDICT_MINUTES ?? 24);
  const pages = await startVerdictPages();
  const pools: Pools = { main: [], preview: [], delayed: [] };
  const started = performance.now();
  try {
    // Each kind spread evenly over the whole gathering (next: the kind furthest behind its share), so a
    // change in the machine's load reaches every pool alike; main tests appended at the end, in a calmer
    // spell, made 15 of 20 A/A checks say the preview's TBT and score regressed.
    const wanted = { main: MAIN_POOL, preview: PREVIEW_POOL, delayed: DELAYED_POOL };
    const total = MAIN_POOL + PREVIEW_POOL + DELAYED_POOL;
    for (let i = 1; i <= total; i++) {
      if (performance.now() - started > BUDGET_MINUTES * 60_000 && pools.delayed.length > 0) break;
      const behind = (kind: keyof typeof pools) => (wanted[kind] * i) / total - pools[kind].length;
      const kind = (['main', 'preview', 'delayed'] as const).reduce((a, b) =>
        behind(b) > behind(a) ? b : a,
      );
      pools[kind].push(await measureTest(`${pages.origin}/${kind}/`));
    }
  } finally {
    await pages.close();
  }
  return judgeVerdicts(pools, (performance.now() - started) / 60_000);
}

type Pools = Record<'main' | 'preview' | 'delayed', TestRuns[]>;

/** The comparisons of the gathered pools, judged by the product, and the figures. */
export async function judgeVerdicts(pools: Pools, gatheringMinutes: number): Promise<Figure[]> {
  const COMPARISONS = 20;
  // A draw of the main tests per comparison, one short of the pool at most, so comparisons differ.
  const BASELINE = Math.max(
    1,
    Math.min(Number(process.env.BENCH_VERDICT_BASELINE ?? 6), pools.main.length - 1),
  );
  const testDb = await createTestDatabase('sqlite', { memory: true });
  const db = await openDatabase(testDb.config);
  await db.migrate();
  const random = seeded(21);
  const aa: Judged[] = [];
  const delayed: Judged[] = [];
  let holmOnly = 0;
  let neither = 0;
  try {
    for (let n = 0; n < COMPARISONS; n++) {
      const baseline = draw(pools.main, BASELINE, random);
      const preview = pools.preview[n % pools.preview.length]!;
      aa.push(await judge(db, 2 * n, baseline, preview));
      delayed.push(await judge(db, 2 * n + 1, baseline, pools.delayed[n % pools.delayed.length]!));
      if (flagsWithout(baseline, preview, true)) holmOnly++;
      if (flagsWithout(baseline, preview, false)) neither++;
    }
  } finally {
    await db.close();
    await testDb.drop();
  }

  const flagged = aa.filter((c) => c.regressed.length + c.improved.length > 0);
  const metricLines = aa.reduce((sum, c) => sum + c.judged, 0);
  const metricFlags = aa.reduce((sum, c) => sum + c.regressed.length + c.improved.length, 0);
  const belowMinimum = aa.reduce((sum, c) => sum + c.belowMinimum, 0);
  const detected = delayed.filter((c) => c.regressed.length > 0);
  const tally = (comparisons: Judged[], key: 'regressed' | 'improved') => {
    const counts = new Map<string, number>();
    for (const c of comparisons) for (const name of c[key]) counts.set(name, (counts.get(name) ?? 0) + 1);
    return [...counts].map(([name, count]) => `${name} ${count}`).join(', ') || 'none';
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const stable = [...pools.main, ...pools.preview];
  const runCounts = (tests: TestRuns[]) => tests.map((test) => test.runs.length);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  // A one-run test is an adaptive test's first run (each run has a fresh Chromium); the adaptive test
  // reports each metric's pseudo-median over its runs.
  const cvRatio = (metric: string) => {
    const one = variation(stable.map((test) => test.runs[0]![metric]!));
    const many = variation(stable.map((test) => test.median[metric]!));
    const ratio = one === 0 ? (many === 0 ? 1 : Number.POSITIVE_INFINITY) : many / one;
    return { ratio, note: `one run ${(one * 100).toFixed(2)} %, adaptive ${(many * 100).toFixed(2)} %` };
  };
  const lcp = cvRatio('lcp');
  const score = cvRatio('performance_score');
  const groups = `${COMPARISONS} comparisons: one of ${pools.preview.length} preview tests (all its runs) vs ${BASELINE} of ${pools.main.length} main tests (all their runs); gathering took ${gatheringMinutes.toFixed(1)} min`;
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
      note: `${metricFlags} of ${metricLines} lines with a verdict; ${belowMinimum} significant after Holm but under the minimum change`,
    },
    {
      name: 'A/A without the minimum change (Holm only)',
      value: (holmOnly / COMPARISONS) * 100,
      unit: '%',
      note: `${holmOnly} of ${COMPARISONS}; each metric at p < 0.05 unadjusted and no minimum (the old rule): ${neither} of ${COMPARISONS}`,
    },
    {
      name: `+${DELAY_MS} ms server delay: checks saying a metric regressed`,
      value: (detected.length / COMPARISONS) * 100,
      unit: '%',
      target: { min: 95 },
      note: `${detected.length} of ${COMPARISONS}, one of ${pools.delayed.length} delayed tests each (regressed: ${tally(delayed, 'regressed')}; improved: ${tally(delayed, 'improved')}); median FCP main ${Math.round(median(runsOf(pools.main, 'fcp')))} ms, delayed ${Math.round(median(runsOf(pools.delayed, 'fcp')))} ms`,
    },
    {
      name: `CV of LCP across ${stable.length} tests, adaptive / one run`,
      value: lcp.ratio,
      unit: '×',
      target: { max: 0.5 },
      note: lcp.note,
    },
    {
      name: `CV of the performance score across ${stable.length} tests, adaptive / one run`,
      value: score.ratio,
      unit: '×',
      target: { max: 0.5 },
      note: score.note,
    },
    {
      name: 'Runs per test, main and preview builds (mean)',
      value: mean(runCounts(stable)),
      unit: 'runs',
      note: `counts ${runCounts(stable).join(', ')}`,
    },
    {
      name: 'Runs per test, delayed build (mean)',
      value: mean(runCounts(pools.delayed)),
      unit: 'runs',
      note: `counts ${runCounts(pools.delayed).join(', ')}`,
    },
  ];
}
