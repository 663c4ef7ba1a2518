// The billing journey in the browser, against the platform as `npm start` runs it (no Stripe keys: the
// bff's local Stripe-format server, whose signed webhooks come back to the platform, and its stand-in for
// Stripe.js): an administrator types a card into Stripe's card field (an iframe on the server's origin)
// and passes the bank's 3-D Secure step, chooses a plan in the cart and checks out, pauses with PAUSE,
// meets the paused gate when adding a site, reactivates with REACTIVATE, and then adds the site. The
// dashboard's own JavaScript never sends the card number anywhere.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { graphqlAs, markVerified, SCREENSHOTS } from '../support/chrome-world.ts';
import { navigateInApp } from '../support/navigation.ts';
import { openPage, type TestPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const PASSWORD = 'correct horse battery staple';
// Stripe's test card that asks for 3-D Secure when it is set up, then pays off session.
const CARD = '4000002500003155';
const PAUSED = 'Your subscription is currently paused. Reactivate your plan to add new Sites or run tests';

const billingSlot = (page: Page) => page.locator('[data-testid="remote-slot"][data-remote="mfe-billing"]');
const settingsSlot = (page: Page) => page.locator('[data-testid="remote-slot"][data-remote="mfe-settings"]');

async function signUpWithOrganisation(tp: TestPage) {
  const base = tp.url('');
  const request = tp.context.request;
  const csrf = ((await (await request.get(`${base}/auth/csrf`)).json()) as { csrf: string }).csrf;
  const response = await request.post(`${base}/auth/sign-up`, {
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
    data: {
      name: 'Bea Billing',
      email: `billing@${stamp}.example.test`,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  await markVerified(`billing@${stamp}.example.test`);
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlAs<T>(request, base, query, variables);
  const { createOrganisation } = await call<{ createOrganisation: { slug: string } }>(
    'mutation ($name: String!) { createOrganisation(input: { name: $name }) { slug } }',
    { name: `Billing ${stamp}` },
  );
  const { createTeam } = await call<{ createTeam: { slug: string } }>(
    'mutation ($org: ID!) { createTeam(orgId: $org, input: { name: "Web" }) { slug } }',
    { org: createOrganisation.slug },
  );
  return { orgId: createOrganisation.slug, teamId: createTeam.slug };
}

describe('billing journey', () => {
  test('choose a plan, enter a payment method, pause (the paused gate blocks a new site), reactivate', async () => {
    const tp = await openPage();
    const { page, url } = tp;
    const { orgId, teamId } = await signUpWithOrganisation(tp);
    const slot = billingSlot(page);
    // Every request the dashboard's own page makes, with its body: none may carry the card number.
    // Requests made by Stripe's card frame are counted apart (that is where the number must go).
    const fromPage: string[] = [];
    let fromCardFrame = 0;
    page.on('request', (request) => {
      const text = `${request.url()} ${request.postData() ?? ''}`.replace(/\D/g, '');
      // A service worker's requests have no frame (the library throws): they are not the card frame's.
      const frame = request.serviceWorker() ? null : request.frame();
      if (frame === page.mainFrame() || !frame) fromPage.push(text);
      else if (text.includes(CARD)) fromCardFrame += 1;
    });
    const shot = (name: string) =>
      page.screenshot({ path: join(SCREENSHOTS, `billing-${name}.png`), fullPage: true });

    // A new organisation is on its free trial.
    await page.goto(url(`/organisations/${orgId}/billing`));
    await expect.poll(() => slot.getByTestId('plan-name').textContent()).toBe('Free trial');
    await shot('overview-trial');

    // The plan screen asks for a payment method first, and comes back after it.
    await navigateInApp(page, `/organisations/${orgId}/billing/plan`);
    await slot.getByTestId('add-card-first').click();
    await page.waitForURL(/\/billing\/payment/);
    // The card goes into Stripe's field, an iframe on another origin than the dashboard's.
    const cardFrame = slot.getByTestId('card-field').frameLocator('iframe');
    await cardFrame.getByLabel('Credit or debit card number').fill('4000 0025 0000 3155');
    // Two years ahead of the machine's clock, which the Stripe-format server checks it against.
    await cardFrame
      .getByLabel('Credit or debit card expiration date')
      .fill(`12${String(new Date().getUTCFullYear() + 2).slice(-2)}`);
    await cardFrame.getByLabel('Credit or debit card CVC/CVV').fill('123');
    const frameOrigin = await slot
      .getByTestId('card-field')
      .locator('iframe')
      .evaluate((frame: HTMLIFrameElement) => new URL(frame.src).origin);
    expect(frameOrigin).not.toBe(new URL(url('')).origin);
    // The page's script cannot read into it.
    expect(
      await slot
        .getByTestId('card-field')
        .locator('iframe')
        .evaluate((frame: HTMLIFrameElement) => frame.contentDocument),
    ).toBeNull();
    await slot.getByLabel('Cardholder name').fill('Bea Billing');
    await slot.getByLabel('Company').fill('Billing Pty Ltd');
    await slot.getByLabel('Billing email').fill(`accounts@${stamp}.example.test`);
    await slot.getByLabel('Address').fill('1 Market Street');
    await slot.getByLabel('City').fill('Sydney');
    await slot.getByLabel('State').fill('NSW');
    await slot.getByLabel('Postcode').fill('2000');
    await slot.getByLabel('Country').selectOption('AU');
    await slot.getByLabel('Tax region').selectOption('au_abn');
    // An invalid tax ID is refused with the spec's message, beside the field.
    await slot.getByLabel('Tax ID').fill('12 345');
    await shot('payment');
    await slot.getByTestId('save-payment').click();
    // The bank's 3-D Secure step, in Stripe's modal over the page.
    await expect.poll(() => slot.getByTestId('card-status').textContent()).toBe('Verifying with your bank…');
    const challenge = page.frameLocator('iframe[name="__stripeJSChallengeFrame"]');
    await challenge.getByRole('button', { name: 'Complete authentication' }).waitFor();
    // The modal is fixed to the viewport: a full-page shot would tear it.
    await page.screenshot({ path: join(SCREENSHOTS, 'billing-payment-3d-secure.png') });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect
      .poll(() => slot.getByTestId('payment-taxId-error').textContent())
      .toBe('Invalid Tax ID value');
    // The card stays typed and verified: fixing the tax ID does not ask the bank again.
    expect(await cardFrame.getByLabel('Credit or debit card number').inputValue()).toBe(
      '4000 0025 0000 3155',
    );
    await expect
      .poll(() => slot.getByTestId('card-status').textContent())
      .toBe('Card verified with your bank.');
    // Passing through the card field without editing it keeps the verification.
    await cardFrame.getByLabel('Credit or debit card CVC/CVV').focus();
    await slot.getByLabel('Tax ID').fill('51 824 753 556');
    expect(await slot.getByTestId('card-status').textContent()).toBe('Card verified with your bank.');
    await slot.getByLabel('Bank codes').fill('BSB 062-000');
    await slot.getByTestId('save-payment').click();
    await page.waitForURL(url(`/organisations/${orgId}/billing/plan`));
    await expect.poll(() => page.getByTestId('flash').textContent()).toContain('Card saved');
    expect(await page.locator('iframe[name="__stripeJSChallengeFrame"]').count()).toBe(0);
    expect(fromCardFrame).toBeGreaterThan(0);
    expect(fromPage.length).toBeGreaterThan(0);
    expect(fromPage.filter((text) => text.includes(CARD))).toEqual([]);

    // The cart: Starter, 3 seats, 2 test packs, priced by the bff; then check out.
    await slot.getByTestId('plan-starter').click();
    await slot.getByLabel('Test packs').fill('2');
    await expect.poll(() => slot.getByTestId('cart-total').textContent()).toContain('129.00');
    await shot('plan-cart');
    await slot.getByTestId('checkout').click();
    await page.waitForURL(url(`/organisations/${orgId}/billing`));
    await expect.poll(() => slot.getByTestId('plan-name').textContent()).toBe('Starter');
    await expect
      .poll(() => slot.getByTestId('status-badge').first().getAttribute('data-status'))
      .toBe('active');
    await expect.poll(() => slot.getByTestId('invoice-row').count()).toBe(1);
    await expect.poll(() => slot.getByTestId('payment-summary').textContent()).toContain('ending 3155');
    await shot('overview-active');

    // Pause with the typed word.
    await navigateInApp(page, `/organisations/${orgId}/billing/pause`);
    await slot.getByTestId('confirm-word').fill('PAUSE');
    await shot('pause');
    await slot.getByTestId('confirm-button').click();
    await page.waitForURL(url(`/organisations/${orgId}/billing`));
    await slot.getByTestId('paused-notice').waitFor();
    await shot('overview-paused');

    // The paused gate: a new site is refused with the spec's message.
    await navigateInApp(page, `/teams/${teamId}/sites/new`);
    const settings = settingsSlot(page);
    await settings.getByLabel('Name', { exact: true }).fill('Gated site');
    await settings.getByLabel('Canonical URL').fill(`https://gated-${stamp}.example.test/`);
    await settings.getByRole('button', { name: 'Create site' }).click();
    await expect.poll(() => settings.getByText(PAUSED).count()).toBeGreaterThan(0);
    await shot('paused-gate');

    // Reactivate with the typed word: billed at once, and the site can be added.
    await navigateInApp(page, `/organisations/${orgId}/billing`);
    await slot.getByTestId('confirm-word').fill('REACTIVATE');
    await slot.getByTestId('confirm-button').click();
    await expect.poll(() => slot.getByTestId('paused-notice').count()).toBe(0);
    await expect
      .poll(() => slot.getByTestId('status-badge').first().getAttribute('data-status'))
      .toBe('active');
    await expect.poll(() => slot.getByTestId('invoice-row').count()).toBe(2);
    await navigateInApp(page, `/teams/${teamId}/sites/new`);
    await settings.getByLabel('Name', { exact: true }).fill('Gated site');
    await settings.getByLabel('Canonical URL').fill(`https://gated-${stamp}.example.test/`);
    await settings.getByRole('button', { name: 'Create site' }).click();
    await page.waitForURL(/\/teams\/[^/]+\/[^/]+\/pulse$/);

    // Invoices and usage.
    await navigateInApp(page, `/organisations/${orgId}/billing/invoices`);
    await expect.poll(() => slot.getByTestId('invoice-row').count()).toBe(2);
    await shot('invoices');
    await navigateInApp(page, `/organisations/${orgId}/usage`);
    await expect.poll(() => slot.getByTestId('usage-figure').textContent()).toContain('10,000');
    await shot('usage');

    expect(tp.pageErrors).toEqual([]);
    await tp.context.close();
  });
});
