// Share report end to end: a member runs a real audit of a loopback fixture site, makes a share link on
// the test screen, and a visitor with no session opens it in a fresh browser context, walks every child
// of the report (each screen mounted by the remote that owns it), sees the sign-in and sign-up links
// leading back to where they are; once the member revokes the link it opens the not-found page.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type FixtureSites, startFixtureSites } from '@pace/lighthouse-runner/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { pageAndProfile, signUpOwner } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';
import { repoRoot } from '../support/platform.ts';

const SHOTS = join(repoRoot, 'tests', '.artifacts', 'share');
const stamp = Date.now().toString(36);

let owner: TestPage;
let sites: FixtureSites;
let testPath: string;
let testUuid: string;

/** Each child of the report, the remote that must render it and a text of its screen. */
const CHILDREN: { path: string; remote: string; title: RegExp }[] = [
  { path: '', remote: 'mfe-synthetic', title: /Fast page/ },
  { path: '/overview', remote: 'mfe-synthetic', title: /Fast page/ },
  { path: '/third-parties', remote: 'mfe-synthetic', title: /Third parties/ },
  { path: '/lighthouse', remote: 'mfe-synthetic', title: /Lighthouse report/ },
  { path: '/lighthouse/performance', remote: 'mfe-synthetic', title: /Performance/ },
  { path: '/monitoring', remote: 'mfe-synthetic', title: /Monitoring/ },
  { path: '/rum', remote: 'mfe-rum', title: /RUM dashboard/ },
  { path: '/rum/dashboard', remote: 'mfe-rum', title: /RUM dashboard/ },
  { path: '/crux', remote: 'mfe-crux', title: /CrUX dashboard/ },
  { path: '/crux/dashboard', remote: 'mfe-crux', title: /CrUX dashboard/ },
  { path: '/crux/pages', remote: 'mfe-crux', title: /CrUX pages|Pages/ },
  { path: '/crux/metrics/lcp', remote: 'mfe-crux', title: /Largest Contentful Paint|LCP/ },
];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  sites = await startFixtureSites();
  owner = await openPage();
  const account = await signUpOwner(owner, {
    name: 'Report Owner',
    email: `share@${stamp}.example.test`,
    organisation: `Share ${stamp}`,
    team: `Web ${stamp}`,
  });
  const { call, team } = account;
  const ref = { team, site: await account.createSite('Shared shop', `${sites.origin}/`) };
  const { page: pageUuid, profile: profileUuid } = await pageAndProfile(account, ref.site, {
    name: 'Fast page',
    url: '/fast',
  });
  const { createSnapshot } = await call<{ createSnapshot: { id: string; tests: { uuid: string }[] } }>(
    `mutation ($team: ID!, $site: ID!, $pages: [ID!], $profiles: [ID!]) {
      createSnapshot(teamId: $team, siteId: $site, input: { pageIds: $pages, profileIds: $profiles }) {
        id tests { uuid } } }`,
    { ...ref, pages: [pageUuid], profiles: [profileUuid] },
  );
  testUuid = createSnapshot.tests[0]!.uuid;
  testPath = `/teams/${team}/${ref.site}/snapshots/${createSnapshot.id}/tests/${testUuid}`;
  // The worker audits the fixture page with real Lighthouse (expect.poll works only inside a test).
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { test } = await call<{ test: { status: string } }>(
      'query ($team: ID!, $site: ID!, $uuid: ID!) { test(teamId: $team, siteId: $site, uuid: $uuid) { status } }',
      { ...ref, uuid: testUuid },
    );
    if (/completed|failed|errored/.test(test.status)) break;
    if (Date.now() > deadline) throw new Error(`The test is still ${test.status}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}, 360_000);

afterAll(async () => {
  await owner?.context.close();
  await sites?.close();
});

describe('public share report', () => {
  test('a member shares a test; a visitor without a session walks the report; a revoked link is not found', async () => {
    const { page } = owner;
    const slot = remoteSlot(page, 'mfe-synthetic');
    await page.goto(owner.url(testPath));
    await slot.getByTestId('create-share-link').click();
    const link = await slot.getByTestId('share-link').inputValue();
    const reportPath = new URL(link).pathname;
    expect(reportPath).toMatch(new RegExp(`^/tests/${testUuid}/[A-Za-z0-9_-]{43}$`));
    await slot.getByTestId('share-links').waitFor();
    await page.screenshot({ path: join(SHOTS, 'test-share.png'), fullPage: true });

    // The member, whose organisation is active, sees the report without the monitoring entry.
    await page.goto(owner.url(reportPath));
    const ownerNav = page.getByRole('navigation', { name: 'Report' });
    await ownerNav.getByRole('link', { name: 'CrUX', exact: true }).waitFor();
    expect(await ownerNav.getByRole('link', { name: 'Monitoring' }).count()).toBe(0);
    await remoteSlot(page, 'mfe-synthetic').getByTestId('filmstrip').locator('img').first().waitFor();
    await page.goto(owner.url(testPath));

    // A fresh context: no cookies, no session.
    const visitor = await openPage();
    try {
      const v = visitor.page;
      expect(await visitor.context.cookies()).toEqual([]);
      await v.goto(visitor.url(reportPath));
      await v.getByTestId('report-site').waitFor();
      const nav = v.getByRole('navigation', { name: 'Report' });
      for (const label of ['RUM', 'Synthetic', 'CrUX', 'Monitoring']) {
        await nav.getByRole('link', { name: label, exact: true }).waitFor();
      }
      for (const child of CHILDREN) {
        const path = `${reportPath}${child.path}`;
        await navigateInApp(v, path);
        const screen = remoteSlot(v, child.remote);
        await expect
          .poll(async () => (await screen.getByTestId('screen-title').first().textContent()) ?? '', {
            timeout: 30_000,
          })
          .toMatch(child.title);
        await expect.poll(() => v.getByTestId('not-found').count()).toBe(0);
        // Read-only: no control that writes.
        expect(await screen.getByTestId('create-share-link').count()).toBe(0);
        expect(await screen.getByTestId('run-snapshot').count()).toBe(0);
        const account = v.getByRole('navigation', { name: 'Account' });
        const expected = encodeURIComponent(path);
        await expect
          .poll(() => account.getByRole('link', { name: 'Sign up' }).getAttribute('href'))
          .toBe(`/sign-up?redirect_to=${expected}`);
        await expect
          .poll(() => account.getByRole('link', { name: 'Sign in' }).getAttribute('href'))
          .toBe(`/sign-in?redirect_to=${expected}`);
        await v.screenshot({
          path: join(SHOTS, `report${child.path.replace(/\//g, '-') || '-index'}.png`),
          fullPage: true,
        });
      }
      // The shared test's files load through the link (an <img> cannot send its headers).
      await navigateInApp(v, reportPath);
      const frame = remoteSlot(v, 'mfe-synthetic').getByTestId('filmstrip').locator('img').first();
      await expect
        .poll(() => frame.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(visitor.pageErrors).toEqual([]);

      // Someone signed in without an organisation: the monitoring entry, and a prompt to set one up.
      const newcomer = await openPage();
      try {
        const n = newcomer.page;
        const request = newcomer.context.request;
        const { csrf } = (await (await request.get(newcomer.url('/auth/csrf'))).json()) as { csrf: string };
        const signUp = await request.post(newcomer.url('/auth/sign-up'), {
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          data: {
            name: 'New Comer',
            email: `share-newcomer@${stamp}.example.test`,
            password: 'correct horse battery staple',
            passwordConfirmation: 'correct horse battery staple',
          },
        });
        expect(signUp.status()).toBe(201);
        await n.goto(newcomer.url(`${reportPath}/monitoring`));
        await n
          .getByRole('navigation', { name: 'Report' })
          .getByRole('link', { name: 'Monitoring' })
          .waitFor();
        await remoteSlot(n, 'mfe-synthetic').getByTestId('set-up-prompt').waitFor();
        expect(await n.getByRole('navigation', { name: 'Account' }).count()).toBe(0);
      } finally {
        await newcomer.context.close();
      }

      // The member revokes the link (and any an earlier attempt of this test made on the same test):
      // the report is gone for the visitor.
      const revoke = slot.getByTestId('revoke-share-link');
      await slot.getByTestId('share-links').waitFor();
      for (let live = await revoke.count(); live > 0; live = await revoke.count()) {
        await revoke.first().click();
        await expect.poll(() => revoke.count()).toBe(live - 1);
      }
      await expect.poll(() => slot.getByTestId('share-links').count()).toBe(0);
      await v.goto(visitor.url(reportPath));
      await v.getByTestId('not-found').waitFor();
      await v.goto(visitor.url(`${reportPath}/crux`));
      await v.getByTestId('not-found').waitFor();
      await v.screenshot({ path: join(SHOTS, 'revoked.png') });
    } finally {
      await visitor.context.close();
    }
  }, 240_000);
});
