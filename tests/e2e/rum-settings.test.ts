// The RUM settings screen in the browser (spec sections 4 and 8): its three states (not configured,
// enabled and waiting for data, disabled), the spec's four messages, and disabling behind a confirmation
// that can be backed out of.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type ChromeWorld,
  createChromeWorld,
  graphqlAs,
  openAs,
  SCREENSHOTS,
} from '../support/chrome-world.ts';
import { remoteSlot } from '../support/navigation.ts';

const NOT_CONFIGURED = 'RUM is not yet configured for this Site.';
const DISABLED = 'RUM is currently disabled for this Site. Enable to configure settings.';
const UPDATED = 'RUM settings updated successfully.';
const UPDATE_FAILED = 'There was an error updating RUM settings.';
const WAIT = { timeout: 15_000 };

let world: ChromeWorld;
beforeAll(async () => {
  world = await createChromeWorld('rum-settings');
}, 120_000);

const flash = (page: Page) => page.getByTestId('flash').textContent();

describe('RUM settings', () => {
  test('not configured, enabled and waiting for data, a refused save, disabled after confirming', async () => {
    const site = world.sites[2]!;
    const { page, url, context, pageErrors } = await openAs(world.admin);
    const slot = remoteSlot(page, 'mfe-rum');
    const state = slot.getByTestId('rum-state');
    const shot = (name: string) =>
      page.screenshot({ path: join(SCREENSHOTS, `rum-settings-${name}.png`), fullPage: true });
    const stored = async () =>
      (
        await graphqlAs<{ rumSettings: { state: string; samplingRate: number; allowedOrigins: string[] } }>(
          context.request,
          url(''),
          'query ($team: ID!, $site: ID!) { rumSettings(teamId: $team, siteId: $site) { state samplingRate allowedOrigins } }',
          { team: world.team.slug, site: site.slug },
        )
      ).rumSettings;

    // Not configured: the message, and the way to enable it.
    await page.goto(url(`/teams/${world.team.slug}/${site.slug}/rum/settings`));
    await expect.poll(() => state.textContent(), WAIT).toBe(NOT_CONFIGURED);
    expect(await slot.getByTestId('rum-embed-code').count()).toBe(0);
    await shot('not-configured');

    // Enabled: the success message, the embed code, and "Waiting for data" until the first beacon.
    await slot.getByTestId('rum-enable').click();
    await expect.poll(() => flash(page), WAIT).toContain(UPDATED);
    await expect.poll(() => state.textContent(), WAIT).toContain('Waiting for data');
    expect(await slot.getByTestId('rum-embed-code').textContent()).toContain('pace-rum.js');
    expect((await stored()).state).toBe('enabled');
    await shot('waiting');

    // An allowed origin without its scheme is refused by the bff: the failure message, the reason beside
    // the field, nothing saved (not even the valid sampling rate sent with it). Then a valid save.
    await slot.getByLabel(/Sampling rate/).fill('50');
    await slot.getByLabel(/Allowed origins/).fill('www.example.com');
    await slot.getByTestId('rum-save').click();
    await expect.poll(() => flash(page), WAIT).toContain(UPDATE_FAILED);
    await expect
      .poll(() => slot.getByRole('alert').first().textContent(), WAIT)
      .toContain('Allowed origins must be full URLs including the scheme');
    expect(await stored()).toMatchObject({ samplingRate: 100, allowedOrigins: [] });
    await shot('refused');
    await slot.getByLabel(/Allowed origins/).fill('https://www.example.com');
    await slot.getByTestId('rum-save').click();
    await expect.poll(() => flash(page), WAIT).toContain(UPDATED);
    expect(await stored()).toMatchObject({ samplingRate: 50, allowedOrigins: ['https://www.example.com'] });

    // Disabling asks first; backing out keeps it enabled.
    await slot.getByTestId('rum-disable').click();
    const dialog = slot.getByRole('alertdialog', { name: 'Disable RUM' });
    expect(await dialog.textContent()).toContain('Disabling stops all data collection for this site.');
    await shot('disable-confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
    expect((await stored()).state).toBe('enabled');
    await slot.getByTestId('rum-disable').click();
    await slot.getByTestId('rum-disable-confirm').click();
    await expect.poll(() => state.textContent(), WAIT).toBe(DISABLED);
    expect(await slot.getByTestId('rum-embed-code').count()).toBe(0);
    expect(await slot.getByTestId('rum-enable').isVisible()).toBe(true);
    expect((await stored()).state).toBe('disabled');
    await shot('disabled');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
