// p75 of one RUM metric over 28 days, with 10 million beacons stored in rum_beacons. The beacons are
// written by the database itself (MariaDB's sequence engine: sending 10 million requests through the
// ingest route would take most of an hour on this machine), one site's 28 days are rolled up by the real
// rollup job, and the p75 the screens read from those rollups is set against the exact p75 computed from
// the raw rows in the same run, for time and for accuracy.
import { type Database, openDatabase } from '@pace/platform/db';
import { createTestDatabase } from '@pace/platform/testing';
import type { RumFilters } from '@pace/rum/filters';
import { type DayRange, periodRange } from '@pace/rum/periods';
import { RumReports } from '@pace/rum/reports';
import { rollUpDay } from '@pace/rum/rollup-store';
import { MemoryBeaconStream } from '@pace/rum/stream';
import type { Figure } from './report.ts';

/** RUM_BENCH_BEACONS lowers it for a quick try; the figure of record is 10 million. */
const BEACONS = Number(process.env.RUM_BENCH_BEACONS ?? 10_000_000);
const SITES = 20;
const DAYS = 28;
/** Inserted a million at a time, with a progress line each. */
const CHUNK = 1_000_000;
const RUNS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

/**
 * Beacons `first` to `first + count - 1`: beacon n is of site n % SITES and of day (n / SITES) % DAYS
 * counted back from the last day; LCP is log-normal (σ 0.6) around a median that differs by site and
 * day; the other metrics and the dimensions vary with n, so every rollup dimension has values. The
 * filters' dimensions vary within a site (with v = n / SITES, the site's own count), so that a site's
 * day sees every combination of 3 devices and browsers, 5 countries, 7 page groupings, 6 navigation
 * and 4 connection types: 2,520 a day, a worst case for the filter rollups' size.
 */
function insertBeacons(siteIds: number[], lastDay: string, first: number, count: number) {
  const site = `ELT(seq % ${SITES} + 1, ${siteIds.join(', ')})`;
  const dayIndex = `(seq DIV ${SITES}) % ${DAYS}`;
  const v = `(seq DIV ${SITES})`;
  const agent = `(${v} DIV 5) % 3 + 1`;
  const lcpMedian = `1800 * (0.8 + 0.04 * (((seq % ${SITES}) * 31 + ${dayIndex} * 7) % 10))`;
  const normal = 'SQRT(-2 * LN(1 - RAND())) * COS(2 * PI() * RAND())';
  return `INSERT INTO rum_beacons (site_id, page_view_id, seq, day, received_at, path, navigation_type,
      landing, sample_rate, country_code, city, browser_name, browser_major_version, os_name, os_version,
      device_type, rtt, lcp, lcp_ttfb, lcp_resource_load_delay, lcp_resource_load_duration,
      lcp_element_render_delay, lcp_target, inp, inp_input_delay, inp_processing_duration,
      inp_presentation_delay, inp_target, inp_interaction_type, cls, cls_target, ttfb, fcp)
    SELECT ${site}, LPAD(HEX(seq), 32, '0'), 0, DATE_SUB('${lastDay}', INTERVAL ${dayIndex} DAY),
      TIMESTAMPADD(SECOND, seq % 86400, DATE_SUB('${lastDay}', INTERVAL ${dayIndex} DAY)),
      CONCAT('/section-', seq % 20, '/item-', (${v} DIV ${DAYS}) % 7), ELT((${v} DIV 15) % 10 + 1, 'navigate', 'navigate',
      'navigate', 'navigate', 'navigate', 'navigate', 'reload', 'back_forward', 'back_forward_cache',
      'prerender'), seq % 3 = 0, 100, ELT(${v} % 5 + 1, 'US', 'DE', 'FR', 'IN', 'BR'),
      ELT(${v} % 5 + 1, 'New York', 'Berlin', 'Paris', 'Mumbai', 'São Paulo'),
      ELT(${agent}, 'Chrome', 'Safari', 'Firefox'), ELT(${agent}, '131', '18', '133'),
      ELT(${agent}, 'Windows', 'iOS', 'Linux'), ELT(${agent}, '10', '18.1', NULL),
      ELT(${agent}, 'desktop', 'mobile', 'desktop'),
      ELT((${v} DIV 150) % 10 + 1, 2500, 1600, 400, 800, 60, 80, 100, 120, 150, 200), lcp, ROUND(lcp * 0.2),
      ROUND(lcp * 0.1), ROUND(lcp * 0.4), lcp - ROUND(lcp * 0.2) - ROUND(lcp * 0.1) - ROUND(lcp * 0.4),
      ELT(seq % 4 + 1, '#hero', 'main>img.banner', 'h1', 'p.lead'), 40 + seq % 400, 5, 20 + seq % 300,
      15 + seq % 80, ELT(seq % 3 + 1, '#buy', 'nav>a', 'button.menu'), IF(seq % 4 = 0, 'keyboard', 'pointer'),
      (seq % 40) / 100, ELT(seq % 2 + 1, '#content', 'div.ad'), ROUND(lcp * 0.2), ROUND(lcp * 0.6)
    FROM (SELECT seq, ROUND(${lcpMedian} * EXP(0.6 * ${normal})) AS lcp
          FROM seq_${first}_to_${first + count - 1}) AS beacons`;
}

export async function p75Benchmark(): Promise<Figure[]> {
  const testDb = await createTestDatabase('mysql');
  const db = await openDatabase(testDb.config);
  try {
    await db.migrate();
    const { Organisation, Team, Site } = db.models;
    const organisation = await Organisation.create({ name: 'bench', slug: 'bench' });
    const team = await Team.create({ organisationId: organisation.id, name: 'bench', slug: 'bench' });
    const siteIds: number[] = [];
    for (let s = 0; s < SITES; s += 1) {
      const site = await Site.create({
        teamId: team.id,
        name: `site ${s}`,
        slug: `site-${s}`,
        canonicalUrl: 'https://example.test/',
      });
      siteIds.push(site.id);
    }
    const days = periodRange('last_month').days.slice(-DAYS);
    const window = { from: days[0]!, to: days.at(-1)!, days };

    const seeded = await timed(async () => {
      for (let first = 0; first < BEACONS; first += CHUNK) {
        await db.sequelize.query(insertBeacons(siteIds, window.to, first, Math.min(CHUNK, BEACONS - first)));
        process.stderr.write(
          `  rum p75: ${(first + CHUNK) / 1e6} of ${BEACONS / 1e6} million beacons stored\n`,
        );
      }
    });
    const [counted] = (await db.sequelize.query('SELECT COUNT(*) AS stored FROM rum_beacons')) as [
      { stored: number }[],
      unknown,
    ];
    const stored = Number(counted[0]!.stored);

    // The measured site's days, rolled up as the rollup job does it; its page groupings, one per item.
    const siteId = siteIds[0]!;
    for (let item = 0; item < 7; item += 1) {
      await db.models.RumPageGrouping.create({ siteId, name: `Item ${item}`, pattern: `/*/item-${item}` });
    }
    const rolled = await timed(async () => {
      for (const day of days) await rollUpDay(db, siteId, day);
    });

    const reports = new RumReports({ db, stream: new MemoryBeaconStream() });
    await reports.metricValue(siteId, 'lcp', window); // warm-up
    const fromRollups: number[] = [];
    let p75 = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const run = await timed(() => reports.metricValue(siteId, 'lcp', window));
      fromRollups.push(run.ms);
      p75 = run.value.value ?? 0;
    }

    // The baseline: the exact p75 from the raw rows of the same site and days (every beacon has an LCP).
    const exactQuery = `SELECT PERCENTILE_CONT(0.75) WITHIN GROUP (ORDER BY lcp) OVER () AS p75
      FROM rum_beacons WHERE site_id = ${siteId} AND day BETWEEN '${window.from}' AND '${window.to}' LIMIT 1`;
    const fromRaw: number[] = [];
    let exact = 0;
    for (let i = 0; i < 3; i += 1) {
      const run = await timed(() => db.sequelize.query(exactQuery));
      fromRaw.push(run.ms);
      exact = Number((run.value[0] as { p75: number }[])[0]!.p75);
    }
    const rollupMs = median(fromRollups);
    const rawMs = median(fromRaw);
    const filtered = await filteredFigures(db, reports, siteId, window);
    const storage = await storageFigures(db, stored);
    return [
      ...filtered,
      ...storage,
      {
        name: 'p75 LCP, one site, 28 days, from rollups',
        value: Number(rollupMs.toFixed(2)),
        unit: 'ms',
        target: { max: 100 },
        note: `median of ${RUNS}; p75 = ${Math.round(p75)} ms`,
      },
      {
        name: 'exact p75 from raw rows',
        value: Math.round(rawMs),
        unit: 'ms',
        ratio: { to: 'p75 from rollups', value: rawMs / rollupMs },
        note: `PERCENTILE_CONT over the site's ${BEACONS / SITES / 1e6} million rows; p75 = ${Math.round(exact)} ms`,
      },
      {
        name: 'p75 from rollups vs exact',
        value: Number(((Math.abs(p75 - exact) / exact) * 100).toFixed(2)),
        unit: '%',
        note: 'interpolated within a histogram bucket',
      },
      {
        name: 'beacons stored',
        value: stored,
        unit: 'beacons',
        note: `${SITES} sites × ${DAYS} days, inserted in ${(seeded.ms / 1000).toFixed(0)} s; one site's ${DAYS} days rolled up in ${(rolled.ms / 1000).toFixed(1)} s`,
      },
    ];
  } finally {
    await db.close();
    await testDb.drop();
  }
}

/** Mobile visitors in Germany on one page grouping, on a 3G connection (four filters at once). */
const FILTERS: RumFilters = { device: 'mobile', country: 'DE', pageGrouping: 'Item 3', connectionType: '3g' };
const FILTERED_ROWS = `device_type = 'mobile' AND country_code = 'DE' AND path LIKE '%/item-3'
  AND rtt >= 270 AND rtt < 1400`;

/** A filtered p75 read from the filter rollups, against the exact one from the raw rows; their size. */
async function filteredFigures(db: Database, reports: RumReports, siteId: number, window: DayRange) {
  await reports.metricValue(siteId, 'lcp', window, 'p75', FILTERS); // warm-up
  const times: number[] = [];
  let p75 = 0;
  let samples = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const run = await timed(() => reports.metricValue(siteId, 'lcp', window, 'p75', FILTERS));
    times.push(run.ms);
    p75 = run.value.value ?? 0;
    samples = run.value.samples;
  }
  const exactQuery = `SELECT PERCENTILE_CONT(0.75) WITHIN GROUP (ORDER BY lcp) OVER () AS p75
    FROM rum_beacons WHERE site_id = ${siteId} AND day BETWEEN '${window.from}' AND '${window.to}'
    AND ${FILTERED_ROWS} LIMIT 1`;
  const raw = await timed(() => db.sequelize.query(exactQuery));
  const exact = Number((raw.value[0] as { p75: number }[])[0]!.p75);
  const rows = await db.models.RumFilterRollup.count({ where: { siteId } });
  const plainRows = await db.models.RumRollup.count({ where: { siteId } });
  const rollupMs = median(times);
  return [
    {
      name: 'filtered p75 LCP, one site, 28 days, from rollups',
      value: Number(rollupMs.toFixed(2)),
      unit: 'ms',
      target: { max: 10 },
      note: `median of ${RUNS}; ${JSON.stringify(FILTERS)}; ${Math.round(samples)} page views; p75 = ${Math.round(p75)} ms`,
    },
    {
      name: 'exact filtered p75 from raw rows',
      value: Math.round(raw.ms),
      unit: 'ms',
      ratio: { to: 'filtered p75 from rollups', value: raw.ms / rollupMs },
      note: `PERCENTILE_CONT over the matching rows; p75 = ${Math.round(exact)} ms`,
    },
    {
      name: 'filtered p75 from rollups vs exact',
      value: Number(((Math.abs(p75 - exact) / exact) * 100).toFixed(2)),
      unit: '%',
      note: 'interpolated within a histogram bucket',
    },
    {
      name: 'filter rollup rows, one site, per day',
      value: Math.round(rows / DAYS),
      unit: 'rows',
      note: `${rows} over ${DAYS} days (per-dimension rollups: ${Math.round(plainRows / DAYS)} a day); every combination of 3 devices, 5 countries, 7 page groupings, 6 navigation and 4 connection types seen each day, each with any of them open: one row a cell, its 6 metrics' histograms in it`,
    },
  ] satisfies Figure[];
}

const ROLLUP_TABLES = ['rum_rollups', 'rum_audience_rollups', 'rum_filter_rollups'];

/**
 * What beacons cost on disk kept raw (per million), against a site's day rolled up. Only the measured
 * site is rolled up, so the rollup tables hold its 28 days alone (data and indexes, InnoDB's figures
 * after ANALYZE). Raw rows grow with visitors; rollups with sites × days (RUM_RAW_BEACON_DAYS keeps raw
 * rows for a short window only).
 */
async function storageFigures(db: Database, stored: number) {
  const tables = ['rum_beacons', ...ROLLUP_TABLES];
  for (const table of tables) await db.sequelize.query(`ANALYZE TABLE ${table}`);
  const [rows] = (await db.sequelize.query(
    `SELECT table_name AS name, data_length + index_length AS bytes FROM information_schema.tables
      WHERE table_schema = DATABASE() AND table_name IN (${tables.map((t) => `'${t}'`).join(', ')})`,
  )) as [{ name: string; bytes: number }[], unknown];
  const bytesOf = (names: string[]) =>
    rows.filter((row) => names.includes(row.name)).reduce((sum, row) => sum + Number(row.bytes), 0);
  const siteBeacons = stored / SITES;
  const rawPerMillion = (bytesOf(['rum_beacons']) / stored) * 1e6;
  const rolledPerSiteDay = bytesOf(ROLLUP_TABLES) / DAYS;
  const rawPerSiteDay = (rawPerMillion * siteBeacons) / DAYS / 1e6;
  const mb = (bytes: number) => Number((bytes / 1e6).toFixed(2));
  return [
    {
      name: 'raw beacons, bytes per million',
      value: mb(rawPerMillion),
      unit: 'MB',
      note: `rum_beacons, data and indexes, over ${stored.toLocaleString('en')} beacons; grows with visitors, kept RUM_RAW_BEACON_DAYS only`,
    },
    {
      name: 'rollups, bytes per site and day',
      value: mb(rolledPerSiteDay),
      unit: 'MB',
      ratio: { to: 'the same day kept raw', value: rolledPerSiteDay / rawPerSiteDay },
      note: `the three rollup tables over one site's ${DAYS} days of ${Math.round(siteBeacons / DAYS).toLocaleString('en')} beacons a day; kept for the site's retention`,
    },
  ] satisfies Figure[];
}
