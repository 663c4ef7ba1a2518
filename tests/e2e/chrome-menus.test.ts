// The top bar in a real browser (issue 4, items 1, 3, 4, 5 and 10): breadcrumb switchers with names cut
// to 30 characters, the help menu's status line, the changelog's unread dot, the user menu with its
// theme choice and sign-out, each menu used from the keyboard.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  type ChromeWorld,
  createChromeWorld,
  graphqlAs,
  menuReady,
  openAs,
  signIn,
  themeOf,
} from '../support/chrome-world.ts';
import type { TestPage } from '../support/page.ts';
import { OPERATIONAL, setStatusAnswer } from '../support/status-page.ts';

let world: ChromeWorld;
let admin: TestPage;
const sitePath = () => `/teams/${world.team.slug}/${world.sites[0]!.slug}/pulse`;

beforeAll(async () => {
  world = await createChromeWorld('menus');
  admin = await openAs(world.admin);
}, 120_000);

afterAll(async () => {
  await admin?.context.close();
});

describe('breadcrumb switchers', () => {
  test('organisation, team and site, with names over 30 characters cut and the full name kept', async () => {
    const { page, pageErrors } = admin;
    await page.goto(admin.url(sitePath()));
    const organisation = page.getByTestId('crumb-organisation');
    await organisation.waitFor();
    const name = world.organisation.name;
    expect(name.length).toBeGreaterThan(30);
    const shown = organisation.locator('[aria-hidden="true"]').first();
    expect(await shown.textContent()).toBe(`${name.slice(0, 29)}…`);
    // The full name on hover and for screen readers.
    expect(await organisation.locator(`[title="${name}"]`).count()).toBe(1);
    expect(await organisation.getByRole('link').textContent()).toContain(name);
    expect(await page.getByTestId('crumb-team').textContent()).toContain(world.team.name);
    expect(await page.getByTestId('crumb-site').textContent()).toContain(world.sites[0]!.name);

    // The organisation switcher lists memberships (cut too) and, for an administrator, its pages.
    await menuReady(page, 'switch-organisation');
    await page.getByTestId('switch-organisation').click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const current = menu.getByRole('menuitemradio', { checked: true });
    expect(await current.locator('span[aria-hidden="true"]').textContent()).toBe(`${name.slice(0, 29)}…`);
    expect(await current.getAttribute('aria-checked')).toBe('true');
    for (const entry of ['People', 'Teams', 'API tokens', 'Usage', 'Billing', 'Integrations', 'Settings']) {
      expect(await menu.getByRole('menuitem', { name: entry, exact: true }).count()).toBe(1);
    }
    await page.keyboard.press('Escape');

    // The team switcher goes to another team's sites.
    await page.getByTestId('switch-team').click();
    await page.getByRole('menuitemradio', { name: world.otherTeam.name }).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/teams/${world.otherTeam.slug}/sites$`));
    await page.getByTestId('crumb-team').getByText(world.otherTeam.name).waitFor();

    // The site switcher lists the team's sites and opens the chosen one.
    await page.goto(admin.url(sitePath()));
    await menuReady(page, 'switch-site');
    await page.getByTestId('switch-site').click();
    const sites = page.getByRole('menuitemradio');
    await expect.poll(() => sites.count()).toBe(world.sites.length);
    await page.getByRole('menuitemradio', { name: world.sites[1]!.name }).click();
    await expect
      .poll(() => page.url())
      .toMatch(new RegExp(`/teams/${world.team.slug}/${world.sites[1]!.slug}/pulse$`));
    expect(pageErrors).toEqual([]);
  });
});

describe('help menu', () => {
  const redis = () => new Redis(inject('redisURL'));
  const forgetStatus = async () => {
    const client = redis();
    await client.del('pace:status-page:current');
    client.disconnect();
  };

  test('links and the service status line from the status page', async () => {
    const { page } = admin;
    await setStatusAnswer(inject('statusPageURL'), OPERATIONAL);
    await forgetStatus();
    await page.goto(admin.url(sitePath()));
    await menuReady(page, 'help-menu');
    await page.getByTestId('help-menu').click();
    const menu = page.getByRole('menu');
    for (const [name, href] of [
      ['Getting started', '/docs#getting-started'],
      ['Docs', '/docs'],
      ['API', '/docs#api'],
      ['Contact', '/contact'],
    ]) {
      expect(await menu.getByRole('menuitem', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    const status = page.getByTestId('service-status');
    await expect.poll(() => status.textContent()).toBe('All Systems Operational');
    expect(await status.getAttribute('data-tone')).toBe('good');
    await page.keyboard.press('Escape');

    // Another indicator from the provider reads as a problem, with its own description.
    await setStatusAnswer(inject('statusPageURL'), {
      status: 200,
      body: { status: { indicator: 'major', description: 'Partial System Outage' } },
    });
    await forgetStatus();
    await page.getByTestId('help-menu').click();
    await expect.poll(() => status.textContent()).toBe('Partial System Outage');
    expect(await status.getAttribute('data-tone')).toBe('problem');
    await page.keyboard.press('Escape');
  });

  test("'Error retrieving current status' when the status page fails", async () => {
    const { page } = admin;
    await setStatusAnswer(inject('statusPageURL'), { status: 500, body: { error: 'down' } });
    await forgetStatus();
    await page.goto(admin.url(sitePath()));
    await menuReady(page, 'help-menu');
    await page.getByTestId('help-menu').click();
    const status = page.getByTestId('service-status');
    await expect.poll(() => status.textContent()).toBe('Error retrieving current status');
    await page.keyboard.press('Escape');
    await setStatusAnswer(inject('statusPageURL'), OPERATIONAL);
    await forgetStatus();
  });
});

describe('changelog menu', () => {
  const addEntry = (title: string) =>
    graphqlAs(
      admin.context.request,
      admin.url(''),
      'mutation ($input: ChangelogEntryInput!) { createChangelogEntry(input: $input) { uuid } }',
      { input: { title, url: `/changelog#${title.toLowerCase().replace(/\W+/g, '-')}` } },
    );

  test('the unread dot shows until the menu is closed, and comes back with a newer entry', async () => {
    const { page } = admin;
    await addEntry(`Search across every site ${world.stamp}`);
    await page.goto(admin.url(sitePath()));
    const dot = page.getByTestId('changelog-unread');
    await dot.waitFor();
    expect(await page.getByTestId('changelog-menu').getAttribute('aria-label')).toBe(
      'Changelog (new entries)',
    );

    await menuReady(page, 'changelog-menu');
    await page.getByTestId('changelog-menu').click();
    const menu = page.getByRole('menu');
    await menu.getByText(`Search across every site ${world.stamp}`).waitFor();
    // Open, the dot stays; closing the menu stores the view date.
    expect(await dot.count()).toBe(1);
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('markChangelogViewed'),
    );
    await page.keyboard.press('Escape');
    expect((await stored).status()).toBe(200);
    expect(await dot.count()).toBe(0);

    await page.reload();
    await page.getByTestId('changelog-menu').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await dot.count()).toBe(0);

    await addEntry(`Dark theme ${world.stamp}`);
    await page.reload();
    await dot.waitFor();
  });
});

describe('changelog page', () => {
  test("the menu's All changes opens /changelog with the entries, newest first", async () => {
    const { page } = admin;
    await page.goto(admin.url(sitePath()));
    await menuReady(page, 'changelog-menu');
    await page.getByTestId('changelog-menu').click();
    await page.getByRole('menuitem', { name: 'All changes' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/changelog');
    const items = page.getByTestId('changelog-page').getByRole('listitem');
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2);
    expect(await items.first().textContent()).toContain(`Dark theme ${world.stamp}`);
  });
});

describe('user menu', () => {
  test('profile, notifications, applications, access tokens, Admin for staff, sign out', async () => {
    const { page } = admin;
    await page.goto(admin.url(sitePath()));
    await menuReady(page, 'user-menu');
    await page.getByTestId('user-menu').click();
    const menu = page.getByRole('menu');
    for (const [name, href] of [
      ['Profile', '/you/settings/profile'],
      ['Notifications', '/you/settings/email-notifications'],
      ['Applications', '/you/settings/applications'],
      ['Access tokens', '/you/settings/tokens'],
      ['Admin', '/admin'],
    ]) {
      expect(await menu.getByRole('menuitem', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await menu.getByRole('menuitem', { name: 'Sign out' }).count()).toBe(1);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect.poll(() => page.url()).toMatch(/\/you\/settings\/profile$/);

    const viewer = await openAs(world.viewer);
    await viewer.page.goto(viewer.url(sitePath()));
    await menuReady(viewer.page, 'user-menu');
    await viewer.page.getByTestId('user-menu').click();
    await viewer.page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await viewer.page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await viewer.context.close();
  });

  test('the theme applies at once and is remembered across reloads', async () => {
    const { page } = admin;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(admin.url(sitePath()));
    await menuReady(page, 'user-menu');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    expect(await themeOf(page)).toBe('dark');
    expect(await background()).not.toBe(light);
    expect(await page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    expect(await themeOf(page)).toBe('dark');
    expect(await background()).not.toBe(light);

    await menuReady(page, 'user-menu');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect(await themeOf(page)).toBe('system');
    expect(await background()).toBe(light);
    await page.keyboard.press('Escape');
  });

  test('sign out is a full page load through /sign-out, and the session is gone', async () => {
    const tp = await openAs(null);
    await signIn(tp, world.admin);
    const { page } = tp;
    await page.goto(tp.url(sitePath()));
    await menuReady(page, 'user-menu');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/sign-in');
    expect(documents[0]).toBe('/sign-out');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    const me = await graphqlAs<{ currentUser: unknown }>(
      tp.context.request,
      tp.url(''),
      '{ currentUser { uuid } }',
    );
    expect(me.currentUser).toBeNull();
    await tp.context.close();
  });
});

describe('menus from the keyboard', () => {
  test('Enter opens, arrows move, Escape closes and gives focus back to the trigger', async () => {
    const { page } = admin;
    await page.goto(admin.url(sitePath()));
    await menuReady(page, 'user-menu');
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await expect.poll(focused).toBe('Profile');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Notifications');
    // Focus stays inside the open menu.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.closest('[role="menu"]') !== null ||
          document.activeElement?.getAttribute('data-testid') === 'user-menu',
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('user-menu');

    // The help menu the same way: ArrowDown opens it on its first entry.
    await page.getByTestId('help-menu').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Getting started');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('help-menu');
  });
});
