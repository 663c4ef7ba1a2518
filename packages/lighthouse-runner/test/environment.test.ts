// The audit process and Chromium, which renders any page a customer names, hold none of the worker's
// secrets: a canary set in the worker's environment before the audit must not appear in the environment
// of any process on the machine while the audit runs (read from /proc/<pid>/environ, which is what a page
// that broke out of the renderer could read), and the audit still succeeds.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEnvironment, runAudit } from '../src/index.ts';
import {
  FIXTURE_HOST_RULES,
  type FixtureSites,
  PLAIN_PROFILE,
  startFixtureSites,
} from '../src/testing/fixture-sites.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SECRETS = [
  'DATABASE_URL',
  'REDIS_URL',
  'STRIPE_SECRET_KEY',
  'GITHUB_APP_PRIVATE_KEY',
  'SESSION_SECRET',
];

let sites: FixtureSites;
const saved = new Map<string, string | undefined>();
const canary = `canary-${randomBytes(12).toString('hex')}`;

beforeAll(async () => {
  sites = await startFixtureSites();
  for (const name of SECRETS) {
    saved.set(name, process.env[name]);
    process.env[name] = `${name}-${canary}`;
  }
});
afterAll(() => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return sites.close();
});

/** Every process whose environment holds the canary (this process's own list predates the canary). */
function processesHolding(secret: string): number[] {
  const holders: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`).includes(secret)) holders.push(Number(entry));
    } catch {
      // a process that ended meanwhile, or one we may not read
    }
  }
  return holders;
}

it('keeps only what the audit needs: no database, Redis, payment, code-host or session secret', () => {
  const env = auditEnvironment({
    PATH: '/usr/bin',
    HOME: '/home/pace',
    TZ: 'UTC',
    LANG: 'C.UTF-8',
    DATABASE_URL: 'mysql://root:pw@db/pace',
    STRIPE_SECRET_KEY: 'sk_live_x',
    AWS_SECRET_ACCESS_KEY: 'x',
  });
  expect(env).toEqual({ PATH: '/usr/bin', TZ: 'UTC', LANG: 'C.UTF-8' });
});

it('a real audit: neither the audit process nor Chromium holds the worker secrets', async () => {
  const seen = new Set<number>();
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      for (const pid of processesHolding(canary)) seen.add(pid);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const outcome = await runAudit({
    url: `${sites.origin}/shop`,
    profile: PLAIN_PROFILE,
    formAuth: null,
    chromePath: CHROME_PATH,
    allowedNetworks: ['127.0.0.0/8'],
    hostRules: FIXTURE_HOST_RULES,
  });
  watching = false;
  await watcher;
  expect(outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`).toBe('ok');
  expect([...seen]).toEqual([]);
  expect(JSON.stringify(outcome)).not.toContain(canary);
}, 180_000);
