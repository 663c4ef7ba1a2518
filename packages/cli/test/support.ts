// The bff the CLI talks to, as its own process (`bff/src/main.ts`, as `npm start` runs it) on a throw-away
// MariaDB database and Redis prefix, and the few rows the tests need. The CLI is a client of the bff's
// HTTP API, so its tests meet the bff over HTTP and never import the app.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@pace/platform/config';
import { newTokenSecret } from '@pace/platform/credentials';
import {
  type ApiTokenKind,
  type Database,
  type Organisation,
  openDatabase,
  type Site,
  type Team,
  type User,
} from '@pace/platform/db';
import { createTestDatabase, deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '@pace/platform/testing';

export interface TestApp {
  url: string;
  db: Database;
  close(): Promise<void>;
}

/** Starts the bff with a migrated database of its own; `env` adds configuration (e.g. ARTIFACTS_DIR). */
export async function startBff(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'pace-cli-bff-'));
  mkdirSync(join(dir, 'shell'), { recursive: true });
  mkdirSync(join(dir, 'remotes'), { recursive: true });
  writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><title>Pace</title><div id="root"></div>');
  const prefix = testKeyPrefix();
  const testDb = await createTestDatabase('mysql');
  const db = await openDatabase(testDb.config);
  await testDb.migrate(db);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'bff/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: testDb.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        SHELL_DIST: join(dir, 'shell'),
        REMOTES_DIR: join(dir, 'remotes'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the bff did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Pace is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bff exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    url,
    db,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await db.close().catch(() => {});
      await testDb.drop();
      await deleteKeys(prefix);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface World {
  orgA: Organisation;
  orgB: Organisation;
  /** Team A1 holds siteA1, team A2 siteA2; team B1 (organisation B) siteB1. */
  teamA1: Team;
  teamA2: Team;
  teamB1: Team;
  siteA1: Site;
  siteA2: Site;
  siteB1: Site;
  users: { adminA: User; adminB: User };
}

let counter = 0;
const unique = (label: string) => `${label}-${process.pid}-${++counter}`;

/** Two organisations with their teams and sites, and an administrator each. */
export async function createWorld(app: TestApp): Promise<World> {
  const { Organisation, Team, Site, User, Membership } = app.db.models;
  const org = (label: string) => {
    const slug = unique(label);
    return Organisation.create({ name: slug, slug });
  };
  const team = (organisation: Organisation, label: string) => {
    const slug = unique(label);
    return Team.create({ organisationId: organisation.id, name: slug, slug });
  };
  const site = (owner: Team, label: string) =>
    Site.create({
      teamId: owner.id,
      name: label,
      slug: label,
      canonicalUrl: `https://${label}.example.test/`,
    });
  const admin = async (label: string, organisation: Organisation) => {
    const name = unique(label);
    const user = await User.create({ name, email: `${name}@example.test`, staff: false });
    await Membership.create({ userId: user.id, organisationId: organisation.id, role: 'admin' });
    return user;
  };
  const orgA = await org('org-a');
  const orgB = await org('org-b');
  const teamA1 = await team(orgA, 'team-a1');
  const teamA2 = await team(orgA, 'team-a2');
  const teamB1 = await team(orgB, 'team-b1');
  const siteA1 = await site(teamA1, 'site-a1');
  const siteA2 = await site(teamA2, 'site-a2');
  const siteB1 = await site(teamB1, 'site-b1');
  const users = { adminA: await admin('admin-a', orgA), adminB: await admin('admin-b', orgB) };
  return { orgA, orgB, teamA1, teamA2, teamB1, siteA1, siteA2, siteB1, users };
}

export interface TokenOptions {
  kind?: ApiTokenKind;
  organisation: Organisation;
  permissions?: string[];
  team?: Team | null;
  allowedIps?: string[] | null;
  expiresAt?: Date | null;
}

/** An API token made directly in the database, and the Authorization header that uses it. */
export async function tokenHeaders(app: TestApp, user: User, options: TokenOptions) {
  const { secret, hash, prefix } = newTokenSecret();
  await app.db.models.ApiToken.create({
    kind: options.kind ?? 'organisation',
    organisationId: options.organisation.id,
    userId: user.id,
    name: unique('token'),
    tokenHash: hash,
    tokenPrefix: prefix,
    teamId: options.team?.id ?? null,
    permissions: options.permissions ?? ['readSites', 'updateSites', 'createSites', 'updateOrganisations'],
    allowedIps: options.allowedIps ?? null,
    expiresAt: options.expiresAt ?? null,
  });
  return { authorization: `Bearer ${secret}` };
}
