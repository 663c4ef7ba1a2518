// Integration screens in the browser: a site's integrations, a webhook made on the screens (its signing
// secret shown once made), a test event delivered by the worker to a local receiver and shown in the
// delivery log, disabling on save, the organisation's overview and its GitHub App installation.
import { join } from 'node:path';
import { type Receiver, startReceiver } from '@pace/service-fakes/receivers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ChromeWorld,
  createChromeWorld,
  openAs,
  SCREENSHOTS,
  seriousViolations,
} from '../support/chrome-world.ts';

let world: ChromeWorld;
let receiver: Receiver;
const WAIT = { timeout: 20_000 };
const slot = (page: Page) => page.locator('[data-testid="remote-slot"][data-remote="mfe-settings"]');

beforeAll(async () => {
  world = await createChromeWorld('integrations');
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => receiver?.close());

describe('integration screens', () => {
  test('a webhook made on the screens delivers a signed test event, shown in its delivery log', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    const site = world.sites[0]!;
    const base = `/teams/${world.team.slug}/${site.slug}/settings/integrations`;
    await page.goto(url(base));
    await expect
      .poll(() => slot(page).getByTestId('integrations-table').textContent(), WAIT)
      .toContain('No integrations yet');
    await page.screenshot({ path: join(SCREENSHOTS, 'integrations-site-empty.png'), fullPage: true });

    await slot(page).getByTestId('add-integration').getByRole('link', { name: 'Webhook' }).click();
    await expect.poll(() => page.url(), WAIT).toContain(`${base}/webhook/new`);
    await slot(page).getByLabel('URL').fill(`${receiver.url}/pace`);
    await slot(page).getByRole('button', { name: 'Create integration' }).click();
    await expect.poll(() => page.url(), WAIT).toMatch(/\/webhook\/[0-9a-f-]{36}\/edit$/);
    await expect
      .poll(() => slot(page).getByTestId('integration-secret').textContent(), WAIT)
      .toMatch(/^whsec_/);

    await slot(page).getByTestId('send-test-event').click();
    await receiver.waitForRequests(1, 20_000);
    expect(receiver.requests[0]!.headers['webhook-signature']).toMatch(/^v1,/);
    await expect
      .poll(async () => {
        await page.reload();
        return slot(page).getByTestId('delivery-log').textContent();
      }, WAIT)
      .toContain('Delivered');
    await page.screenshot({ path: join(SCREENSHOTS, 'integrations-webhook-edit.png'), fullPage: true });
    expect(await seriousViolations(page, ['[data-testid="top-bar"]'])).toEqual([]);

    // Disabled on save: the list says so.
    await slot(page).getByLabel('Enabled').uncheck();
    await slot(page).getByRole('button', { name: 'Save integration' }).click();
    await expect.poll(() => page.url(), WAIT).toMatch(/settings\/integrations$/);
    await expect
      .poll(() => slot(page).getByTestId('integration-row').textContent(), WAIT)
      .toContain('Disabled');
    await page.screenshot({ path: join(SCREENSHOTS, 'integrations-site-list.png'), fullPage: true });
    expect(await seriousViolations(page, ['[data-testid="top-bar"]'])).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('an integration that is not there says so, on a site that is', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    const site = world.sites[0]!;
    const gone = '00000000-0000-4000-8000-000000000000';
    await page.goto(url(`/teams/${world.team.slug}/${site.slug}/settings/integrations/webhook/${gone}/edit`));
    await expect
      .poll(() => slot(page).getByTestId('not-found-message').textContent(), WAIT)
      .toContain('Integration not found');
    expect(await slot(page).getByRole('button', { name: 'Save integration' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('the organisation sees every integration and connects its GitHub App through GitHub', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    await page.goto(url(`/organisations/${world.organisation.slug}/integrations`));
    await expect
      .poll(() => slot(page).getByTestId('organisation-integration-row').count(), WAIT)
      .toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'integrations-organisation.png'), fullPage: true });
    // No installation id to type: the installation is connected only through GitHub's own flow.
    await page.goto(url(`/organisations/${world.organisation.slug}/github`));
    await expect
      .poll(() => slot(page).getByTestId('github-installation').textContent(), WAIT)
      .toContain('Not connected yet');
    expect(await slot(page).getByLabel('Installation id').count()).toBe(0);
    expect(await slot(page).getByRole('button', { name: 'Connect on GitHub' }).count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'integrations-github.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
