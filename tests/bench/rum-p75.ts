// p75 of one RUM metric over 28 days, read from daily rollups that represent 10 million beacons: rollup
// rows are generated directly (log-normal LCP per site and day, split over dimension values), not sent
// as 10 million requests.
import { bucketRange, bucketSchemeFor, createHistogram, type Histogram, RUM } from '@pace/metrics';
import { openDatabase } from '@pace/platform/db';
import { createTestDatabase } from '@pace/platform/testing';
import { MemoryBeaconStream } from '../../bff/src/rum/beacon-stream.ts';
import { periodRange } from '../../bff/src/rum/periods.ts';
import { RumReports } from '../../bff/src/rum/reports.ts';
import type { Figure } from './report.ts';

const BEACONS = 10_000_000;
const SITES = 20;
const DAYS = 28;
const METRICS = ['lcp', 'inp', 'cls', 'ttfb', 'fcp', 'rtt'] as const;
const DIMENSION_VALUES = 20;
const RUNS = 50;

/** Standard normal CDF (Abramowitz–Stegun 7.1.26), enough for bucket shares. */
function normalCdf(x: number) {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** A histogram of `count` log-normal values with the given median, bucket by bucket. */
function logNormalHistogram(
  metric: (typeof METRICS)[number],
  median: number,
  sigma: number,
  count: number,
): Histogram {
  const scheme = bucketSchemeFor(RUM[metric]);
  const histogram = createHistogram(scheme);
  const cdf = (value: number) => (value <= 0 ? 0 : normalCdf(Math.log(value / median) / sigma));
  for (let i = 0; i < histogram.counts.length; i += 1) {
    const [lo, hi] = bucketRange(scheme, i);
    histogram.counts[i] = Math.round(count * (cdf(hi === Number.POSITIVE_INFINITY ? 1e12 : hi) - cdf(lo)));
  }
  histogram.min = median / 20;
  histogram.max = median * 20;
  return histogram;
}

const scaled = (histogram: Histogram, share: number): Histogram => ({
  ...histogram,
  counts: histogram.counts.map((c) => Math.round(c * share)),
});
const total = (histogram: Histogram) => histogram.counts.reduce((a, b) => a + b, 0);

const MEDIANS: Record<(typeof METRICS)[number], number> = {
  lcp: 1800,
  inp: 120,
  cls: 0.05,
  ttfb: 400,
  fcp: 1200,
  rtt: 100,
};

export async function p75Benchmark(): Promise<Figure[]> {
  const testDb = await createTestDatabase('mysql');
  const db = await openDatabase(testDb.config);
  try {
    await db.migrate();
    const { Organisation, Team, Site, RumRollup } = db.models;
    const organisation = await Organisation.create({ name: 'bench', slug: 'bench' });
    const team = await Team.create({ organisationId: organisation.id, name: 'bench', slug: 'bench' });
    const range = periodRange('last_month');
    const days = range.days.slice(-DAYS);
    const perSiteDay = BEACONS / SITES / DAYS;
    let represented = 0;
    let rows = 0;
    let siteId = 0;
    const started = performance.now();
    for (let s = 0; s < SITES; s += 1) {
      const site = await Site.create({
        teamId: team.id,
        name: `site ${s}`,
        slug: `site-${s}`,
        canonicalUrl: 'https://example.test/',
      });
      siteId ||= site.id;
      const batch: Record<string, unknown>[] = [];
      for (const [d, day] of days.entries()) {
        for (const metric of METRICS) {
          const median = MEDIANS[metric] * (0.8 + 0.4 * (((s * 31 + d * 7) % 10) / 10));
          const all = logNormalHistogram(metric, median, 0.6, perSiteDay);
          if (metric === 'lcp') represented += total(all);
          batch.push({
            siteId: site.id,
            day,
            metric,
            dimension: 'all',
            value: '',
            samples: total(all),
            histogram: JSON.stringify(all),
          });
          for (let v = 0; v < DIMENSION_VALUES; v += 1) {
            const part = scaled(all, 1 / DIMENSION_VALUES);
            batch.push({
              siteId: site.id,
              day,
              metric,
              dimension: 'path',
              value: `/section-${v}/*`,
              samples: total(part),
              histogram: JSON.stringify(part),
            });
          }
        }
      }
      for (let i = 0; i < batch.length; i += 2_000) {
        await RumRollup.bulkCreate(batch.slice(i, i + 2_000) as never[], { validate: false, hooks: false });
      }
      rows += batch.length;
    }
    const generateSeconds = (performance.now() - started) / 1000;

    const reports = new RumReports({ db, stream: new MemoryBeaconStream() });
    const window = { from: days[0]!, to: days[days.length - 1]!, days };
    await reports.metricValue(siteId, 'lcp', window); // warm-up
    const times: number[] = [];
    let value: number | null = null;
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      value = (await reports.metricValue(siteId, 'lcp', window)).value;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    return [
      {
        name: 'p75 LCP, one site, 28 days, from rollups',
        value: Number(median.toFixed(2)),
        unit: 'ms',
        target: { max: 100 },
        note: `median of ${RUNS}; p75 = ${Math.round(value ?? 0)} ms`,
      },
      {
        name: 'beacons represented by the rollups',
        value: represented,
        unit: 'beacons',
        note: `${rows} rollup rows, ${SITES} sites × ${DAYS} days, generated in ${generateSeconds.toFixed(1)} s`,
      },
    ];
  } finally {
    await db.close();
    await testDb.drop();
  }
}
