// What the chrome's browser tests stand on: people signed up through the real /auth routes, an
// organisation with two teams and seven sites made through GraphQL, a viewer and a staff flag set in the
// database (no screen grants them yet), and pages opened as either person.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { connectBrowser } from './browser.ts';
import { openPage, type TestPage } from './page.ts';
import { repoRoot } from './platform.ts';

export const SCREENSHOTS = join(repoRoot, 'tests', '.artifacts', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export const PASSWORD = 'correct horse battery staple';

export interface Person {
  name: string;
  email: string;
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
}

export interface ChromeWorld {
  stamp: string;
  admin: Person;
  viewer: Person;
  organisation: { slug: string; name: string };
  team: { slug: string; name: string };
  otherTeam: { slug: string; name: string };
  /** Seven sites of `team`, in creation order. */
  sites: { slug: string; name: string }[];
}

async function csrfOf(request: APIRequestContext, base: string): Promise<string> {
  return ((await (await request.get(`${base}/auth/csrf`)).json()) as { csrf: string }).csrf;
}

export async function graphqlAs<T>(
  request: APIRequestContext,
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const csrf = await csrfOf(request, base);
  const response = await request.post(`${base}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

async function signUp(page: TestPage, name: string, email: string): Promise<Person> {
  const base = page.url('');
  const request = page.context.request;
  const response = await request.post(`${base}/auth/sign-up`, {
    headers: { 'content-type': 'application/json', 'x-csrf-token': await csrfOf(request, base) },
    data: { name, email, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  if (response.status() !== 201)
    throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
  await markVerified(email);
  return { name, email, cookies: await page.context.cookies() };
}

/**
 * Marks the account of `email` verified, as its mailed link would: trials and tests wait for a verified
 * address, and the files that test verification itself do it from the mail (verified.ts).
 */
export async function markVerified(email: string): Promise<void> {
  await sql('UPDATE users SET email_verified_at = ? WHERE email = ?', [new Date(), email]);
}

export async function sql(statement: string, values: unknown[] = []): Promise<unknown> {
  const connection = await mysql.createConnection(inject('databaseURL'));
  try {
    const [rows] = await connection.query(statement, values);
    return rows;
  } finally {
    await connection.end();
  }
}

/** Makes the world once per test file: two people, an organisation with a long name, teams and sites. */
export async function createChromeWorld(label: string): Promise<ChromeWorld> {
  const stamp = `${label}-${Date.now().toString(36)}`;
  const setup = await openPage();
  const viewerPage = await openPage();
  try {
    const base = setup.url('');
    const admin = await signUp(setup, 'Ada Admin', `admin@${stamp}.example.test`);
    const viewer = await signUp(viewerPage, 'Vic Viewer', `viewer@${stamp}.example.test`);
    const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphqlAs<T>(setup.context.request, base, query, variables);

    const orgName = `Acme Performance Laboratories International ${stamp}`;
    const { createOrganisation } = await call<{ createOrganisation: { slug: string; name: string } }>(
      'mutation ($name: String!) { createOrganisation(input: { name: $name }) { slug name } }',
      { name: orgName },
    );
    const team = async (name: string) =>
      (
        await call<{ createTeam: { slug: string; name: string } }>(
          'mutation ($org: ID!, $name: String!) { createTeam(orgId: $org, input: { name: $name }) { slug name } }',
          { org: createOrganisation.slug, name },
        )
      ).createTeam;
    const web = await team(`Web ${stamp}`);
    const apps = await team(`Apps ${stamp}`);
    const sites = [];
    for (const name of ['Storefront', 'Blog', 'Docs', 'Careers', 'Status', 'Support', 'Checkout']) {
      const { createSite } = await call<{ createSite: { slug: string; name: string } }>(
        'mutation ($team: ID!, $name: String!, $url: String!) { createSite(teamId: $team, input: { name: $name, canonicalUrl: $url }) { slug name } }',
        { team: web.slug, name, url: `https://${name.toLowerCase()}-${stamp}.example/` },
      );
      sites.push(createSite);
    }

    // The viewer joins the organisation as a viewer of the web team; the admin is also staff.
    const [org] = (await sql('SELECT id FROM organisations WHERE slug = ?', [createOrganisation.slug])) as {
      id: number;
    }[];
    const [viewerRow] = (await sql('SELECT id FROM users WHERE email = ?', [viewer.email])) as {
      id: number;
    }[];
    const [webRow] = (await sql('SELECT id FROM teams WHERE slug = ?', [web.slug])) as { id: number }[];
    const now = new Date();
    await sql(
      'INSERT INTO memberships (user_id, organisation_id, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      [viewerRow!.id, org!.id, 'viewer', now, now],
    );
    await sql('INSERT INTO team_members (team_id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)', [
      webRow!.id,
      viewerRow!.id,
      now,
      now,
    ]);
    await sql('UPDATE users SET staff = 1 WHERE email = ?', [admin.email]);
    return { stamp, admin, viewer, organisation: createOrganisation, team: web, otherTeam: apps, sites };
  } finally {
    await setup.context.close();
    await viewerPage.context.close();
  }
}

let browser: Browser | undefined;

/** A fresh browser context signed in as `person`, at 1280×800 (with context options when given). */
export async function openAs(person: Person | null, options: BrowserContextOptions = {}): Promise<TestPage> {
  let tp: TestPage;
  if (Object.keys(options).length === 0) {
    tp = await openPage();
  } else {
    browser ??= await connectBrowser(inject('wsEndpoint'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const base = inject('baseURL');
    tp = { context, page, pageErrors, url: (path) => `${base}${path}` };
  }
  if (person) await tp.context.addCookies(person.cookies);
  return tp;
}

/** A new session for `person` (signing in again), for tests that end theirs. */
export async function signIn(tp: TestPage, person: Person): Promise<void> {
  const base = tp.url('');
  const request = tp.context.request;
  const response = await request.post(`${base}/auth/sign-in`, {
    headers: { 'content-type': 'application/json', 'x-csrf-token': await csrfOf(request, base) },
    data: { email: person.email, password: PASSWORD },
  });
  if (response.status() !== 200)
    throw new Error(`sign-in answered ${response.status()}: ${await response.text()}`);
}

/**
 * Points at a menu's trigger, as a person reaching for it does (the menus chunk loads on that intent, not
 * unasked), and waits until the chunk has replaced the placeholder (Radix marks its triggers).
 */
export async function menuReady(page: Page, testId: string): Promise<void> {
  const ready = page.locator(`[data-testid="${testId}"][data-state]`);
  if ((await ready.count()) === 0) await page.getByTestId(testId).hover();
  await ready.waitFor();
}

let axeSource: string | undefined;

/** Runs axe-core in the page and returns the serious and critical violations outside `exclude`. */
export async function seriousViolations(page: Page, exclude: string[] = []) {
  // Evaluated through DevTools rather than added as a <script>: the page's Content-Security-Policy
  // (rightly) refuses a script the test would inject, and DevTools evaluation is not subject to it.
  axeSource ??= readFileSync(axePath, 'utf8');
  await page.evaluate(axeSource);
  const result = (await page.evaluate(
    async (excluded) =>
      (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe.run(
        { include: [['html']], exclude: excluded.map((selector) => [selector]) },
        { resultTypes: ['violations'] },
      ),
    exclude,
  )) as { violations: AxeViolation[] };
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The page's theme, as the tokens see it. */
export function themeOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}
