// Prometheus for real, with what the README shows operators: its scrape config and alert rules (quoted
// from docs/prometheus/) pass promtool, its rules fire when what they watch happens (promtool's own rule
// tests), and Debian's prometheus, scraping a bff and a worker of their own (MariaDB, Redis) every second
// with that config, counts through its HTTP API exactly the beacons this test had accepted.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@pace/platform/config';
import {
  freePort,
  type PrivatePrometheus,
  promtool,
  startPrometheus,
  TEST_REDIS_URL,
} from '@pace/platform/testing';
import { beacon, createRumSite, SITE_ORIGIN } from '@pace/rum/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BffProcess, type Child, startBff, startTs } from './support.ts';

const ACCEPTED = 23;
const REFUSED = 4;
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

/** The text of `docs/prometheus/<name>` as the README quotes it (a yaml block after the file's name). */
function quoted(name: string): string {
  const block = new RegExp(
    `\`docs/prometheus/${name.replace('.', '\\.')}\`:\\n\\n\`\`\`yaml\\n([\\s\\S]*?)\`\`\`\\n`,
  );
  const match = block.exec(readme);
  if (!match) throw new Error(`the README quotes no docs/prometheus/${name}`);
  return match[1]!;
}

const shownConfig = quoted('prometheus.yml');
const shownRules = quoted('pace-rules.yml');

describe("the README's Prometheus config and alert rules", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pace-promtool-'));
    writeFileSync(join(dir, 'prometheus.yml'), shownConfig);
    writeFileSync(join(dir, 'pace-rules.yml'), shownRules);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('are the files in docs/prometheus, word for word', () => {
    const docs = join(REPO_ROOT, 'docs', 'prometheus');
    expect(shownConfig).toBe(readFileSync(join(docs, 'prometheus.yml'), 'utf8'));
    expect(shownRules).toBe(readFileSync(join(docs, 'pace-rules.yml'), 'utf8'));
  });

  test('pass promtool, and each alert fires when what it watches happens', async () => {
    expect(await promtool(dir, ['check', 'rules', 'pace-rules.yml'])).toMatch(/SUCCESS: 6 rules found/);
    expect(await promtool(dir, ['check', 'config', 'prometheus.yml'])).toMatch(/SUCCESS/);
    const tests = readFileSync(join(import.meta.dirname, 'fixtures', 'pace-rules.promtest.yml'), 'utf8');
    writeFileSync(join(dir, 'pace-rules.promtest.yml'), tests);
    expect(await promtool(dir, ['test', 'rules', 'pace-rules.promtest.yml'])).toMatch(/SUCCESS/);
  });
});

/** Prometheus' `/api/v1/rules` answer. */
interface RulesAnswer {
  groups: { rules: { name: string; health: string; lastError?: string }[] }[];
}

/** The README's config, scraping (and evaluating its rules) every second, its targets the test's processes. */
function scrapeConfig(targets: { bff: string; worker: string }): string {
  const config = shownConfig
    .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
    .replace(/evaluation_interval: \S+/, 'evaluation_interval: 1s')
    .replace(/(job_name: pace-bff\n(?:.*\n)*?\s+- targets: )\[.*\]/, `$1['${targets.bff}']`)
    .replace(/(job_name: pace-worker\n(?:.*\n)*?\s+- targets: )\[.*\]/, `$1['${targets.worker}']`);
  for (const target of Object.values(targets)) expect(config).toContain(`['${target}']`);
  return config;
}

describe('Prometheus scraping a bff and a worker (Redis mode)', () => {
  let app: BffProcess;
  let worker: Child;
  let prometheus: PrivatePrometheus;

  beforeAll(async () => {
    const [bffMetrics, workerMetrics] = [await freePort(), await freePort()];
    // A Redis database index of its own, besides its own key prefix and MariaDB database.
    const redisUrl = new URL(TEST_REDIS_URL);
    redisUrl.pathname = '/6';
    app = await startBff(
      { METRICS_PORT: String(bffMetrics), RUM_RATE_LIMIT: '0' },
      { redisUrl: redisUrl.toString() },
    );
    worker = startTs('jobs/src/main.ts', { ...app.env, METRICS_PORT: String(workerMetrics) });
    prometheus = await startPrometheus({
      'prometheus.yml': scrapeConfig({
        bff: `127.0.0.1:${bffMetrics}`,
        worker: `127.0.0.1:${workerMetrics}`,
      }),
      'pace-rules.yml': shownRules,
    });
  }, 120_000);
  afterAll(async () => {
    await prometheus?.close();
    if (worker && worker.process.exitCode === null) {
      worker.process.kill('SIGTERM');
      await worker.exited();
    }
    await app?.close();
  });

  const post = (body: unknown) =>
    fetch(`${app.url}/rum/collect`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, 'User-Agent': CHROME_UA },
      body: JSON.stringify(body),
    });

  test('counts exactly the beacons the bff accepted, and the worker has stored them', async () => {
    const poll = { timeout: 30_000, interval: 250 };
    // The worker takes a while to start (tsx compiles it): its listener opens once it has.
    const starting = { timeout: 90_000, interval: 250 };
    await expect.poll(() => prometheus.value('up{job="pace-bff"}'), starting).toBe(1);
    await expect.poll(() => prometheus.value('up{job="pace-worker"}'), starting).toBe(1);
    expect(await prometheus.value('sum(pace_rum_beacons_accepted_total)')).toBe(0);

    const { site, siteKey } = await createRumSite(app.db);
    const statuses = await Promise.all([
      ...Array.from({ length: ACCEPTED }, () => post(beacon(siteKey)).then((answer) => answer.status)),
      ...Array.from({ length: REFUSED }, () =>
        post(beacon('no-such-site-key')).then((answer) => answer.status),
      ),
    ]);
    expect(statuses.filter((status) => status === 204)).toHaveLength(ACCEPTED);
    expect(statuses.filter((status) => status === 403)).toHaveLength(REFUSED);

    await expect.poll(() => prometheus.value('sum(pace_rum_beacons_accepted_total)'), poll).toBe(ACCEPTED);
    expect(await prometheus.value('pace_rum_beacons_accepted_total{job="pace-bff"}')).toBe(ACCEPTED);
    expect(await prometheus.value('pace_rum_beacons_accepted_total{job="pace-worker"}')).toBe(0);
    await expect
      .poll(() => prometheus.value('sum(pace_rum_beacons_refused_total{reason="unknown_site"})'), poll)
      .toBe(REFUSED);
    // The worker wrote them all: its stream backlog, as scraped, is back to 0.
    await expect
      .poll(() => app.db.models.RumBeacon.count({ where: { siteId: site.id } }), poll)
      .toBe(ACCEPTED);
    await expect.poll(() => prometheus.value('max(pace_rum_beacon_backlog)'), poll).toBe(0);
    expect(await prometheus.value('sum(pace_rum_beacons_dead_lettered_total)')).toBe(0);

    // The README's rules are loaded and evaluate against the real series, and none fires.
    const rules = async () =>
      ((await prometheus.api('rules')) as RulesAnswer).groups.flatMap((group) => group.rules);
    expect((await rules()).map((rule) => rule.name)).toContain('PaceBeaconBacklog');
    await expect.poll(async () => (await rules()).filter((rule) => rule.health !== 'ok'), poll).toEqual([]);
    expect(((await prometheus.api('alerts')) as { alerts: unknown[] }).alerts).toEqual([]);
  }, 120_000);
});
