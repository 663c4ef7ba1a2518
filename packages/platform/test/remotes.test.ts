import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../src/db/index.ts';
import { ReleaseError, RemoteReleases } from '../src/remotes.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../src/testing.ts';

/** A stand-in for a remote's dist/: the manifest, the entry and one hashed chunk. */
function fakeBuild(root: string, label: string): string {
  const dir = join(root, `build-${label}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: label }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(join(dir, 'static', 'js', '123.abcdef12.js'), `console.log(${JSON.stringify(label)})`);
  return dir;
}

describe.each(DIALECTS)('remote releases on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;
  let work: string;
  let releases: RemoteReleases;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    await db.models.RemoteRelease.destroy({ where: {} });
    work = mkdtempSync(join(tmpdir(), 'pace-remotes-'));
    releases = new RemoteReleases(db, { remotesDir: join(work, 'remotes'), remotesBaseUrl: null });
    return () => rmSync(work, { recursive: true, force: true });
  });

  test('publish copies the build under its version and makes it the manifest entry', async () => {
    const result = await releases.publish({
      name: 'mfe-rum',
      version: '1.0.0',
      sourceDir: fakeBuild(work, 'a'),
    });
    expect(result).toMatchObject({ copied: true, previous: null, release: { active: true } });
    expect(readFileSync(join(work, 'remotes/mfe-rum/1.0.0/static/js/123.abcdef12.js'), 'utf8')).toContain(
      '"a"',
    );
    expect(await releases.manifest()).toEqual([
      { name: 'mfe-rum', version: '1.0.0', entry: '/remotes/mfe-rum/1.0.0/mf-manifest.json' },
    ]);
  });

  test('a new version replaces the entry; the old one stays published', async () => {
    await releases.publish({ name: 'mfe-rum', version: '1.0.0', sourceDir: fakeBuild(work, 'a') });
    const second = await releases.publish({
      name: 'mfe-rum',
      version: '1.1.0',
      sourceDir: fakeBuild(work, 'b'),
    });
    expect(second.previous).toBe('1.0.0');
    expect((await releases.manifest()).map((e) => e.version)).toEqual(['1.1.0']);
    expect((await releases.list('mfe-rum')).map((r) => [r.version, r.active])).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);
  });

  test('publishing the same build again only activates it', async () => {
    const build = fakeBuild(work, 'same');
    await releases.publish({ name: 'mfe-crux', version: '2.0.0', sourceDir: build });
    const again = await releases.publish({ name: 'mfe-crux', version: '2.0.0', sourceDir: build });
    expect(again.copied).toBe(false);
    expect(await releases.list('mfe-crux')).toHaveLength(1);
  });

  test('a different build under a published version is refused unless forced', async () => {
    await releases.publish({ name: 'mfe-crux', version: '2.0.0', sourceDir: fakeBuild(work, 'one') });
    const other = fakeBuild(work, 'two');
    await expect(releases.publish({ name: 'mfe-crux', version: '2.0.0', sourceDir: other })).rejects.toThrow(
      /already published with different content/,
    );
    expect(readFileSync(join(work, 'remotes/mfe-crux/2.0.0/remoteEntry.js'), 'utf8')).toContain('one');
    const forced = await releases.publish({
      name: 'mfe-crux',
      version: '2.0.0',
      sourceDir: other,
      force: true,
    });
    expect(forced.copied).toBe(true);
    expect(readFileSync(join(work, 'remotes/mfe-crux/2.0.0/remoteEntry.js'), 'utf8')).toContain('two');
  });

  test('a folder without mf-manifest.json is not a remote build', async () => {
    const empty = join(work, 'empty');
    mkdirSync(empty);
    await expect(releases.publish({ name: 'mfe-rum', version: '1.0.0', sourceDir: empty })).rejects.toThrow(
      /has no mf-manifest\.json: build mfe-rum first/,
    );
  });

  test('names and versions that could escape REMOTES_DIR are refused', async () => {
    const build = fakeBuild(work, 'x');
    await expect(releases.publish({ name: '../etc', version: '1', sourceDir: build })).rejects.toThrow(
      ReleaseError,
    );
    await expect(releases.publish({ name: 'mfe-rum', version: '../1', sourceDir: build })).rejects.toThrow(
      ReleaseError,
    );
    await expect(releases.publish({ name: 'mfe-rum', version: '1..2', sourceDir: build })).rejects.toThrow(
      ReleaseError,
    );
  });

  test('activate points the entry at any published version', async () => {
    await releases.publish({ name: 'mfe-rum', version: '1.0.0', sourceDir: fakeBuild(work, 'a') });
    await releases.publish({ name: 'mfe-rum', version: '1.1.0', sourceDir: fakeBuild(work, 'b') });
    expect(await releases.activate('mfe-rum', '1.0.0')).toBe('1.1.0');
    expect((await releases.manifest())[0]?.version).toBe('1.0.0');
    expect(await releases.activate('mfe-rum', '1.0.0')).toBeNull();
    await expect(releases.activate('mfe-rum', '9.9.9')).rejects.toThrow(
      'mfe-rum has no release 9.9.9 (published: 1.0.0, 1.1.0)',
    );
  });

  test('rollback walks back through the versions that were active', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      await releases.publish({ name: 'mfe-rum', version, sourceDir: fakeBuild(work, version) });
    }
    expect(await releases.rollback('mfe-rum')).toEqual({ from: '1.2.0', to: '1.1.0' });
    expect((await releases.manifest())[0]?.version).toBe('1.1.0');
    expect(await releases.rollback('mfe-rum')).toEqual({ from: '1.1.0', to: '1.0.0' });
    await expect(releases.rollback('mfe-rum')).rejects.toThrow('mfe-rum has no earlier active release');
    // Releasing again after rollbacks starts a new history.
    await releases.activate('mfe-rum', '1.2.0');
    expect(await releases.rollback('mfe-rum')).toEqual({ from: '1.2.0', to: '1.0.0' });
  });

  test('rollback without an active release says so', async () => {
    await expect(releases.rollback('mfe-billing')).rejects.toThrow(
      'mfe-billing has no active release to roll back',
    );
  });

  test('entries point at the CDN when REMOTES_BASE_URL is set', async () => {
    const cdn = new RemoteReleases(db, {
      remotesDir: join(work, 'remotes'),
      remotesBaseUrl: 'https://cdn.example.com/pace',
    });
    await cdn.publish({ name: 'mfe-settings', version: '3.0.0', sourceDir: fakeBuild(work, 'c') });
    expect(await cdn.manifest()).toEqual([
      {
        name: 'mfe-settings',
        version: '3.0.0',
        entry: 'https://cdn.example.com/pace/mfe-settings/3.0.0/mf-manifest.json',
      },
    ]);
  });
});
