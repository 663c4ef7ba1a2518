import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChromeWorld, createChromeWorld, openAs } from '../support/chrome-world.ts';
import { remoteSlot } from '../support/navigation.ts';
import { repoRoot } from '../support/platform.ts';
import { remotesCli } from '../support/remotes-cli.ts';

// Releases change what every browser loads, so this file keeps to one remote no other test needs
// released differently, and puts its manifest entry back afterwards.
const REMOTE = 'mfe-billing';
const VERSION = JSON.parse(readFileSync(join(repoRoot, REMOTE, 'package.json'), 'utf8')).version;
// Screens are for people signed in (issue 20): an administrator of a real organisation opens it.
let world: ChromeWorld;
beforeAll(async () => {
  world = await createChromeWorld('releases');
}, 120_000);
const openPage = () => openAs(world.admin);
const screen = () => `/organisations/${world.organisation.slug}/billing/invoices`;

async function loadedEntry(path: string) {
  const { page, url, context } = await openPage();
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/remotes/${REMOTE}/`) && request.url().endsWith('mf-manifest.json')) {
      manifests.push(new URL(request.url()).pathname);
    }
  });
  await page.goto(url(path));
  const slot = remoteSlot(page, REMOTE);
  await expect
    .poll(
      async () =>
        (await slot.getByTestId('screen-title').count()) + (await slot.getByTestId('remote-error').count()),
    )
    .toBe(1);
  return { page, context, slot, manifests };
}

describe('releasing one remote without rebuilding the shell', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'pace-release-'));
  afterAll(() => {
    remotesCli('activate', REMOTE, VERSION);
    rmSync(scratch, { recursive: true, force: true });
  });

  test('publishing a new version switches browsers to it, and rollback switches them back', async () => {
    remotesCli(
      'publish',
      REMOTE,
      '--dir',
      join(repoRoot, REMOTE, 'dist'),
      '--version',
      '0.9.0-e2e',
      '--no-build',
    );
    const released = await loadedEntry(screen());
    expect(released.manifests).toEqual([`/remotes/${REMOTE}/0.9.0-e2e/mf-manifest.json`]);
    expect(await released.slot.getByTestId('screen-title').textContent()).toMatch(/Invoices/i);
    await released.context.close();

    expect(remotesCli('rollback', REMOTE)).toContain(`rolled back from 0.9.0-e2e to ${VERSION}`);
    const rolledBack = await loadedEntry(screen());
    expect(rolledBack.manifests).toEqual([`/remotes/${REMOTE}/${VERSION}/mf-manifest.json`]);
    await rolledBack.context.close();
  });

  test('a broken release shows the reload message in its slot until it is rolled back', async () => {
    // A build whose remote entry is missing: the manifest loads, the entry script 404s.
    const broken = join(scratch, 'broken');
    cpSync(join(repoRoot, REMOTE, 'dist'), broken, { recursive: true });
    rmSync(join(broken, 'remoteEntry.js'));
    remotesCli('publish', REMOTE, '--dir', broken, '--version', '0.9.1-broken', '--no-build');

    const failing = await loadedEntry(screen());
    await expect.poll(() => failing.slot.getByTestId('remote-error').isVisible()).toBe(true);
    expect(await failing.page.getByTestId('top-bar').isVisible()).toBe(true);
    await failing.context.close();

    remotesCli('rollback', REMOTE);
    const fixed = await loadedEntry(screen());
    expect(await fixed.slot.getByTestId('screen-title').textContent()).toMatch(/Invoices/i);
    await fixed.context.close();
  });
});
