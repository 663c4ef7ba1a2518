// Closing the account in the browser (spec sections 4 and 5): cancelling and deleting each take two
// steps, a reason first (refused without one) and then the typed word (CANCEL, DELETE); either deletes
// the organisation at once, which is then gone from the screens and the API, its reason kept on record.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCREENSHOTS, sql } from '../support/chrome-world.ts';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { signUpOwner } from '../support/owner.ts';
import { openPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const WAIT = { timeout: 15_000 };

interface Closing {
  kind: 'cancel' | 'delete';
  word: 'CANCEL' | 'DELETE';
  action: string;
  missingReason: string;
  reason: { value: string; label: string };
}

async function close(page: Page, orgId: string, closing: Closing) {
  const slot = remoteSlot(page, 'mfe-billing');
  await navigateInApp(page, `/organisations/${orgId}/billing/${closing.kind}`);
  // Step 1: a reason is required.
  const reasonForm = slot.getByTestId('close-reason-form');
  await reasonForm.waitFor(WAIT);
  expect(await slot.getByText('Step 1 of 2').count()).toBe(1);
  await reasonForm.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => reasonForm.textContent(), WAIT).toContain(closing.missingReason);
  const options = await reasonForm.getByLabel('Reason').locator('option').allTextContents();
  expect(options).toEqual([
    'Choose a reason',
    'Missing features',
    'No longer using it',
    'Project ended',
    'Too expensive',
    'Moving to a competitor',
    'Other',
  ]);
  await reasonForm.getByLabel('Reason').selectOption(closing.reason.value);
  await reasonForm.getByLabel(/Anything else/).fill(`closing from the e2e test ${stamp}`);
  await reasonForm.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the typed word, exactly.
  const confirm = slot.getByTestId('close-confirm-form');
  await confirm.waitFor(WAIT);
  expect(await confirm.textContent()).toContain(`Reason: ${closing.reason.label}.`);
  const button = confirm.getByTestId('confirm-button');
  expect(await button.textContent()).toBe(closing.action);
  await confirm.getByTestId('confirm-word').fill(closing.word.toLowerCase());
  expect(await button.isDisabled()).toBe(true);
  await confirm.getByTestId('confirm-word').fill(closing.word);
  expect(await button.isDisabled()).toBe(false);
  await page.screenshot({ path: join(SCREENSHOTS, `billing-${closing.kind}-confirm.png`), fullPage: true });
  await button.click();
  // The organisation is gone: the start page, loaded afresh.
  await page.waitForURL((address) => address.pathname === '/', WAIT);
}

describe('closing the account', () => {
  test('cancel and delete: reason, typed word, and the organisation gone afterwards', async () => {
    const tp = await openPage();
    const { page, url } = tp;
    const owner = await signUpOwner(tp, {
      name: 'Carla Closing',
      email: `closing@${stamp}.example.test`,
      organisation: `Cancelled ${stamp}`,
      team: `Web ${stamp}`,
    });
    const { createOrganisation: second } = await owner.call<{ createOrganisation: { slug: string } }>(
      'mutation ($name: String!) { createOrganisation(input: { name: $name }) { slug } }',
      { name: `Deleted ${stamp}` },
    );
    const organisationOf = (orgId: string) =>
      owner
        .call('query ($org: ID!) { organisation(orgId: $org) { id } }', { org: orgId })
        .then(() => 'found')
        .catch((error: Error) => error.message);

    await page.goto(url(`/organisations/${owner.organisation}/billing`));
    await remoteSlot(page, 'mfe-billing').getByTestId('plan-name').waitFor(WAIT);
    await close(page, owner.organisation, {
      kind: 'cancel',
      word: 'CANCEL',
      action: 'Cancel subscription',
      missingReason: 'Choose why you are cancelling',
      reason: { value: 'too_expensive', label: 'Too expensive' },
    });
    expect(await organisationOf(owner.organisation)).toBe('GraphQL: Organisation not found');
    await page.goto(url(`/organisations/${owner.organisation}/billing`));
    await expect.poll(() => page.getByTestId('not-found').count(), WAIT).toBe(1);

    await page.goto(url(`/organisations/${second.slug}/billing`));
    await remoteSlot(page, 'mfe-billing').getByTestId('plan-name').waitFor(WAIT);
    await close(page, second.slug, {
      kind: 'delete',
      word: 'DELETE',
      action: 'Delete organisation',
      missingReason: 'Choose why you are deleting the organisation',
      reason: { value: 'project_ended', label: 'Project ended' },
    });
    expect(await organisationOf(second.slug)).toBe('GraphQL: Organisation not found');

    // The subscriptions stay as records, with why they ended.
    const records = (await sql(
      'SELECT organisation_name AS name, organisation_id AS organisationId, status, cancel_reason AS reason FROM subscriptions WHERE organisation_name IN (?, ?) ORDER BY organisation_name',
      [`Cancelled ${stamp}`, `Deleted ${stamp}`],
    )) as { name: string; organisationId: number | null; status: string; reason: string }[];
    expect(records).toEqual([
      { name: `Cancelled ${stamp}`, organisationId: null, status: 'trial_canceled', reason: 'too_expensive' },
      // The same person's second organisation had no free trial of its own (one a person): it ends so.
      { name: `Deleted ${stamp}`, organisationId: null, status: 'trial_expired', reason: 'project_ended' },
    ]);
    expect(tp.pageErrors).toEqual([]);
    await tp.context.close();
  });
});
