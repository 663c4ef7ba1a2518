// Versions that meet in production: the shell and each remote are released apart, so a browser may run
// this shell against the previous release of a remote (not yet released again), or the previous shell
// (a tab left open) against this release. Both pairings are built here from git and must show the
// remote's screens with their data; a pairing the shell cannot speak to shows the reload message, which
// the shell's own tests cover (shell/src/remotes/runtime.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { remoteSlot, screenShown } from '../support/navigation.ts';
import { collectCrux, signUpOwner } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';
import { freePort, type RunningPlatform, repoRoot, startBff } from '../support/platform.ts';
import { buildPreviousRelease, previousRelease } from '../support/previous-release.ts';
import { remotesCli } from '../support/remotes-cli.ts';

// The smallest remote with data of its own; the release tests (releases.test.ts) keep to mfe-billing.
const REMOTE = 'mfe-crux';
const currentVersion = JSON.parse(readFileSync(join(repoRoot, REMOTE, 'package.json'), 'utf8')).version;
const stamp = Date.now().toString(36);

let tp: TestPage;
let team: string;
let site: string;

beforeAll(async () => {
  tp = await openPage();
  const owner = await signUpOwner(tp, {
    name: 'Version Skew',
    email: `versions@${stamp}.example.test`,
    organisation: `Versions ${stamp}`,
    team: `Web ${stamp}`,
  });
  team = owner.team;
  site = await owner.createSite('Shop', `https://www.versions-${stamp}.example/`);
  await collectCrux(owner, site);
}, 180_000);

afterAll(async () => {
  await tp?.context.close();
});

/** Opens the remote's three screens from `base` and checks each shows its stored field data. */
async function expectCruxScreens(base: string): Promise<string[]> {
  const { page } = tp;
  const manifests: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/remotes/${REMOTE}/`) && url.pathname.endsWith('mf-manifest.json'))
      manifests.push(url.pathname);
  };
  page.on('request', onRequest);
  try {
    await page.goto(`${base}/teams/${team}/${site}/crux/dashboard`);
    await screenShown(page);
    const slot = remoteSlot(page, REMOTE);
    await expect.poll(() => slot.getByTestId('crux-assessment').isVisible()).toBe(true);
    expect(await slot.getByTestId('crux-metric-lcp').isVisible()).toBe(true);

    await page.goto(`${base}/teams/${team}/${site}/crux/pages`);
    await expect.poll(() => slot.getByTestId('crux-page-row').count()).toBeGreaterThan(0);

    await page.goto(`${base}/teams/${team}/${site}/crux/metrics/lcp`);
    await expect.poll(() => slot.getByTestId('crux-history-chart').isVisible()).toBe(true);
    expect(await slot.getByTestId('remote-error').count()).toBe(0);
  } finally {
    page.off('request', onRequest);
  }
  return manifests;
}

describe('a shell and a remote of different releases', () => {
  test('this shell shows the screens of the previous release of the remote', async () => {
    const previous = previousRelease(REMOTE);
    expect(previous.version).not.toBe(currentVersion);
    const dist = buildPreviousRelease(previous);
    remotesCli('publish', REMOTE, '--dir', dist, '--version', previous.version, '--no-build', '--force');
    try {
      const manifests = await expectCruxScreens(inject('baseURL'));
      // The screens came from the previous release, not from this build.
      expect(new Set(manifests)).toEqual(
        new Set([`/remotes/${REMOTE}/${previous.version}/mf-manifest.json`]),
      );
    } finally {
      remotesCli('activate', REMOTE, currentVersion);
    }
  }, 180_000);

  describe('the previous shell', () => {
    let bff: RunningPlatform | undefined;
    let shellScripts: string[] = [];
    beforeAll(async () => {
      const dist = buildPreviousRelease(previousRelease('shell'));
      shellScripts = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/src="([^"]+\.js)"/g)].map(
        ([, src]) => src ?? '',
      );
      bff = await startBff({
        DATABASE_URL: inject('databaseURL'),
        REDIS_URL: inject('redisURL'),
        DATA_DIR: inject('dataDir'),
        SHELL_DIST: dist,
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
      });
    }, 180_000);
    afterAll(async () => {
      await bff?.stop();
    });

    test('shows the screens of this release of the remote', async () => {
      const loaded: string[] = [];
      const onRequest = (request: { url(): string }) => loaded.push(new URL(request.url()).pathname);
      tp.page.on('request', onRequest);
      const manifests = await expectCruxScreens(bff!.url);
      tp.page.off('request', onRequest);
      // The page ran the previous shell's scripts and this release of the remote.
      expect(shellScripts.length).toBeGreaterThan(0);
      for (const script of shellScripts) expect(loaded).toContain(new URL(script, bff!.url).pathname);
      expect(new Set(manifests)).toEqual(new Set([`/remotes/${REMOTE}/${currentVersion}/mf-manifest.json`]));
    }, 120_000);
  });
});
