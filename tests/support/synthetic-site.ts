// A new owner's site on the fixture sites (served on loopback, which the global setup opens to audits),
// and the fast page with a desktop profile added on the screens: where the synthetic browser tests start.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type FixtureSites, startFixtureSites } from '@pace/lighthouse-runner/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { navigateInApp, remoteSlot } from './navigation.ts';
import { signUpOwner } from './owner.ts';
import { openPage, type TestPage } from './page.ts';
import { repoRoot } from './platform.ts';

/** What a synthetic browser test file works with, set up before its tests. */
export interface FixtureSiteWorld {
  tp: TestPage;
  sites: FixtureSites;
  /** The site's path, `/teams/<team>/<site>`. */
  site: string;
  /** Where the file's screenshots go (tests/.artifacts/<folder>). */
  shots: string;
}

/**
 * The file's page, fixture sites and an owner's site on them (named after `who`), made before its tests
 * and closed after them; the returned object is filled in by the time a test runs.
 */
export function fixtureSiteWorld(who: string, shotsFolder: string): FixtureSiteWorld {
  const world = { shots: join(repoRoot, 'tests', '.artifacts', shotsFolder) } as FixtureSiteWorld;
  beforeAll(async () => {
    mkdirSync(world.shots, { recursive: true });
    world.sites = await startFixtureSites();
    world.tp = await openPage();
    world.site = await fixtureSiteOf(world.tp, world.sites, who);
  }, 120_000);
  afterAll(async () => {
    await world.tp?.context.close();
    await world.sites?.close();
  });
  return world;
}

/** Signs up an owner named after `who` and makes their site on the fixture sites; its path. */
export async function fixtureSiteOf(tp: TestPage, sites: FixtureSites, who: string): Promise<string> {
  const stamp = Date.now().toString(36);
  const owner = await signUpOwner(tp, {
    name: `${who} Owner`,
    email: `${who.toLowerCase()}@${stamp}.example.test`,
    organisation: `${who} ${stamp}`,
    team: `Web ${stamp}`,
  });
  const slug = await owner.createSite(`${who} shop`, `${sites.origin}/`);
  return `/teams/${owner.team}/${slug}`;
}

/** Adds the page "Fast page" (/fast) and the profile "Desktop cable" on the site's screens. */
export async function addFastPageAndDesktopProfile(page: Page, url: (path: string) => string, site: string) {
  const slot = remoteSlot(page, 'mfe-synthetic');
  await page.goto(url(`${site}/pages`));
  await slot.getByTestId('screen-title').waitFor();
  await slot.getByLabel('Name').fill('Fast page');
  await slot.getByLabel('URL or path').fill('/fast');
  await slot.getByTestId('add-page').click();
  await slot.getByTestId('pages').getByText('Fast page').waitFor();

  await navigateInApp(page, `${site}/synthetic/profiles/new`);
  await slot.getByLabel('Name').fill('Desktop cable');
  await slot.getByLabel('Device').selectOption('desktop');
  await slot.getByLabel('Connection speed').selectOption('cable');
  await slot.getByTestId('save-profile').click();
  await slot.getByTestId('profiles').getByText('Desktop cable').waitFor();
}
