// Rules of the spec seen in the browser (issue 24): users and viewers neither see billing and people in
// the menus nor reach them by address (the shell's one "not authorised" page); a sole administrator is
// held back from deleting their account by an active plan and not by a free trial; the RUM dashboard's
// live figure says it counts page views.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type ChromeWorld,
  createChromeWorld,
  graphqlAs,
  menuReady,
  openAs,
  SCREENSHOTS,
  sql,
} from '../support/chrome-world.ts';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { signUpOwner } from '../support/owner.ts';
import { openPage } from '../support/page.ts';

let world: ChromeWorld;
const WAIT = { timeout: 15_000 };
const ADMIN_ONLY = ['billing', 'billing/cancel', 'usage', 'members', 'members/new'];

beforeAll(async () => {
  world = await createChromeWorld('rules');
}, 120_000);

async function organisationEntries(page: Page): Promise<string[]> {
  await menuReady(page, 'switch-organisation');
  await page.getByTestId('switch-organisation').click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const entries = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return entries;
}

async function expectNotAuthorised(page: Page, path: string) {
  await navigateInApp(page, path);
  await expect.poll(() => page.getByTestId('not-authorised').count(), WAIT).toBe(1);
  expect(await page.getByTestId('not-authorised').textContent()).toContain('Not authorised');
  // No remote screen mounted behind it, so no half-rendered frame with a refusal inside.
  expect(await page.locator('[data-testid="remote-slot"]').count()).toBe(0);
}

describe('spec section 6 in the browser', () => {
  test('viewers and users see no billing or people entries, and a direct visit is "not authorised"', async () => {
    const org = world.organisation.slug;
    const { page, url, context, pageErrors } = await openAs(world.viewer);
    await page.goto(url(`/teams/${world.team.slug}/sites`));
    await remoteSlot(page, 'mfe-settings').getByTestId('site-row').first().waitFor(WAIT);
    const entries = await organisationEntries(page);
    for (const hidden of ['People', 'Billing', 'Usage']) expect(entries).not.toContain(hidden);
    for (const path of ADMIN_ONLY) await expectNotAuthorised(page, `/organisations/${org}/${path}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'rules-not-authorised.png'), fullPage: true });
    // The bff refuses the data too: the page is the screen's 403, not a guess of the interface.
    const refused = await graphqlAs(
      context.request,
      url(''),
      'query ($org: ID!) { organisation(orgId: $org) { people { edges { node { email } } } } }',
      { org },
    ).catch((error: Error) => error.message);
    expect(refused).toBe('GraphQL: You are not authorised to modify this organisation');

    // Made a user (member): the same.
    await sql(
      'UPDATE memberships SET role = ? WHERE organisation_id = (SELECT id FROM organisations WHERE slug = ?) AND user_id = (SELECT id FROM users WHERE email = ?)',
      ['member', org, world.viewer.email],
    );
    await page.goto(url(`/organisations/${org}/billing`));
    await expect.poll(() => page.getByTestId('not-authorised').count(), WAIT).toBe(1);
    await expectNotAuthorised(page, `/organisations/${org}/members`);
    expect(pageErrors).toEqual([]);
    await context.close();

    // The administrator opens the same addresses as screens.
    const admin = await openAs(world.admin);
    await admin.page.goto(admin.url(`/organisations/${org}/members`));
    await expect
      .poll(() => remoteSlot(admin.page, 'mfe-settings').getByTestId('person-row').count(), WAIT)
      .toBe(2);
    await navigateInApp(admin.page, `/organisations/${org}/billing`);
    await remoteSlot(admin.page, 'mfe-billing').getByTestId('plan-name').waitFor(WAIT);
    expect(await admin.page.getByTestId('not-authorised').count()).toBe(0);
    await admin.context.close();
  });

  test('a sole administrator cannot delete their account while an active plan exists; a trial does not hold it', async () => {
    const org = world.organisation.slug;
    const { page, url, context, pageErrors } = await openAs(world.admin);
    // The organisation's billing starts its trial row; then it is on a paid plan.
    await graphqlAs(context.request, url(''), 'query ($org: ID!) { billing(orgId: $org) { orgId } }', {
      org,
    });
    await sql(
      "UPDATE subscriptions SET plan = 'starter', status = 'active' WHERE organisation_id = (SELECT id FROM organisations WHERE slug = ?)",
      [org],
    );
    await page.goto(url('/you/settings/profile'));
    const zone = remoteSlot(page, 'mfe-settings').getByTestId('delete-account');
    await zone.getByLabel(/to confirm/).fill('DELETE');
    await zone.getByRole('button', { name: 'Delete my account' }).click();
    await expect
      .poll(() => zone.textContent(), WAIT)
      .toContain(
        `You are the only administrator of ${world.organisation.name}: make someone else an administrator first`,
      );
    await page.screenshot({ path: join(SCREENSHOTS, 'rules-delete-account-refused.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();

    // Someone alone in an organisation on its free trial: nothing holds the account.
    const trial = await openPage();
    await signUpOwner(trial, {
      name: 'Tess Trial',
      email: `trial@trial-${world.stamp}.example.test`,
      organisation: `Trial ${world.stamp}`,
      team: `Web ${world.stamp}`,
    });
    await trial.page.goto(trial.url('/you/settings/profile'));
    const own = remoteSlot(trial.page, 'mfe-settings').getByTestId('delete-account');
    await own.getByLabel(/to confirm/).fill('DELETE');
    await own.getByRole('button', { name: 'Delete my account' }).click();
    await expect
      .poll(
        async () =>
          (await sql('SELECT id FROM users WHERE email = ?', [
            `trial@trial-${world.stamp}.example.test`,
          ])) as unknown[],
        WAIT,
      )
      .toEqual([]);
    // Signed out with the account gone: the page lands on sign-in. Closing the context while that
    // navigation was under way hung (the test's 120 s ran out at the close, after the user had gone).
    await trial.page.waitForURL((url) => url.pathname === '/sign-in', WAIT);
    await trial.page.waitForLoadState('load');
    await trial.context.close();
  }, 120_000);

  test('the RUM dashboard titles its live figure as what it counts: page views of the last 15 minutes', async () => {
    const site = world.sites[0]!;
    const { page, url, context, pageErrors } = await openAs(world.admin);
    await graphqlAs(
      context.request,
      url(''),
      'mutation ($team: ID!, $site: ID!) { updateRumSettings(teamId: $team, siteId: $site, input: { enabled: true }) { state } }',
      { team: world.team.slug, site: site.slug },
    );
    await page.goto(url(`/teams/${world.team.slug}/${site.slug}/rum/dashboard`));
    const figure = remoteSlot(page, 'mfe-rum').getByTestId('rum-live-visitors');
    await figure.waitFor(WAIT);
    const slot = remoteSlot(page, 'mfe-rum');
    expect(await slot.getByText('Live page views', { exact: true }).count()).toBe(1);
    expect(await slot.getByText('Live visitors', { exact: true }).count()).toBe(0);
    expect(await slot.getByText('Page views started in the last 15 minutes').count()).toBe(1);
    expect(await figure.textContent()).toBe('0');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
