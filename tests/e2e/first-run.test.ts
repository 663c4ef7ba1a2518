// A new organisation's first run (issue 20, item 5): sign up, set up the organisation, its first team and
// site; the site's first snapshot starts at once and the pulse shows it in progress. Then RUM: the
// embed code with "Check installation", before and after the site's first beacon reaches /rum/collect.
import { join } from 'node:path';
import { beacon } from '@pace/rum/testing';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { SCREENSHOTS } from '../support/chrome-world.ts';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { openPage, type TestPage } from '../support/page.ts';
import { verifyFromMail } from '../support/verified.ts';

const stamp = Date.now().toString(36);
const ORIGIN = `https://www.firstrun-${stamp}.example`;
const PASSWORD = 'correct horse battery staple';
const SITE = 'Shop front';
// A desktop Chrome: the bff drops headless Chromium's own user agent as a bot.
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IN_PROGRESS = ['created', 'scheduled', 'running', 'verifying', 'processing'];
const WAIT = { timeout: 15_000 };

const flash = (page: Page) => page.getByTestId('flash').textContent();
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `first-run-${name}.png`), fullPage: true });

let tp: TestPage | undefined;
afterAll(async () => {
  await tp?.context.close();
});

describe('first run of a new organisation', () => {
  test('setup starts the first snapshot, and RUM settings check the installation', async () => {
    tp = await openPage();
    const { page, url, pageErrors } = tp;

    await page.goto(url('/sign-up'));
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(`ada@${stamp}.example.test`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(url('/setup'));
    // The free trial's tests start once the address is verified.
    await verifyFromMail(page, `ada@${stamp}.example.test`);
    await page.goto(url('/setup'));

    const settings = remoteSlot(page, 'mfe-settings');
    await settings.getByLabel('Organisation name').fill(`Engines ${stamp}`);
    await settings.getByRole('button', { name: 'Create organisation' }).click();
    await settings.getByLabel('Team name').fill('Web');
    await settings.getByRole('button', { name: 'Create team' }).click();
    await settings.getByLabel('Canonical URL').waitFor(WAIT);
    await settings.getByLabel('Name', { exact: true }).fill(SITE);
    await settings.getByLabel('Canonical URL').fill(`${ORIGIN}/`);
    await settings.getByRole('button', { name: 'Create site' }).click();

    // The pulse, with the snapshot setup started (the site's home page on a desktop profile) under way.
    await page.waitForURL(/\/teams\/[^/]+\/[^/]+\/pulse$/, WAIT);
    const [, , teamId, siteId] = new URL(page.url()).pathname.split('/');
    expect(await flash(page)).toContain(`Pace is now monitoring ${SITE} and taking its first snapshot`);
    const synthetic = remoteSlot(page, 'mfe-synthetic');
    const status = synthetic.getByTestId('run-status').first();
    await status.waitFor(WAIT);
    expect(IN_PROGRESS).toContain(await status.getAttribute('data-status'));
    expect(await synthetic.getByText(/Latest snapshot #\d+/).count()).toBe(1);
    await shot(page, 'pulse');

    // RUM settings: enable, then the embed code and "Check installation" before any beacon.
    await navigateInApp(page, `/teams/${teamId}/${siteId}/rum/settings`);
    const rum = remoteSlot(page, 'mfe-rum');
    await rum.getByTestId('rum-enable').click();
    const embed = rum.getByTestId('rum-embed-code');
    await embed.waitFor(WAIT);
    const siteKey = /data-site-key="([^"]+)"/.exec((await embed.textContent()) ?? '')?.[1];
    expect(siteKey).toBeTruthy();
    const check = rum.getByTestId('rum-check-installation');
    const result = rum.getByTestId('rum-installation');
    await check.click();
    await expect.poll(() => result.textContent(), WAIT).toMatch(/^No beacon received yet/);
    await shot(page, 'rum-waiting');

    // A visit from the site's own origin by a desktop Chrome; the worker notes the first beacon.
    const response = await fetch(`${inject('baseURL')}/rum/collect`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: ORIGIN, 'User-Agent': CHROME_UA },
      body: JSON.stringify(beacon(siteKey!, { path: '/' })),
    });
    expect(response.status).toBe(204);
    await expect
      .poll(
        async () => {
          await check.click();
          await expect.poll(() => check.isEnabled()).toBe(true);
          return result.textContent();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/^First beacon received at .+\d/);
    await shot(page, 'rum-installed');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
