// The settings screens (mfe-settings) in the browser: the team's sites list (25 a page, filters in the
// URL), a viewer who sees no write actions (and a bff that refuses them anyway), sites with every field,
// teams, people, user settings, page groupings, and an accessibility pass over the main screens.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type ChromeWorld,
  createChromeWorld,
  graphqlAs,
  openAs,
  SCREENSHOTS,
  seriousViolations,
} from '../support/chrome-world.ts';
import { navigateInApp } from '../support/navigation.ts';

let world: ChromeWorld;
/** The machine is shared and slow at times: give a screen time to load before failing. */
const WAIT = { timeout: 15_000 };
const slot = (page: Page) => page.locator('[data-testid="remote-slot"][data-remote="mfe-settings"]');
const flash = (page: Page) => page.getByTestId('flash').textContent();
const searchOf = (page: Page) => new URL(page.url()).searchParams;

beforeAll(async () => {
  world = await createChromeWorld('settings');
  // 27 sites in the web team: more than one page of 25.
  const admin = await openAs(world.admin);
  for (let index = 1; index <= 20; index += 1) {
    const name = `Landing ${String(index).padStart(2, '0')}`;
    await graphqlAs(
      admin.context.request,
      admin.url(''),
      'mutation ($team: ID!, $name: String!, $url: String!) { createSite(teamId: $team, input: { name: $name, canonicalUrl: $url }) { id } }',
      { team: world.team.slug, name, url: `https://landing-${index}-${world.stamp}.example/` },
    );
  }
  await admin.context.close();
}, 120_000);

describe('settings screens', () => {
  test('the sites list shows 25 a page, with the name filter and data source kept in the URL', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    await page.goto(url(`/teams/${world.team.slug}/sites`));
    const rows = slot(page).getByTestId('site-row');
    await expect.poll(() => rows.count(), WAIT).toBe(25);
    expect(await slot(page).getByTestId('pager').textContent()).toContain('27 sites');

    await slot(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.count(), WAIT).toBe(2);
    expect(searchOf(page).get('cursor')).toBeTruthy();
    await slot(page).getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => rows.count(), WAIT).toBe(25);
    expect(searchOf(page).has('cursor')).toBe(false);

    await slot(page).getByTestId('sites-name-filter').fill('store');
    await expect.poll(() => searchOf(page).get('name'), WAIT).toBe('store');
    await expect.poll(() => rows.allTextContents(), WAIT).toEqual([expect.stringContaining('Storefront')]);
    // A reload (or a shared link) keeps the filter.
    await page.reload();
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    expect(await slot(page).getByTestId('sites-name-filter').inputValue()).toBe('store');

    await slot(page).getByTestId('sites-source-filter').selectOption('RUM');
    await expect.poll(() => searchOf(page).get('source'), WAIT).toBe('RUM');
    await expect
      .poll(() => slot(page).getByTestId('sites-table').textContent(), WAIT)
      .toContain('No sites match');
    await slot(page).getByTestId('sites-source-filter').selectOption('SYNTHETIC');
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('a viewer sees no write actions, and the bff refuses them anyway', async () => {
    const { page, url, context, pageErrors } = await openAs(world.viewer);
    const site = world.sites[0]!;
    await page.goto(url(`/teams/${world.team.slug}/sites`));
    await expect.poll(() => slot(page).getByTestId('site-row').count(), WAIT).toBe(25);
    expect(await slot(page).getByTestId('new-site').count()).toBe(0);
    expect(
      await slot(page)
        .getByRole('link', { name: /^Settings of/ })
        .count(),
    ).toBe(0);

    await navigateInApp(page, `/teams/${world.team.slug}/${site.slug}/settings/general`);
    await expect.poll(() => slot(page).getByTestId('read-only-note').isVisible(), WAIT).toBe(true);
    expect(await slot(page).getByTestId('site-form').count()).toBe(0);
    expect(await slot(page).getByTestId('delete-site').count()).toBe(0);

    await navigateInApp(page, `/teams/${world.team.slug}/team`);
    await expect.poll(() => slot(page).getByTestId('team-member-row').count(), WAIT).toBeGreaterThan(0);
    expect(await slot(page).getByTestId('add-team-member').count()).toBe(0);
    expect(
      await slot(page)
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).toBe(0);

    const refused = await graphqlAs(
      context.request,
      url(''),
      'mutation ($team: ID!, $site: ID!) { deleteSite(teamId: $team, siteId: $site, confirmation: "x") }',
      { team: world.team.slug, site: site.slug },
    ).catch((error: Error) => error.message);
    expect(refused).toBe('GraphQL: You are not authorised to modify this site');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('a new site with every field: errors beside the field, then general settings, a move and a typed delete', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    const form = slot(page);
    await page.goto(url(`/teams/${world.team.slug}/sites/new`));
    await form.getByLabel('Name', { exact: true }).fill('Members area');
    await form.getByLabel('Canonical URL').fill('not a url');
    await form.getByLabel('Every N hours').check();
    await form.getByLabel('Hours between snapshots').fill('169');
    await form.getByTestId('site-form-auth').check();
    await form.getByRole('button', { name: 'Create site' }).click();
    await expect.poll(() => form.getByTestId('site-url-error').textContent(), WAIT).toContain('https://');
    expect(await form.getByTestId('site-interval-error').textContent()).toContain('168');
    expect(await form.getByTestId('site-auth-url-error').textContent()).toContain('URL');
    // Focus goes to the first field at fault.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-url');

    await form.getByLabel('Canonical URL').fill(`https://members-${world.stamp}.example/`);
    await form.getByLabel('Hours between snapshots').fill('168');
    // No worker runs at any named location here: the default one (empty), and IPv6 only.
    await form.getByLabel('IPv6').check();
    await form.getByLabel('Sign-in page URL').fill(`https://members-${world.stamp}.example/login`);
    await form.getByLabel('Username', { exact: true }).fill('monitor@example.test');
    await form.getByLabel('Username field selector').fill('#email');
    await form.getByLabel('Password', { exact: true }).fill('monitor-password');
    await form.getByLabel('Password field selector').fill('#password');
    await form.getByLabel('Submit button selector').fill('button[type=submit]');
    await form.getByRole('button', { name: 'Create site' }).click();
    await page.waitForURL(/\/pulse$/);
    const siteId = new URL(page.url()).pathname.split('/')[3]!;

    await navigateInApp(page, `/teams/${world.team.slug}/${siteId}/settings/general`);
    await expect.poll(() => form.getByLabel('Hours between snapshots').inputValue(), WAIT).toBe('168');
    expect(await form.getByLabel('Test location').inputValue()).toBe('');
    expect(await form.getByLabel('IPv6').isChecked()).toBe(true);
    expect(await form.getByLabel('Username field selector').inputValue()).toBe('#email');
    // The stored password is never read back: the field is empty and says one is kept.
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await form.getByText('A password is stored').isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-site-general.png'), fullPage: true });

    // Move it to the other team: its address follows.
    await form.getByLabel('Team', { exact: true }).selectOption({ label: world.otherTeam.name });
    expect(await form.getByText('Moving the site removes access').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await page.waitForURL(url(`/teams/${world.otherTeam.slug}/${siteId}/settings/general`));
    await expect.poll(() => flash(page), WAIT).toContain(`moved to ${world.otherTeam.name}`);

    // Deleting needs the site's name typed exactly.
    const zone = form.getByTestId('delete-site');
    const remove = zone.getByRole('button', { name: 'Delete site' });
    expect(await remove.isDisabled()).toBe(true);
    await zone.getByLabel(/to confirm/).fill('members area');
    expect(await remove.isDisabled()).toBe(true);
    await zone.getByLabel(/to confirm/).fill('Members area');
    await remove.click();
    await page.waitForURL(url(`/teams/${world.otherTeam.slug}/sites`));
    await expect
      .poll(() => slot(page).getByTestId('sites-table').textContent(), WAIT)
      .toContain('no sites yet');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('teams and people: duplicate names refused beside the field, roles with their badges', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    const org = world.organisation.slug;
    await page.goto(url(`/organisations/${org}/teams/new`));
    await slot(page).getByLabel('Name').fill(world.team.name);
    await slot(page).getByRole('button', { name: 'Create team' }).click();
    await expect
      .poll(() => slot(page).getByTestId('team-name-error').textContent())
      .toBe('A team with this name already exists');
    await slot(page).getByLabel('Name').fill(`Data ${world.stamp}`);
    await slot(page).getByLabel('Description').fill('Warehouse dashboards');
    await slot(page).getByRole('button', { name: 'Create team' }).click();
    await page.waitForURL(url(`/organisations/${org}/teams`));
    const teamRow = slot(page)
      .getByRole('row')
      .filter({ hasText: `Data ${world.stamp}` });
    await expect.poll(() => teamRow.textContent(), WAIT).toContain('Warehouse dashboards');

    await navigateInApp(page, `/organisations/${org}/members`);
    const people = slot(page).getByTestId('person-row');
    await expect.poll(() => people.count(), WAIT).toBe(2);
    const viewerRow = people.filter({ hasText: world.viewer.email });
    expect(await viewerRow.textContent()).toContain('Viewer');
    expect(await people.filter({ hasText: world.admin.email }).textContent()).toContain('Administrator');

    // Promote the viewer to User; the badge follows.
    await viewerRow.getByRole('link', { name: /^Edit/ }).click();
    await slot(page).getByLabel('User', { exact: true }).check();
    await slot(page).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(url(`/organisations/${org}/members`));
    await expect.poll(() => viewerRow.textContent(), WAIT).toContain('User');
    await viewerRow.getByRole('link', { name: /^Edit/ }).click();
    await slot(page).getByLabel('Viewer', { exact: true }).check();
    await slot(page).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(url(`/organisations/${org}/members`));
    await expect.poll(() => viewerRow.textContent(), WAIT).toContain('Viewer');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('user settings: notifications are kept, a personal token is shown once and can be deleted', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    await page.goto(url('/you/settings/email-notifications'));
    const weekly = slot(page).getByLabel('Weekly summary');
    await expect.poll(() => weekly.isChecked(), WAIT).toBe(true);
    await weekly.uncheck();
    await slot(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => flash(page), WAIT).toContain('Email notification settings saved.');
    await page.reload();
    await expect.poll(() => slot(page).getByLabel('Budget alerts').isChecked(), WAIT).toBe(true);
    expect(await slot(page).getByLabel('Weekly summary').isChecked()).toBe(false);

    await navigateInApp(page, '/you/settings/tokens/new');
    await slot(page).getByLabel('Name', { exact: true }).fill('Laptop export');
    await slot(page).getByRole('button', { name: 'Create token' }).click();
    const secret = (await slot(page).getByTestId('token-secret-value').textContent())?.trim() ?? '';
    expect(secret.length).toBeGreaterThan(20);
    await slot(page).getByRole('button', { name: 'Done' }).click();
    const row = slot(page).getByTestId('token-row').filter({ hasText: 'Laptop export' });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    const me = await fetch(url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ currentUser { email } }' }),
    });
    expect(((await me.json()) as { data: { currentUser: { email: string } } }).data.currentUser.email).toBe(
      world.admin.email,
    );

    await row.getByRole('link', { name: /^Edit/ }).click();
    await slot(page)
      .getByTestId('delete-token')
      .getByLabel(/to confirm/)
      .fill('Laptop export');
    await slot(page).getByRole('button', { name: 'Delete token' }).click();
    await page.waitForURL(url('/you/settings/tokens'));
    await expect.poll(() => row.count(), WAIT).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('page groupings: the pattern rules, then create, edit and delete', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    const site = world.sites[1]!;
    const base = `/teams/${world.team.slug}/${site.slug}/settings/page-groupings`;
    await page.goto(url(`${base}/new`));
    await slot(page).getByLabel('Name').fill('Articles');
    await slot(page).getByLabel('Pattern').fill('/articles');
    await slot(page).getByRole('button', { name: 'Create page grouping' }).click();
    await expect
      .poll(() => slot(page).getByTestId('grouping-pattern-error').textContent())
      .toBe('The pattern must contain at least one * wildcard');
    await slot(page).getByLabel('Pattern').fill('/articles/**');
    await slot(page).getByRole('button', { name: 'Create page grouping' }).click();
    await page.waitForURL(url(base));
    const row = slot(page).getByTestId('page-grouping-row');
    await expect.poll(() => row.allTextContents(), WAIT).toEqual([expect.stringContaining('/articles/**')]);

    await row.getByRole('link', { name: 'Edit Articles' }).click();
    await slot(page).getByLabel('Name').fill('Blog articles');
    await slot(page).getByRole('button', { name: 'Save page grouping' }).click();
    await page.waitForURL(url(base));
    await expect.poll(() => row.allTextContents(), WAIT).toEqual([expect.stringContaining('Blog articles')]);
    await row.getByRole('link', { name: 'Edit Blog articles' }).click();
    await slot(page)
      .getByTestId('delete-page-grouping')
      .getByLabel(/to confirm/)
      .fill('Blog articles');
    await slot(page).getByRole('button', { name: 'Delete page grouping' }).click();
    await page.waitForURL(url(base));
    await expect.poll(() => row.count(), WAIT).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('site pages: a path is taken from the site URL, then edit and delete', async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    const site = world.sites[2]!;
    const base = `/teams/${world.team.slug}/${site.slug}/settings/pages`;
    await page.goto(url(`${base}/new`));
    await slot(page).getByLabel('Name').fill('Pricing');
    await slot(page).getByLabel('URL').fill('/pricing');
    await slot(page).getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL(url(base));
    const row = slot(page).getByTestId('site-page-row');
    await expect.poll(() => row.allTextContents(), WAIT).toEqual([expect.stringContaining(`${site.slug}-`)]);
    expect(await row.textContent()).toContain('/pricing');

    await row.getByRole('link', { name: 'Edit Pricing' }).click();
    await slot(page).getByLabel('Name').fill('Plans');
    await slot(page).getByRole('button', { name: 'Save page' }).click();
    await page.waitForURL(url(base));
    await expect.poll(() => row.allTextContents(), WAIT).toEqual([expect.stringContaining('Plans')]);
    await row.getByRole('link', { name: 'Edit Plans' }).click();
    await slot(page)
      .getByTestId('delete-page')
      .getByLabel(/to confirm/)
      .fill('Plans');
    await slot(page).getByRole('button', { name: 'Delete page' }).click();
    await page.waitForURL(url(base));
    await expect.poll(() => row.count(), WAIT).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test.each(['light', 'dark'] as const)(
    'the main settings screens have no serious accessibility problems (%s)',
    async (theme) => {
      const { page, url, context } = await openAs(world.admin, { colorScheme: theme });
      const org = world.organisation.slug;
      const screens = [
        ['people', `/organisations/${org}/members`, 'person-row'],
        ['invite', `/organisations/${org}/members/new`, 'invite-form'],
        ['teams', `/organisations/${org}/teams`, 'teams-table'],
        ['api-new', `/organisations/${org}/api/new`, 'token-form'],
        ['sites', `/teams/${world.team.slug}/sites`, 'site-row'],
        ['new-site', `/teams/${world.team.slug}/sites/new`, 'site-form'],
        ['profile', '/you/settings/profile', 'profile-form'],
      ] as const;
      await page.goto(url(screens[0][1]));
      for (const [name, path, ready] of screens) {
        await navigateInApp(page, path);
        await slot(page).getByTestId(ready).first().waitFor();
        // The chrome's own pass is in its tests: here, what the settings remote renders.
        expect(await seriousViolations(page, ['[data-testid="top-bar"]']), `${name} (${theme})`).toEqual([]);
        await page.screenshot({ path: join(SCREENSHOTS, `settings-${name}-${theme}.png`), fullPage: true });
      }
      await context.close();
    },
  );
});
