// Failed routes, errors and the rest of the frame in a real browser (issue 4, items 7, 8 and 9): not-found
// places, 'Error {status}', the generic error stored by the bff, the new-version message when a chunk of
// the chrome or a remote fails, flash messages from the page's data attributes, and the service worker.
import { chromium } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { type ChromeWorld, createChromeWorld, openAs, sql } from '../support/chrome-world.ts';
import { remoteSlot } from '../support/navigation.ts';

let world: ChromeWorld;
const site = (path = 'pulse') => `/teams/${world.team.slug}/${world.sites[0]!.slug}/${path}`;
const isScopeQuery = (body: string | null) => (body ?? '').includes('ChromeSiteScope');

beforeAll(async () => {
  world = await createChromeWorld('errors');
}, 120_000);

describe('failed routes', () => {
  test("'Team not found' and 'Site not found' are not-found pages inside the chrome", async () => {
    const { page, url, context, pageErrors } = await openAs(world.admin);
    await page.goto(url('/teams/no-such-team/sites'));
    await expect.poll(() => page.getByTestId('not-found').locator('h1').textContent()).toBe('Team not found');
    await page.goto(url(`/teams/${world.team.slug}/no-such-site/pulse`));
    await expect.poll(() => page.getByTestId('not-found').locator('h1').textContent()).toBe('Site not found');
    expect(await page.getByTestId('top-bar').isVisible()).toBe(true);
    // Another organisation's team is not found either (its existence is not revealed).
    const viewer = await openAs(world.viewer);
    await viewer.page.goto(viewer.url(`/teams/${world.otherTeam.slug}/sites`));
    await expect
      .poll(() => viewer.page.getByTestId('not-found').locator('h1').textContent())
      .toBe('Team not found');
    await viewer.context.close();
    await page.goto(url('/no/such/page'));
    await expect.poll(() => page.getByTestId('not-found').locator('h1').textContent()).toBe('Page not found');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test("an HTTP error shows 'Error {status}' with its status text", async () => {
    const { page, url, context } = await openAs(world.admin);
    await page.route('**/graphql', (route) =>
      isScopeQuery(route.request().postData())
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'overloaded' })
        : route.continue(),
    );
    await page.goto(url(site()));
    const error = page.getByTestId('route-error');
    await expect.poll(() => error.locator('h1').textContent()).toBe('Error 503');
    expect(await error.textContent()).toContain('Service Unavailable');
    await context.close();
  });

  test("the generic error says 'Our team has been notified.' and the bff stores the report", async () => {
    const { page, url, context } = await openAs(world.admin);
    await page.route('**/graphql', (route) =>
      isScopeQuery(route.request().postData())
        ? route.fulfill({
            json: {
              data: null,
              errors: [
                { message: `Scope exploded ${world.stamp}`, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
              ],
            },
          })
        : route.continue(),
    );
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/error-reports'));
    await page.goto(url(site()));
    const error = page.getByTestId('route-error');
    await expect.poll(() => error.locator('h1').textContent()).toBe('There was an unexpected error');
    expect(await error.textContent()).toContain('Our team has been notified.');
    expect((await reported).status()).toBe(202);
    // Stored with who reported it and where (the page sends it with keepalive, so read it back from the database).
    const stored = () =>
      sql(
        'SELECT r.message, r.url, r.name, u.email FROM error_reports r JOIN users u ON u.id = r.user_id WHERE r.message = ?',
        [`Scope exploded ${world.stamp}`],
      ) as Promise<{ message: string; url: string; name: string; email: string }[]>;
    await expect.poll(async () => (await stored()).length).toBe(1);
    expect((await stored())[0]).toMatchObject({
      url: url(site()),
      name: 'GraphQLRequestError',
      email: world.admin.email,
    });
    await context.close();
  });

  test('a chunk of the chrome that is gone after a release asks for a reload; the chrome keeps working', async () => {
    // No service worker here: it would serve the chunk from its cache.
    const { page, url, context } = await openAs(world.admin, { serviceWorkers: 'block' });
    await page.route('**/assets/chrome-search.*.js', (route) => route.abort('failed'));
    await page.goto(url(site()));
    await page.getByTestId('open-search').waitFor();
    await page.keyboard.press('Control+p');
    const message = page.locator('main').getByTestId('remote-error');
    await message.waitFor();
    expect(await message.textContent()).toContain('A new version is available.');
    expect(await page.getByTestId('search-dialog').count()).toBe(0);
    // The rest of the chrome works.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await page.keyboard.press('Escape');
    // The button loads the page again.
    const reload = page.waitForEvent('load');
    await message.getByRole('button', { name: 'Reload the page' }).click();
    await reload;
    await context.close();
  });

  test('a remote that fails shows the reload message in its slot, with the chrome and side navigation up', async () => {
    const { page, url, context } = await openAs(world.admin);
    await page.route('**/remotes/mfe-synthetic/**', (route) => route.abort('connectionrefused'));
    await page.goto(url(site()));
    const slot = remoteSlot(page, 'mfe-synthetic');
    await expect.poll(() => slot.getByTestId('remote-error').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await slot.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
    expect(await page.getByTestId('side-nav').isVisible()).toBe(true);
    await page.getByTestId('side-nav').getByRole('link', { name: 'Dashboard' }).first().click();
    await expect
      .poll(() => remoteSlot(page, 'mfe-rum').getByTestId('screen-title').textContent(), { timeout: 20_000 })
      .toMatch(/RUM/);
    await context.close();
  });
});

describe('flash messages', () => {
  test("the page's data-alert and data-notice become dismissible messages", async () => {
    const { page, url, context } = await openAs(world.admin);
    const withAttribute = (attribute: string) => async (route: import('playwright-core').Route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<body>', `<body ${attribute}>`);
      await route.fulfill({ response, body: html });
    };
    await page.route(url(site()), withAttribute('data-alert="Your plan is paused"'));
    await page.goto(url(site()));
    const flash = page.getByTestId('flash');
    await expect.poll(() => flash.textContent()).toContain('Your plan is paused');
    expect(await flash.getAttribute('role')).toBe('alert');
    await flash.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => flash.count()).toBe(0);

    await page.unrouteAll();
    await page.route(url(site()), withAttribute('data-notice="Site created"'));
    await page.goto(url(site()));
    await expect.poll(() => flash.textContent()).toContain('Site created');
    expect(await flash.getAttribute('role')).toBe('status');
    await context.close();
  });
});

describe('service worker', () => {
  test('registered on a secure origin (loopback counts), it caches the hashed assets and serves them', async () => {
    const { page, url, context } = await openAs(world.admin);
    await page.goto(url(site()));
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptURL).toBe(url('/sw.js'));
    const main = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[src*="/assets/main."]')?.src ?? '',
    );
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('pace-shell-assets')).keys()).map((r) => r.url)),
      )
      .toContain(main);
    const fromWorker: boolean[] = [];
    page.on('response', (response) => {
      if (response.url() === main) fromWorker.push(response.fromServiceWorker());
    });
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    expect(fromWorker).toEqual([true]);
    // sw.js itself is always revalidated, so a new build's worker is found.
    const response = await context.request.get(url('/sw.js'));
    expect(response.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });

  test('not registered on an insecure origin', async () => {
    const base = new URL(inject('baseURL'));
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      // A name that is not loopback (so not a secure origin) for the same local server.
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP pace-insecure.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      const workerRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/sw.js')) workerRequests.push(request.url());
      });
      await page.goto(`http://pace-insecure.test:${base.port}/home`);
      await page.getByTestId('top-bar').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
      expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
      expect(workerRequests).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
