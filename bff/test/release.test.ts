// The release commands as a remote's maintainer runs them: `npm run release -w <remote>` runs
// scripts/release-remote.mjs in the remote's folder; scripts/remotes.ts does the rest.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@pace/platform/config';
import { openDatabase } from '@pace/platform/db';
import { RemoteReleases } from '@pace/platform/remotes';
import { createTestDatabase, type TestDatabase } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env, LOG_LEVEL: 'warn' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('releasing a remote', () => {
  let work: string;
  let remote: string;
  let testDb: TestDatabase;
  let env: Record<string, string>;

  /** A remote folder whose build writes a module federation-like dist/ saying `label`. */
  function setUpRemote(version: string, label: string) {
    writeFileSync(
      join(remote, 'package.json'),
      JSON.stringify({ name: '@pace/mfe-fake', version, scripts: { build: 'node build.mjs' } }),
    );
    writeFileSync(
      join(remote, 'build.mjs'),
      `import { mkdirSync, writeFileSync } from 'node:fs';
       mkdirSync('dist/static', { recursive: true });
       writeFileSync('dist/mf-manifest.json', JSON.stringify({ label: ${JSON.stringify(label)} }));
       writeFileSync('dist/remoteEntry.js', '/* ${label} */');
       writeFileSync('dist/static/1.0a1b2c3d.js', 'export default ${JSON.stringify(label)};');`,
    );
  }

  const release = (...args: string[]) =>
    run(process.execPath, [join(REPO_ROOT, 'scripts', 'release-remote.mjs'), ...args], remote, env);
  const remotesCli = (...args: string[]) =>
    run(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'scripts', 'remotes.ts'), ...args],
      REPO_ROOT,
      env,
    );

  async function manifest() {
    const db = await openDatabase(testDb.config);
    try {
      return await new RemoteReleases(db, { remotesDir: env.REMOTES_DIR!, remotesBaseUrl: null }).manifest();
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'pace-release-'));
    remote = join(work, 'mfe-fake');
    mkdirSync(remote);
    testDb = await createTestDatabase('sqlite');
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    await db.close();
    env = { DATABASE_URL: testDb.url, REMOTES_DIR: join(work, 'remotes') };
  });
  afterAll(async () => {
    await testDb?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  test('builds, publishes under its version and becomes the manifest entry', async () => {
    setUpRemote('1.0.0', 'first');
    const result = await release();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('mfe-fake 1.0.0 published: /remotes/mfe-fake/1.0.0/mf-manifest.json');
    expect(readFileSync(join(work, 'remotes/mfe-fake/1.0.0/static/1.0a1b2c3d.js'), 'utf8')).toContain(
      'first',
    );
    expect(await manifest()).toEqual([
      { name: 'mfe-fake', version: '1.0.0', entry: '/remotes/mfe-fake/1.0.0/mf-manifest.json' },
    ]);
  });

  test('releasing the same build again changes nothing', async () => {
    const result = await release('--no-build');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('mfe-fake 1.0.0 already published, activated');
  });

  test('a different build under the same version is refused, unless --force', async () => {
    setUpRemote('1.0.0', 'changed');
    const refused = await release();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'mfe-fake 1.0.0 is already published with different content: bump the version in mfe-fake/package.json, or pass --force to replace it',
    );
    expect(readFileSync(join(work, 'remotes/mfe-fake/1.0.0/remoteEntry.js'), 'utf8')).toContain('first');

    const forced = await release('--no-build', '--force');
    expect(forced.code).toBe(0);
    expect(readFileSync(join(work, 'remotes/mfe-fake/1.0.0/remoteEntry.js'), 'utf8')).toContain('changed');
  });

  test('a new version replaces the entry; --rollback points it back', async () => {
    setUpRemote('1.1.0', 'second');
    const released = await release();
    expect(released.code).toBe(0);
    expect(released.stdout).toContain('mfe-fake 1.1.0 published (was 1.0.0)');
    expect((await manifest())[0]?.version).toBe('1.1.0');

    const rolledBack = await release('--rollback');
    expect(rolledBack.code).toBe(0);
    expect(rolledBack.stdout).toContain('mfe-fake rolled back from 1.1.0 to 1.0.0');
    expect((await manifest())[0]?.version).toBe('1.0.0');
    // Both versions stay on disk: a rollback needs no rebuild.
    expect(existsSync(join(work, 'remotes/mfe-fake/1.1.0/mf-manifest.json'))).toBe(true);
  });

  test('remotes.ts activate and list', async () => {
    const activated = await remotesCli('activate', 'mfe-fake', '1.1.0');
    expect(activated.code).toBe(0);
    expect(activated.stdout).toContain('mfe-fake 1.1.0 is active (was 1.0.0)');

    const listed = await remotesCli('list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^mfe-fake\s+1\.1\.0\s+active\s/);
    expect(lines[1]).toMatch(/^mfe-fake\s+1\.0\.0\s{2,}\S/);

    const unknown = await remotesCli('activate', 'mfe-fake', '7.7.7');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      'Release failed: mfe-fake has no release 7.7.7 (published: 1.0.0, 1.1.0)',
    );
  });

  test('on a database that is not migrated it says what to run', async () => {
    const empty = await createTestDatabase('sqlite');
    try {
      const result = await run(
        process.execPath,
        ['--import', 'tsx', join(REPO_ROOT, 'scripts', 'remotes.ts'), 'list'],
        REPO_ROOT,
        { ...env, DATABASE_URL: empty.url },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/is not migrated: run npm run db:migrate/);
    } finally {
      await empty.drop();
    }
  });

  test('ensure publishes the build of every remote that has no release, once', async () => {
    const first = await remotesCli('ensure');
    expect(first.code).toBe(0);
    const remotes = ['mfe-rum', 'mfe-synthetic', 'mfe-crux', 'mfe-billing', 'mfe-settings'];
    const output = first.stdout + first.stderr;
    for (const name of remotes) expect(output).toMatch(new RegExp(`${name} (\\S+ published|has no build)`));
    const published = remotes.filter((name) => new RegExp(`${name} \\S+ published`).test(first.stdout));

    const second = await remotesCli('ensure');
    expect(second.code).toBe(0);
    for (const name of published) expect(second.stdout).toMatch(new RegExp(`${name} \\S+ is active`));
  }, 60_000);
});
