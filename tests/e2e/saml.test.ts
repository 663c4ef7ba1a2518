// SAML single sign-on in the browser: an administrator sets it up on the settings screen by pasting the
// metadata of an identity provider on loopback (@pace/service-fakes/saml-idp, real SAML 2.0 with a key
// pair made here), then someone of that email domain chooses "Sign in with SSO" on the sign-in page, goes
// through the IdP's auto-posting form and lands signed in, and the people list shows them as SAML.
import { join } from 'node:path';
import { TestIdentityProvider } from '@pace/service-fakes/saml-idp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { graphqlAs, markVerified, PASSWORD, SCREENSHOTS, sql } from '../support/chrome-world.ts';
import { openPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const DOMAIN = `sso-${stamp}.example.test`;
const WAIT = { timeout: 15_000 };

const signedIn = async (page: Page) =>
  (
    (await (await page.context().request.get(new URL('/auth/csrf', page.url()).href)).json()) as {
      signedIn: boolean;
    }
  ).signedIn;

describe('SAML single sign-on', () => {
  let idp: TestIdentityProvider;
  beforeAll(async () => {
    idp = await TestIdentityProvider.start();
  });
  afterAll(async () => {
    await idp?.close();
  });

  test('an administrator sets it up, and a person signs in through the identity provider', async () => {
    const admin = await openPage();
    const base = admin.url('');
    const request = admin.context.request;
    const csrf = ((await (await request.get(`${base}/auth/csrf`)).json()) as { csrf: string }).csrf;
    const signUp = await request.post(`${base}/auth/sign-up`, {
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      data: {
        name: 'Sam Admin',
        email: `sam@${stamp}.example.test`,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      },
    });
    expect(signUp.status()).toBe(201);
    await markVerified(`sam@${stamp}.example.test`);
    const { createOrganisation: organisation } = await graphqlAs<{
      createOrganisation: { slug: string };
    }>(request, base, 'mutation ($name: String!) { createOrganisation(input: { name: $name }) { slug } }', {
      name: `Single Sign-On ${stamp}`,
    });

    // From the organisation's settings to the single sign-on screen.
    const { page } = admin;
    await page.goto(admin.url(`/organisations/${organisation.slug}/settings`));
    await page.getByTestId('sso-settings-link').click(WAIT);
    await page.waitForURL(admin.url(`/organisations/${organisation.slug}/sso`), WAIT);
    await page.getByLabel('Email domain').fill(DOMAIN);
    await page.getByLabel('IdP metadata XML').fill(idp.metadata());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('flash').textContent(), WAIT).toContain('Single sign-on saved.');
    const serviceProvider = page.getByTestId('saml-service-provider');
    await serviceProvider.waitFor(WAIT);
    expect(await serviceProvider.textContent()).toContain(`/auth/saml/${organisation.slug}/acs`);
    await page.screenshot({ path: join(SCREENSHOTS, 'saml-settings.png'), fullPage: true });
    // The domain routes sign-in once proved by its DNS record (bff/test/security/domain-claims.test.ts
    // proves it through a real DNS server); here it is marked proved as the check would.
    await sql(
      `UPDATE saml_configurations SET proved_domain = email_domain, domain_proved_at = ?
       WHERE organisation_id = (SELECT id FROM organisations WHERE slug = ?)`,
      [new Date(), organisation.slug],
    );

    // Someone of the domain, never seen before, signs in through the IdP.
    const email = `lin-${stamp}@${DOMAIN}`;
    idp.next = { nameId: email, email, name: 'Lin Person' };
    const person = await openPage();
    await person.page.goto(person.url('/sign-in'));
    await person.page.getByTestId('sso-button').click(WAIT);
    await person.page.getByLabel('Work email').fill(email);
    await person.page.screenshot({ path: join(SCREENSHOTS, 'saml-sign-in.png'), fullPage: true });
    await person.page.getByRole('button', { name: 'Continue with SSO' }).click();
    await person.page.waitForURL(person.url('/'), WAIT);
    expect(await signedIn(person.page)).toBe(true);
    expect(idp.requests.at(-1)?.acsUrl).toBe(person.url(`/auth/saml/${organisation.slug}/acs`));

    // An address of no configured domain is told so beside the field.
    const stranger = await openPage();
    await stranger.page.goto(stranger.url('/sign-in'));
    // What was typed in the password form's Email comes along.
    const strangerEmail = `someone-${stamp}@elsewhere.example.test`;
    await stranger.page.getByLabel('Email', { exact: true }).fill(strangerEmail);
    await stranger.page.getByTestId('sso-button').click(WAIT);
    expect(await stranger.page.getByLabel('Work email').inputValue()).toBe(strangerEmail);
    await stranger.page.getByRole('button', { name: 'Continue with SSO' }).click();
    await expect
      .poll(() => stranger.page.getByTestId('ssoEmail-error').textContent(), WAIT)
      .toBe('Single sign-on is not set up for this email address');

    // The people list shows how the new person signs in.
    await page.goto(admin.url(`/organisations/${organisation.slug}/members`));
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain('SAML');
    expect([...admin.pageErrors, ...person.pageErrors, ...stranger.pageErrors]).toEqual([]);
    await Promise.all([admin.context.close(), person.context.close(), stranger.context.close()]);
  });
});
