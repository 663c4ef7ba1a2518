// The organisation of a large customer, written by the database itself (MariaDB's sequence engine and
// INSERT … SELECT, so 10,000 sites and a year of history take about a minute, not the hours that one
// GraphQL mutation per row would): 10,000 sites in 40 teams (one team of 2,000, the others about 205
// each), 200 people in those teams, RUM on a third of the sites, CrUX data on a quarter, one page and one
// test profile per site, and a year of daily snapshots, tests and metric measurements for a sample of
// the sites (every SAMPLE_EVERY-th site: 1,000 sites, 365,000 tests, 2.2 million measurements).
import type { Database } from '@pace/platform/db';

export const SITES = 10_000;
export const TEAMS = 40;
/** Sites of the first team, the one whose list is measured. */
export const BIG_TEAM_SITES = 2_000;
export const PEOPLE = 200;
export const DAYS = 365;
/** Every n-th site has a year of history (SCALE_BENCH_SAMPLE_EVERY changes it). */
export const SAMPLE_EVERY = Number(process.env.SCALE_BENCH_SAMPLE_EVERY ?? 10);
export const METRICS = ['performance_score', 'lcp', 'cls', 'tbt', 'fcp', 'ttfb'] as const;

export const ORGANISATION_SLUG = 'scale';
export const BIG_TEAM_SLUG = 'scale-team-1';

/** The words names are made of: a search or a name filter for one of them matches about 1 site in 20. */
const WORDS = [
  'Shop',
  'Blog',
  'Docs',
  'Help',
  'Store',
  'News',
  'Careers',
  'Status',
  'Checkout',
  'Account',
  'Search',
  'Outlet',
  'Travel',
  'Jobs',
  'Events',
  'Support',
  'Labs',
  'Press',
  'Partners',
  'Community',
];
const MARKETS = ['UK', 'US', 'DE', 'FR', 'ES', 'IT', 'NL', 'SE', 'PL', 'JP', 'BR'];

const elt = (index: string, values: readonly string[]) =>
  `ELT(${index} + 1, ${values.map((value) => `'${value}'`).join(', ')})`;

/** Team (1-based position) of site n: the first 2,000 in team 1, the others spread over the rest. */
const teamOf = (n: string) =>
  `IF(${n} <= ${BIG_TEAM_SITES}, 1, 2 + (${n} - ${BIG_TEAM_SITES + 1}) % ${TEAMS - 1})`;

export interface Generated {
  organisationId: number;
  teamIds: number[];
  /** Rows written, by table. */
  rows: Record<string, number>;
}

/** Writes the organisation into an empty, migrated database. */
export async function generateOrganisation(db: Database, log: (line: string) => void): Promise<Generated> {
  const q = (sql: string) => db.sequelize.query(sql);
  /** The first row of a SELECT. */
  const one = async <T>(sql: string) => ((await q(sql)) as [T[], unknown])[0][0]!;
  const now = 'NOW(3)';
  await q(`INSERT INTO organisations (name, slug, is_active, rum_enabled, demo, created_at, updated_at)
    VALUES ('Scale (generated)', '${ORGANISATION_SLUG}', 1, 1, 0, ${now}, ${now})`);
  const { id: organisationId } = await one<{ id: number }>(
    `SELECT id FROM organisations WHERE slug = '${ORGANISATION_SLUG}'`,
  );
  await q(`INSERT INTO teams (organisation_id, name, slug, created_at, updated_at)
    SELECT ${organisationId}, CONCAT('Team ', seq), CONCAT('scale-team-', seq), ${now}, ${now}
    FROM seq_1_to_${TEAMS}`);
  const [teams] = (await q(`SELECT id FROM teams WHERE organisation_id = ${organisationId} ORDER BY id`)) as [
    { id: number }[],
    unknown,
  ];
  const teamIds = teams.map((team) => team.id);

  // Names like "Checkout DE 0042": word and market vary fastest, so every team has every word.
  const name = `CONCAT(${elt('seq % 20', WORDS)}, ' ', ${elt('(seq DIV 20) % 11', MARKETS)}, ' ', LPAD(seq, 5, '0'))`;
  await q(`INSERT INTO sites (team_id, name, slug, canonical_url, secret, snapshot_schedule, created_at, updated_at)
    SELECT ELT(${teamOf('seq')}, ${teamIds.join(', ')}), ${name}, LOWER(REPLACE(${name}, ' ', '-')),
      CONCAT('https://site-', seq, '.example.test/'), SHA2(CONCAT('scale-secret-', seq), 256),
      IF(seq % ${SAMPLE_EVERY} = 0, 'daily', 'off'), ${now}, ${now}
    FROM seq_1_to_${SITES}`);
  log(`${SITES} sites in ${TEAMS} teams`);

  // 200 people: 10 administrators, 150 members, 40 viewers; members and viewers in 1 to 3 teams.
  await q(`INSERT INTO users (uuid, name, email, password_hash, staff, email_verified_at, created_at, updated_at)
    SELECT UUID(), CONCAT('Person ', seq), CONCAT('scale-person-', seq, '@pace.test'), NULL, 0, ${now}, ${now}, ${now}
    FROM seq_1_to_${PEOPLE}`);
  await q(`INSERT INTO memberships (user_id, organisation_id, role, created_at, updated_at)
    SELECT id, ${organisationId}, IF(seq <= 10, 'admin', IF(seq <= 160, 'member', 'viewer')), ${now}, ${now}
    FROM users JOIN seq_1_to_${PEOPLE} ON email = CONCAT('scale-person-', seq, '@pace.test')`);
  await q(`INSERT IGNORE INTO team_members (team_id, user_id, created_at, updated_at)
    SELECT ELT(1 + (p.n * 7 + k.seq * 13) % ${TEAMS}, ${teamIds.join(', ')}), p.id, ${now}, ${now}
    FROM (SELECT id, seq AS n FROM users JOIN seq_1_to_${PEOPLE} ON email = CONCAT('scale-person-', seq, '@pace.test'))
        AS p
      JOIN seq_0_to_2 AS k ON k.seq <= p.n % 3
    WHERE p.n > 10`);
  log(`${PEOPLE} people`);

  // Data sources: RUM on every third site, CrUX field data on every fourth.
  await q(`INSERT INTO rum_settings (site_id, site_key, enabled, sampling_rate, allowed_origins, geographic_monitoring,
      retention_months, created_at, updated_at)
    SELECT id, CONCAT('scale-', id), 1, 100, '[]', 'global', 24, ${now}, ${now}
    FROM sites WHERE team_id IN (${teamIds.join(', ')}) AND id % 3 = 0`);
  await q(`INSERT INTO crux_targets (site_id, kind, target, target_hash, form_factor, status, checked_at, created_at,
      updated_at)
    SELECT id, 'origin', TRIM(TRAILING '/' FROM canonical_url), SHA2(TRIM(TRAILING '/' FROM canonical_url), 256),
      ff, 'collected', ${now}, ${now}, ${now}
    FROM sites JOIN (SELECT 'ALL' AS ff UNION ALL SELECT 'PHONE' UNION ALL SELECT 'DESKTOP') AS factors
    WHERE team_id IN (${teamIds.join(', ')}) AND id % 4 = 0`);
  // Written in bulk, past the model's hooks: the sites with CrUX data as the collector would keep them.
  await q(`INSERT INTO crux_sites (site_id)
    SELECT id FROM sites WHERE team_id IN (${teamIds.join(', ')}) AND id % 4 = 0`);

  // One page and one test profile per site.
  await q(`INSERT INTO pages (uuid, site_id, name, url, created_at, updated_at)
    SELECT UUID(), id, 'Home', canonical_url, ${now}, ${now} FROM sites WHERE team_id IN (${teamIds.join(', ')})`);
  await q(`INSERT INTO test_profiles (uuid, site_id, name, device, connection, created_at, updated_at)
    SELECT UUID(), id, 'Mobile', 'mobile', '4g', ${now}, ${now} FROM sites WHERE team_id IN (${teamIds.join(', ')})`);

  // A year of daily snapshots of the sampled sites, one test each, six metrics per test; written a
  // month at a time so no statement holds a huge transaction.
  const maxId = async (table: string) =>
    Number((await one<{ id: number }>(`SELECT COALESCE(MAX(id), 0) AS id FROM ${table}`)).id);
  for (let first = 0; first < DAYS; first += 31) {
    const [snapshotsBefore, testsBefore] = [await maxId('snapshots'), await maxId('tests')];
    const last = Math.min(first + 30, DAYS - 1);
    const day = `DATE_SUB(CURDATE(), INTERVAL ${DAYS} - d.seq DAY) + INTERVAL 3 HOUR`;
    await q(`INSERT INTO snapshots (uuid, site_id, status, \`trigger\`, trigger_client, browser_version,
        lighthouse_version, started_at, finished_at, created_at, updated_at)
      SELECT UUID(), s.id, 'completed', 'schedule', 'scheduler', 'Chromium 140', '13.5.0', ${day},
        ${day} + INTERVAL 2 MINUTE, ${day}, ${day}
      FROM sites AS s JOIN seq_${first}_to_${last} AS d
      WHERE s.team_id IN (${teamIds.join(', ')}) AND s.snapshot_schedule = 'daily'`);
    await q(`INSERT INTO tests (uuid, snapshot_id, site_id, page_id, profile_id, status, attempts, url, final_url,
        duration_ms, run_count, started_at, finished_at, created_at, updated_at)
      SELECT UUID(), sn.id, sn.site_id, p.id, tp.id, 'completed', 1, p.url, p.url, 9000 + sn.id % 4000, 3,
        sn.started_at, sn.finished_at, sn.created_at, sn.updated_at
      FROM snapshots AS sn JOIN pages AS p ON p.site_id = sn.site_id
        JOIN test_profiles AS tp ON tp.site_id = sn.site_id
      WHERE sn.id > ${snapshotsBefore}`);
    await q(`INSERT INTO metric_measurements (test_id, site_id, page_id, profile_id, metric, value, measured_at)
      SELECT t.id, t.site_id, t.page_id, t.profile_id, ${elt('m.seq', METRICS)},
        ELT(m.seq + 1, 0.5 + (t.id % 50) / 100, 1500 + t.id % 2500, (t.id % 30) / 100, 100 + t.id % 900,
          800 + t.id % 1500, 200 + t.id % 600),
        t.finished_at
      FROM tests AS t JOIN seq_0_to_${METRICS.length - 1} AS m
      WHERE t.id > ${testsBefore}`);
    log(`history: days ${first + 1} to ${last + 1} of ${DAYS}`);
  }

  const rows: Record<string, number> = {};
  for (const table of ['sites', 'users', 'team_members', 'snapshots', 'tests', 'metric_measurements']) {
    rows[table] = Number((await one<{ count: number }>(`SELECT COUNT(*) AS count FROM ${table}`)).count);
  }
  return { organisationId, teamIds, rows };
}
