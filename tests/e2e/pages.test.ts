// Issue 20, "every page real": where / leads signed in and out, the sign-in round trip from a protected
// path (and the refusal of another origin as its target), /admin for staff only (in the page and in the
// bff), /docs, /home, /pricing and /contact in light and dark with no serious axe violation, and a real
// HTTP 404 for an unknown path and an unknown share link.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ChromeWorld,
  createChromeWorld,
  graphqlAs,
  openAs,
  PASSWORD,
  SCREENSHOTS,
  seriousViolations,
} from '../support/chrome-world.ts';
import type { TestPage } from '../support/page.ts';

let world: ChromeWorld;
const opened: TestPage[] = [];

async function open(person: Parameters<typeof openAs>[0]) {
  const tp = await openAs(person);
  opened.push(tp);
  return tp;
}

beforeAll(async () => {
  world = await createChromeWorld('pages');
}, 120_000);

afterAll(async () => {
  for (const tp of opened) await tp.context.close();
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function signInOnPage(tp: TestPage, email: string) {
  await tp.page.getByLabel('Email').fill(email);
  await tp.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tp.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('/', () => {
  test('signed out, it is the sign-in page', async () => {
    const tp = await open(null);
    await tp.page.goto(tp.url('/'));
    await tp.page.waitForURL((url) => url.pathname === '/sign-in');
    expect(pathOf(tp.page.url())).toBe('/sign-in');
  });

  test('signed in, the first team’s sites; after opening a site, that site', async () => {
    const tp = await open(world.viewer);
    await tp.page.goto(tp.url('/'));
    await tp.page.waitForURL((url) => url.pathname === `/teams/${world.team.slug}/sites`);

    const site = world.sites[2]!;
    await tp.page.goto(tp.url(`/teams/${world.team.slug}/${site.slug}/rum/dashboard`));
    await tp.page.getByTestId('side-nav').waitFor();
    // Remembered as the last site (the bff keeps it): a new page load of / goes there.
    const lastSite = `/teams/${world.team.slug}/${site.slug}/pulse`;
    await expect
      .poll(async () => {
        await tp.page.goto(tp.url('/'));
        await tp.page.waitForURL((url) => url.pathname !== '/' && !url.pathname.endsWith(`/${site.slug}`));
        return new URL(tp.page.url()).pathname;
      })
      .toBe(lastSite);
    expect(tp.pageErrors).toEqual([]);
  });
});

describe('signing in from a protected path', () => {
  test('goes to the sign-in page and back to the path, its query kept', async () => {
    const target = `/teams/${world.team.slug}/${world.sites[1]!.slug}/rum/dashboard?period=7d`;
    const tp = await open(null);
    await tp.page.goto(tp.url(target));
    await tp.page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(tp.page.url()).searchParams.get('redirect_to')).toBe(target);
    await signInOnPage(tp, world.viewer.email);
    await tp.page.waitForURL((url) => pathOf(url.href) === target);
    await tp.page.getByTestId('side-nav').waitFor();
  });

  test.each(['//evil.example/steal', 'https://evil.example/steal', '/\\evil.example'])(
    'refuses %s as the target: the sign-in lands on this site',
    async (target) => {
      const tp = await open(null);
      await tp.page.goto(tp.url(`/sign-in?redirect_to=${encodeURIComponent(target)}`));
      await signInOnPage(tp, world.viewer.email);
      await tp.page.waitForURL((url) => url.pathname !== '/sign-in');
      const landed = new URL(tp.page.url());
      expect(landed.origin).toBe(new URL(tp.url('/')).origin);
      expect(landed.pathname).not.toContain('evil');
    },
  );
});

describe('/admin', () => {
  test('is refused to someone who is not staff, by the page and by the bff', async () => {
    const tp = await open(world.viewer);
    await tp.page.goto(tp.url('/admin'));
    await tp.page.getByTestId('not-authorised').waitFor();
    expect(await tp.page.getByTestId('admin-organisations').count()).toBe(0);
    await expect(
      graphqlAs(tp.context.request, tp.url(''), '{ adminOrganisations { totalCount } }'),
    ).rejects.toThrow(/Only staff can do this/);
  });

  test('signed out, it asks to sign in first', async () => {
    const tp = await open(null);
    await tp.page.goto(tp.url('/admin'));
    await tp.page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(tp.page.url()).searchParams.get('redirect_to')).toBe('/admin');
  });

  test('staff find an organisation and a person, with links into them', async () => {
    const tp = await open(world.admin);
    await tp.page.goto(tp.url('/admin'));
    await tp.page.getByTestId('admin-page').waitFor();
    await tp.page.getByLabel('Search organisations by name or slug').fill(world.stamp);
    const row = tp.page
      .getByTestId('admin-organisations')
      .getByRole('row', { name: new RegExp(world.stamp) });
    await row.waitFor();
    expect(await row.getByRole('link').getAttribute('href')).toBe(
      `/organisations/${world.organisation.slug}/teams`,
    );
    await tp.page.getByRole('tab', { name: 'People' }).click();
    await tp.page.getByLabel('Search people by name or email').fill(world.viewer.email);
    await tp.page.getByTestId('admin-people').getByText(world.viewer.email).waitFor();
  });
});

describe('/docs', () => {
  test('renders the documentation, and the configuration variables', async () => {
    const tp = await open(null);
    await tp.page.goto(tp.url('/docs'));
    await tp.page.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();
    await tp.page
      .getByRole('navigation', { name: 'Documentation' })
      .getByRole('link', { name: 'Configuration' })
      .click();
    await tp.page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    for (const variable of ['DATABASE_URL', 'REDIS_URL', 'PACE_SECRETS_KEY']) {
      await tp.page.getByRole('cell', { name: variable, exact: true }).waitFor();
    }
    expect(new URL(tp.page.url()).pathname).toBe('/docs/configuration');
    expect(tp.pageErrors).toEqual([]);
  });
});

describe('the public pages and /admin, light and dark', () => {
  const PAGES = [
    ['home', '/home', 'home-page'],
    ['pricing', '/pricing', 'pricing-page'],
    ['contact', '/contact', 'contact-page'],
    ['docs', '/docs/rum', 'docs-page'],
    ['admin', '/admin', 'admin-organisations'],
  ] as const;
  test.each(['light', 'dark'] as const)(
    '%s: each looks like the product, no serious axe violation',
    async (theme) => {
      const tp = await open(world.admin);
      await tp.page.emulateMedia({ colorScheme: theme });
      for (const [name, path, testId] of PAGES) {
        await tp.page.goto(tp.url(path));
        await tp.page.getByTestId(testId).waitFor();
        await tp.page.waitForLoadState('networkidle');
        await tp.page.screenshot({ path: join(SCREENSHOTS, `pages-${name}-${theme}.png`), fullPage: true });
        expect({ name, violations: await seriousViolations(tp.page) }).toEqual({ name, violations: [] });
      }
      await tp.page.goto(tp.url('/pricing'));
      await tp.page.getByTestId('plan-starter').getByText('$29.00').waitFor();
    },
  );
});

describe('paths that are not pages', () => {
  test('an unknown path is an HTTP 404 with the not-found page', async () => {
    const tp = await open(world.viewer);
    const response = await tp.page.goto(tp.url('/no/such/page'));
    expect(response?.status()).toBe(404);
    await tp.page.getByTestId('not-found').waitFor();
  });

  test('an unknown share link is an HTTP 404 with the not-found page', async () => {
    const tp = await open(null);
    const response = await tp.page.goto(tp.url(`/tests/${crypto.randomUUID()}/${'x'.repeat(43)}`));
    expect(response?.status()).toBe(404);
    await tp.page.getByTestId('not-found').waitFor();
  });
});
