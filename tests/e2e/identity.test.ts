// The identity journey of issue 3, in the browser against the platform as `npm start` runs it, with mail
// over SMTP to a real server on loopback: sign up, verify the address from the mail, set up an
// organisation with its first team and site, invite a member who accepts and signs in, and create an API
// token that then works as a bearer on /graphql (with exactly its permissions).
import { join } from 'node:path';
import { linkIn, waitForMailInDir } from '@pace/service-fakes/smtp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { SCREENSHOTS } from '../support/chrome-world.ts';
import { navigateInApp } from '../support/navigation.ts';
import { openPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const OWNER = { name: 'Grace Hopper', email: `grace@${stamp}.example.test` };
const MEMBER = { name: 'Alan Turing', email: `alan@${stamp}.example.test` };
const PASSWORD = 'correct horse battery staple';
const ORGANISATION = `Compilers ${stamp}`;
const TEAM = `Web ${stamp}`;
const SITE = 'Compilers home';

/** The machine is shared and slow at times: give a screen time to load before failing. */
const WAIT = { timeout: 15_000 };
const seenMails = new Set<string>();
const mailTo = (to: string, subject: RegExp) =>
  waitForMailInDir(inject('mailDir'), to, { subject, skip: seenMails, timeoutMs: 20_000 });

const signedIn = async (page: Page) =>
  (
    (await (await page.context().request.get(new URL('/auth/csrf', page.url()).href)).json()) as {
      signedIn: boolean;
    }
  ).signedIn;

const settingsSlot = (page: Page) => page.locator('[data-testid="remote-slot"][data-remote="mfe-settings"]');
const flash = (page: Page) => page.getByTestId('flash').textContent();

async function bearerGraphQL(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${inject('baseURL')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
}

describe('identity journey', () => {
  test('sign up, verify, set up, invite a member who signs in, and use an API token', async () => {
    const owner = await openPage();
    const { page, url } = owner;

    // Sign up: with no organisation yet, the new user lands on the setup screen.
    await page.goto(url('/sign-up'));
    await page.getByLabel('Name').fill(OWNER.name);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(url('/setup'));
    expect(await signedIn(page)).toBe(true);

    // The verification mail arrived over SMTP; its link verifies the address.
    const verification = await mailTo(OWNER.email, /Verify your email address/);
    await page.goto(linkIn(verification, '/verify-email/'));
    await expect.poll(() => page.getByTestId('auth-notice').textContent(), WAIT).toContain('verified');

    // Set up: organisation, first team, first site, one step after the other.
    await page.goto(url('/setup'));
    const slot = settingsSlot(page);
    await slot.getByLabel('Organisation name').fill(ORGANISATION);
    await slot.getByRole('button', { name: 'Create organisation' }).click();
    await page.waitForURL(/\/setup\/[^/]+$/);
    const orgId = new URL(page.url()).pathname.split('/')[2]!;
    await slot.getByLabel('Team name').fill(TEAM);
    await page.screenshot({ path: join(SCREENSHOTS, 'identity-setup-team.png') });
    await slot.getByRole('button', { name: 'Create team' }).click();
    await slot.getByLabel('Canonical URL').waitFor();
    await slot.getByLabel('Name', { exact: true }).fill(SITE);
    await slot.getByLabel('Canonical URL').fill('https://compilers.example.test/');
    await slot.getByRole('button', { name: 'Create site' }).click();
    await page.waitForURL(/\/teams\/[^/]+\/[^/]+\/pulse$/);
    const [, , teamId, siteId] = new URL(page.url()).pathname.split('/');
    expect(await flash(page)).toContain(`Pace is now monitoring ${SITE}`);

    // The team's sites list shows the site.
    await navigateInApp(page, `/teams/${teamId}/sites`);
    await expect
      .poll(() => slot.getByTestId('site-row').allTextContents())
      .toEqual([expect.stringContaining(SITE)]);

    // Invite a member to the team.
    await navigateInApp(page, `/organisations/${orgId}/members/new`);
    await slot.getByLabel('Email').fill(MEMBER.email);
    await slot.getByLabel('User', { exact: true }).check();
    await slot.getByLabel(TEAM).check();
    await slot.getByRole('button', { name: 'Send invitation' }).click();
    await page.waitForURL(url(`/organisations/${orgId}/members`));
    await expect.poll(() => flash(page), WAIT).toContain(`Invitation sent to ${MEMBER.email}.`);
    const pendingRow = slot.getByTestId('person-row').filter({ hasText: MEMBER.email });
    await expect.poll(() => pendingRow.textContent(), WAIT).toContain('Invited (pending)');

    // The member accepts from the mail, chooses a password, and is signed in.
    const invitation = await mailTo(MEMBER.email, /invited you to/);
    const member = await openPage();
    await member.page.goto(linkIn(invitation, '/sign-up?invitation='));
    await member.page.getByLabel('Name').fill(MEMBER.name);
    await member.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.page.getByLabel('Confirm the password').fill(PASSWORD);
    await member.page.getByRole('button', { name: 'Accept and sign in' }).click();
    await member.page.waitForURL((address) => address.pathname !== '/sign-up');
    expect(await signedIn(member.page)).toBe(true);
    // Signed in as a User of the team: the site is there, and so is creating one; the organisation's
    // settings are an administrator's.
    await member.page.goto(member.url(`/teams/${teamId}/sites`));
    const memberSlot = settingsSlot(member.page);
    await expect.poll(() => memberSlot.getByTestId('site-row').count(), WAIT).toBe(1);
    expect(await memberSlot.getByTestId('new-site').isVisible()).toBe(true);
    await navigateInApp(member.page, `/organisations/${orgId}/settings`);
    await expect.poll(() => memberSlot.getByTestId('read-only-note').isVisible(), WAIT).toBe(true);
    expect(await memberSlot.getByTestId('organisation-form').count()).toBe(0);
    expect(member.pageErrors).toEqual([]);
    await member.context.close();

    // The administrator now sees the member with a password, no longer pending.
    await page.reload();
    await expect.poll(() => pendingRow.textContent(), WAIT).toContain('Password');

    // An API token limited to reading sites, shown once.
    await navigateInApp(page, `/organisations/${orgId}/api/new`);
    await slot.getByLabel('Name', { exact: true }).fill('Deploy checks');
    await slot.getByRole('button', { name: 'Create token' }).click();
    const secret = (await slot.getByTestId('token-secret-value').textContent())?.trim() ?? '';
    expect(secret.length).toBeGreaterThan(20);
    await page.screenshot({ path: join(SCREENSHOTS, 'identity-token-secret.png') });
    await slot.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => slot.getByTestId('token-row').allTextContents())
      .toEqual([expect.stringContaining('Deploy checks')]);
    // The list shows a prefix, never the secret again.
    expect(await slot.getByTestId('tokens-table').textContent()).not.toContain(secret);

    // The token works as a bearer on /graphql, with exactly its permissions.
    const read = await bearerGraphQL(
      secret,
      'query ($teamId: ID!) { sites(teamId: $teamId) { edges { node { id } } } }',
      {
        teamId,
      },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({ sites: { edges: [{ node: { id: siteId } }] } });
    const write = await bearerGraphQL(
      secret,
      'mutation ($teamId: ID!) { createSite(teamId: $teamId, input: { name: "Intruder", canonicalUrl: "https://intruder.example.test/" }) { id } }',
      { teamId },
    );
    expect(write.errors?.[0]?.message).toBe('You are not authorised to modify this team');
    const wrong = await bearerGraphQL(`${secret}x`, '{ currentUser { uuid } }');
    expect(wrong.data?.currentUser ?? null).toBeNull();

    expect(owner.pageErrors).toEqual([]);
    await owner.context.close();
  });
});
