// The `pace` executable as a child process against the bff on MariaDB + Redis: every command's output,
// the CSV columns, the files written, and the error cases with their exit codes.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskArtifactStore } from '@pace/platform/artifacts';
import type { Page, Snapshot, TestProfile } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, startBff, type TestApp, tokenHeaders, type World } from './support.ts';

const PACKAGE = join(import.meta.dirname, '..');
const BIN = join(PACKAGE, 'bin', 'pace.js');
const DAY = 86_400_000;
const METRICS_TOKEN = 'metrics-token-of-the-cli-tests';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a node script with arguments and environment; never rejects. */
function runNode(script: string, args: string[], env: Record<string, string> = {}, cwd = PACKAGE) {
  return new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      // No PACE_* from the machine running the tests, no terminal: no progress bar.
      { cwd, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const secretOf = (headers: Record<string, string>) => headers.authorization!.replace(/^Bearer /, '');

/** A CSV line split on commas (these fixtures hold no quoted commas). */
const csvRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(','));

describe('pace CLI', () => {
  let app: TestApp;
  let world: World;
  let artifactsDir: string;
  let outDir: string;
  let token: string;
  let site: string;
  let home: Page;
  let pricing: Page;
  let mobile: TestProfile;
  let desktop: TestProfile;
  let old: Snapshot;
  let recent: Snapshot;
  let running: Snapshot;

  const pace = (args: string[], env: Record<string, string> = {}) =>
    runNode(BIN, args, { PACE_URL: app.url, PACE_TOKEN: token, ...env });

  beforeAll(async () => {
    artifactsDir = mkdtempSync(join(tmpdir(), 'pace-cli-artifacts-'));
    outDir = mkdtempSync(join(tmpdir(), 'pace-cli-out-'));
    app = await startBff({ ARTIFACTS_DIR: artifactsDir, METRICS_TOKEN });
    world = await createWorld(app);
    token = secretOf(await tokenHeaders(app, world.users.adminA, { organisation: world.orgA }));
    site = `${world.teamA1.slug}/${world.siteA1.slug}`;

    const { Page, TestProfile, Snapshot, Test, MetricMeasurement } = app.db.models;
    const siteId = world.siteA1.id;
    home = await Page.create({ siteId, name: 'Home', url: 'https://site-a1.example.test/' });
    pricing = await Page.create({ siteId, name: 'Pricing', url: 'https://site-a1.example.test/pricing' });
    mobile = await TestProfile.create({ siteId, name: 'Mobile', device: 'mobile', connection: '4g' });
    desktop = await TestProfile.create({ siteId, name: 'Desktop', device: 'desktop', connection: 'cable' });

    /** A snapshot at `at` with a test per page and profile, and their measurements when completed. */
    const snapshotAt = async (at: Date, status: 'completed' | 'running', lcp: number) => {
      const snapshot = await Snapshot.create({
        siteId,
        status,
        trigger: 'manual',
        triggerClient: 'web',
        createdAt: at,
        startedAt: at,
        finishedAt: status === 'completed' ? new Date(at.getTime() + 60_000) : null,
      } as never);
      for (const page of [home, pricing]) {
        for (const profile of [mobile, desktop]) {
          const failed = status === 'completed' && page === pricing && profile === desktop;
          const test = await Test.create({
            snapshotId: snapshot.id,
            siteId,
            pageId: page.id,
            profileId: profile.id,
            status: status === 'running' ? 'scheduled' : failed ? 'failed' : 'completed',
            failureCode: failed ? 'DNS_FAILURE' : null,
            url: page.url,
            finishedAt: status === 'completed' ? new Date(at.getTime() + 60_000) : null,
          } as never);
          if (status !== 'completed' || failed) continue;
          for (const [metric, value] of [
            ['lcp', lcp + (page === pricing ? 100 : 0) + (profile === desktop ? -500 : 0)],
            ['cls', 0.05],
            ['performance_score', 91],
          ] as const) {
            await MetricMeasurement.create({
              testId: test.id,
              siteId,
              pageId: page.id,
              profileId: profile.id,
              metric,
              value,
              measuredAt: new Date(at.getTime() + 60_000),
            });
          }
        }
      }
      return snapshot;
    };
    old = await snapshotAt(new Date(Date.now() - 40 * DAY), 'completed', 4000);
    recent = await snapshotAt(new Date(Date.now() - 2 * DAY), 'completed', 2000);
    running = await snapshotAt(new Date(), 'running', 0);

    // Artifacts of the recent snapshot's Home/Mobile test, stored as the workers store them.
    const test = await Test.findOne({
      where: { snapshotId: recent.id, pageId: home.id, profileId: mobile.id },
    });
    const store = new DiskArtifactStore(artifactsDir);
    const files = [
      ['lighthouse.json', 'application/json', JSON.stringify({ lighthouseVersion: '13.0.0' })],
      ['screenshot.jpg', 'image/jpeg', 'final-jpeg'],
      ['filmstrip-0.jpg', 'image/jpeg', 'frame-0'],
    ] as const;
    for (const [name, , body] of files) await store.put(`tests/${test!.uuid}/${name}`, body);
    await test!.update({
      artifacts: files.map(([name, contentType, body]) => ({ name, contentType, bytes: body.length })),
    });
  }, 120_000);
  afterAll(() => app?.close());

  describe('help', () => {
    it('is there for every command, with the exit codes', async () => {
      const top = await runNode(BIN, ['--help']);
      expect(top.code).toBe(0);
      expect(top.stdout).toContain('Usage: pace');
      expect(top.stdout).toMatch(/2 {2}authentication/);
      for (const command of [
        ['sites'],
        ['snapshots'],
        ['export'],
        ['export', 'metrics'],
        ['export', 'snapshots'],
        ['export', 'artifacts'],
      ]) {
        const help = await runNode(BIN, [...command, '--help']);
        expect(help.code, command.join(' ')).toBe(0);
        expect(help.stdout).toContain(`Usage: pace ${command.join(' ')}`);
      }
    });

    it('is a usage error (1) for an unknown command or option', async () => {
      const unknown = await runNode(BIN, ['bogus']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("unknown command 'bogus'");
      const option = await pace(['export', 'metrics', site, '--format', 'xml']);
      expect(option.code).toBe(1);
      expect(option.stderr).toContain('Allowed choices are csv, json');
    });
  });

  describe('sites', () => {
    it('lists every site the token reaches as <team>/<site>', async () => {
      const result = await pace(['sites']);
      expect(result.code).toBe(0);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^SITE\s+NAME\s+URL\s+ORGANISATION$/);
      expect(result.stdout).toContain(`${world.teamA1.slug}/site-a1`);
      expect(result.stdout).toContain(`${world.teamA2.slug}/site-a2`);
      expect(result.stdout).toContain('https://site-a1.example.test/');
      expect(result.stdout).not.toContain('site-b1');
    });

    it('prints JSON, and a team token sees only its team', async () => {
      const teamToken = secretOf(
        await tokenHeaders(app, world.users.adminA, { organisation: world.orgA, team: world.teamA1 }),
      );
      const result = await pace(['sites', '--json'], { PACE_TOKEN: teamToken });
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual([
        {
          site: site,
          name: 'site-a1',
          url: 'https://site-a1.example.test/',
          team: world.teamA1.name,
          organisation: world.orgA.name,
        },
      ]);
    });

    it('names its requests, so the bff’s metrics label them by operation', async () => {
      expect((await pace(['sites'])).code).toBe(0);
      const response = await fetch(`${app.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await response.text();
      expect(text).toMatch(/pace_graphql_requests_total\{[^}]*operation="CliMemberships"/);
      expect(text).toMatch(/pace_graphql_requests_total\{[^}]*operation="CliOrganisationSites"/);
    });
  });

  describe('snapshots', () => {
    it('lists a site’s snapshots newest first', async () => {
      const result = await pace(['snapshots', site]);
      expect(result.code).toBe(0);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^ID\s+STATUS\s+TRIGGER\s+CREATED\s+FINISHED\s+TESTS$/);
      expect(lines.slice(1).map((line) => line.split(/\s+/)[0])).toEqual([
        String(running.id),
        String(recent.id),
        String(old.id),
      ]);
      expect(lines[2]).toContain('completed with failures');
      expect(lines[2]).toContain('3/4 completed');
      expect(lines[1]).toContain('running');
    });

    it('takes --limit and --json', async () => {
      const result = await pace(['snapshots', site, '--limit', '1', '--json']);
      expect(result.code).toBe(0);
      const list = JSON.parse(result.stdout);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: String(running.id), status: 'running', trigger: 'manual' });
    });
  });

  describe('export metrics', () => {
    it('writes CSV with one row per measurement in the range', async () => {
      const result = await pace(['export', 'metrics', site, '--from', '7d', '--metrics', 'lcp,cls']);
      expect(result.code).toBe(0);
      const rows = csvRows(result.stdout);
      expect(rows[0]).toEqual(['measured_at', 'page', 'page_url', 'profile', 'metric', 'value']);
      // 3 completed tests of the recent snapshot × 2 metrics; the 40-day-old snapshot is out of range.
      expect(rows).toHaveLength(1 + 6);
      expect(rows.slice(1).filter((row) => row[4] === 'lcp')).toEqual(
        expect.arrayContaining([
          [expect.any(String), 'Home', 'https://site-a1.example.test/', 'Mobile', 'lcp', '2000'],
          [expect.any(String), 'Home', 'https://site-a1.example.test/', 'Desktop', 'lcp', '1500'],
          [expect.any(String), 'Pricing', 'https://site-a1.example.test/pricing', 'Mobile', 'lcp', '2100'],
        ]),
      );
      expect(new Date(rows[1]![0]!).getTime()).toBeGreaterThan(Date.now() - 3 * DAY);
    });

    it('filters pages and profiles by name or uuid, and a time range by dates', async () => {
      const from = new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10);
      const to = new Date(Date.now() - 20 * DAY).toISOString();
      const result = await pace([
        'export',
        'metrics',
        site,
        '--from',
        from,
        '--to',
        to,
        '--pages',
        'home',
        '--profiles',
        desktop.uuid,
        '--metrics',
        'lcp',
      ]);
      expect(result.code).toBe(0);
      expect(csvRows(result.stdout).slice(1)).toEqual([
        [expect.any(String), 'Home', 'https://site-a1.example.test/', 'Desktop', 'lcp', '3500'],
      ]);
    });

    it('writes JSON to --out, the format taken from its extension', async () => {
      const out = join(outDir, 'nested', 'metrics.json');
      const result = await pace(['export', 'metrics', site, '--from', '90d', '--out', out]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`measurements written to ${out}`);
      const body = JSON.parse(readFileSync(out, 'utf8'));
      expect(body).toMatchObject({
        site,
        metrics: expect.arrayContaining(['lcp', 'cls', 'performance_score']),
      });
      // 2 snapshots × 3 completed tests × 3 measured metrics (the other recommended ones have none).
      expect(body.measurements).toHaveLength(18);
      expect(body.measurements[0]).toEqual({
        measuredAt: expect.any(String),
        page: expect.any(String),
        pageUrl: expect.any(String),
        profile: expect.any(String),
        metric: expect.any(String),
        value: expect.any(Number),
      });
    });

    it('refuses an unknown metric, page or date as usage errors (1)', async () => {
      const metric = await pace(['export', 'metrics', site, '--metrics', 'lcp,speed']);
      expect(metric.code).toBe(1);
      expect(metric.stderr).toContain('Unknown metric "speed"');
      const page = await pace(['export', 'metrics', site, '--pages', 'Checkout']);
      expect(page.code).toBe(1);
      expect(page.stderr).toContain('Unknown page "Checkout"; the site\'s pages: "Home", "Pricing"');
      const date = await pace(['export', 'metrics', site, '--from', 'yesterday']);
      expect(date.code).toBe(1);
      expect(date.stderr).toContain('--from: expected a date');
      const ref = await pace(['export', 'metrics', 'site-a1']);
      expect(ref.code).toBe(1);
      expect(ref.stderr).toContain('Expected <team>/<site>');
    });
  });

  describe('export snapshots', () => {
    it('writes CSV with one row per test and a column per metric', async () => {
      const result = await pace([
        'export',
        'snapshots',
        site,
        '--from',
        '7d',
        '--metrics',
        'performance_score,lcp',
      ]);
      expect(result.code).toBe(0);
      const rows = csvRows(result.stdout);
      expect(rows[0]).toEqual([
        'snapshot',
        'snapshot_created_at',
        'snapshot_status',
        'trigger',
        'test',
        'page',
        'page_url',
        'profile',
        'test_status',
        'failure_code',
        'failure_explanation',
        'finished_at',
        'performance_score',
        'lcp',
      ]);
      // The recent snapshot (oldest first) then the running one: 4 tests each.
      expect(rows.slice(1).map((row) => row[0])).toEqual([
        ...Array(4).fill(String(recent.id)),
        ...Array(4).fill(String(running.id)),
      ]);
      const failed = rows.find((row) => row[8] === 'failed')!;
      expect(failed.slice(5, 14)).toEqual([
        'Pricing',
        'https://site-a1.example.test/pricing',
        'Desktop',
        'failed',
        'DNS_FAILURE',
        expect.stringContaining('host name could not be found'),
        expect.any(String),
        '',
        '',
      ]);
      const homeMobile = rows.find(
        (row) => row[0] === String(recent.id) && row[5] === 'Home' && row[7] === 'Mobile',
      );
      expect(homeMobile?.slice(12)).toEqual(['91', '2000']);
    });

    it('writes JSON with the tests and their metrics, filtered by page', async () => {
      const out = join(outDir, 'snapshots.json');
      const result = await pace([
        'export',
        'snapshots',
        site,
        '--from',
        '60d',
        '--to',
        '1d',
        '--pages',
        'Pricing',
        '--format',
        'json',
        '--out',
        out,
      ]);
      expect(result.code).toBe(0);
      const body = JSON.parse(readFileSync(out, 'utf8'));
      expect(body.snapshots.map((snapshot: { id: string }) => snapshot.id)).toEqual([
        String(old.id),
        String(recent.id),
      ]);
      expect(body.snapshots[1].tests).toHaveLength(2);
      expect(body.snapshots[1].tests[0]).toMatchObject({
        page: { name: 'Pricing' },
        metrics: { lcp: expect.any(Number), cls: 0.05, performance_score: 91 },
      });
    });
  });

  describe('export artifacts', () => {
    it('downloads the Lighthouse report and screenshot of each test into a folder', async () => {
      const out = join(outDir, 'artifacts');
      const result = await pace(['export', 'artifacts', site, '--snapshot', String(recent.id), '--out', out]);
      expect(result.code).toBe(0);
      expect(result.stderr).toContain('2 files of 4 tests written');
      expect(JSON.parse(readFileSync(join(out, 'home--mobile', 'lighthouse.json'), 'utf8'))).toEqual({
        lighthouseVersion: '13.0.0',
      });
      expect(readFileSync(join(out, 'home--mobile', 'screenshot.jpg'), 'utf8')).toBe('final-jpeg');
      expect(existsSync(join(out, 'home--mobile', 'filmstrip-0.jpg'))).toBe(false);
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
      expect(manifest.snapshot).toBe(String(recent.id));
      expect(manifest.tests).toHaveLength(4);
      expect(manifest.tests.find((test: { folder: string }) => test.folder === 'home--mobile')).toMatchObject(
        {
          page: 'Home',
          profile: 'Mobile',
          files: [{ name: 'lighthouse.json' }, { name: 'screenshot.jpg' }],
        },
      );
    });

    it('takes the filmstrip with --include, and needs --snapshot and --out', async () => {
      const out = join(outDir, 'filmstrip');
      const result = await pace([
        'export',
        'artifacts',
        site,
        '--snapshot',
        String(recent.id),
        '--out',
        out,
        '--include',
        'filmstrip',
      ]);
      expect(result.code).toBe(0);
      expect(readFileSync(join(out, 'home--mobile', 'filmstrip-0.jpg'), 'utf8')).toBe('frame-0');
      const latest = await pace(['export', 'artifacts', site, '--snapshot', 'latest', '--out', out]);
      expect(latest.code).toBe(0);
      expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).snapshot).toBe(String(recent.id));
      const missing = await pace(['export', 'artifacts', site, '--out', out]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("required option '--snapshot <id>' not specified");
    });

    it('says not found (3) for a snapshot of another site', async () => {
      const result = await pace(['export', 'artifacts', site, '--snapshot', '999999', '--out', outDir]);
      expect(result.code).toBe(3);
      expect(result.stderr).toMatch(/pace: Snapshot not found/i);
    });
  });

  describe('errors', () => {
    it('exit 2 without a token, with an invalid one and with an expired one', async () => {
      const none = await runNode(BIN, ['sites'], { PACE_URL: app.url });
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('No API token: pass --token or set PACE_TOKEN');
      const invalid = await pace(['sites', '--token', 'pace_not-a-real-token']);
      expect(invalid.code).toBe(2);
      expect(invalid.stderr).toBe('pace: Invalid API token\n');
      const expired = secretOf(
        await tokenHeaders(app, world.users.adminA, {
          organisation: world.orgA,
          expiresAt: new Date(Date.now() - 1000),
        }),
      );
      const late = await pace(['snapshots', site], { PACE_TOKEN: expired });
      expect(late.code).toBe(2);
      expect(late.stderr).toContain('This API token has expired');
      const elsewhere = secretOf(
        await tokenHeaders(app, world.users.adminA, { organisation: world.orgA, allowedIps: ['192.0.2.1'] }),
      );
      const refused = await pace(['sites'], { PACE_TOKEN: elsewhere });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toBe('pace: This API token cannot be used from this address\n');
    });

    it('exit 3 for a site of another organisation or a team the token does not reach', async () => {
      const other = await pace(['snapshots', `${world.teamB1.slug}/site-b1`]);
      expect(other.code).toBe(3);
      expect(other.stderr).toBe('pace: Team not found\n');
      const unknownSite = await pace(['snapshots', `${world.teamA1.slug}/no-such-site`]);
      expect(unknownSite.code).toBe(3);
      expect(unknownSite.stderr).toBe('pace: Site not found\n');
      const teamToken = secretOf(
        await tokenHeaders(app, world.users.adminA, { organisation: world.orgA, team: world.teamA2 }),
      );
      const outside = await pace(['export', 'metrics', site], { PACE_TOKEN: teamToken });
      expect(outside.code).toBe(3);
      expect(outside.stderr).toMatch(/not found/);
      // A token without the read permission is refused the site.
      const noRead = secretOf(
        await tokenHeaders(app, world.users.adminA, {
          organisation: world.orgA,
          permissions: ['updateOrganisations'],
        }),
      );
      const refused = await pace(['snapshots', site], { PACE_TOKEN: noRead });
      expect(refused.code).toBe(3);
      expect(refused.stderr).toBe('pace: Team not found\n');
    });

    it('exit 4 when the server cannot be reached', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const result = await pace(['sites'], { PACE_URL: `http://127.0.0.1:${port}` });
      expect(result.code).toBe(4);
      expect(result.stderr).toBe(`pace: Cannot reach http://127.0.0.1:${port}: connection refused\n`);
    });

    it('exit 5 when the server fails, 6 when the output cannot be written', async () => {
      const failing = createServer((_, response) => {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<h1>Bad gateway</h1>');
      });
      await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = failing.address() as AddressInfo;
        const result = await pace(['sites'], { PACE_URL: `http://127.0.0.1:${port}` });
        expect(result.code).toBe(5);
        expect(result.stderr).toBe('pace: Server error (502)\n');
      } finally {
        await new Promise((resolve) => failing.close(resolve));
      }
      const file = join(outDir, 'a-file');
      writeFileSync(file, '');
      const result = await pace(['export', 'metrics', site, '--out', join(file, 'metrics.csv')]);
      expect(result.code).toBe(6);
      expect(result.stderr).toContain(`pace: Cannot write ${join(file, 'metrics.csv')}`);
    });
  });

  describe('the built bundle', () => {
    it('runs on plain Node outside the repository', async () => {
      const build = await runNode(join(PACKAGE, 'build.mjs'), []);
      expect(build.code, build.stderr).toBe(0);
      const alone = mkdtempSync(join(tmpdir(), 'pace-cli-bundle-'));
      copyFileSync(join(PACKAGE, 'dist', 'pace.js'), join(alone, 'pace.js'));
      const result = await runNode(
        join(alone, 'pace.js'),
        ['sites', '--json'],
        {
          PACE_URL: app.url,
          PACE_TOKEN: token,
        },
        alone,
      );
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout).map((row: { site: string }) => row.site)).toContain(site);
    });
  });
});
