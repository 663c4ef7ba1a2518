// Accounts in the browser, against the platform as `npm start` runs it, with mail delivered over SMTP to
// a real server on loopback: sign up (back where the visitor was), verify the address from the mail,
// sign out (a full page load), sign in, and reset a forgotten password from its mail.
import { join } from 'node:path';
import { linkIn, waitForMailInDir } from '@pace/service-fakes/smtp';
import mysql from 'mysql2/promise';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { SCREENSHOTS, seriousViolations } from '../support/chrome-world.ts';
import { navigateInApp } from '../support/navigation.ts';
import { openPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const EMAIL = `ada@${stamp}.example.test`;
const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a new and better password';
const seenMails = new Set<string>();

const mailTo = (subject: RegExp) =>
  waitForMailInDir(inject('mailDir'), EMAIL, { subject, skip: seenMails, timeoutMs: 20_000 });

async function userRow(): Promise<{ email_verified_at: Date | null; password_hash: string } | undefined> {
  const connection = await mysql.createConnection(inject('databaseURL'));
  try {
    const [rows] = await connection.query(
      'SELECT email_verified_at, password_hash FROM users WHERE email = ?',
      [EMAIL],
    );
    return (rows as { email_verified_at: Date | null; password_hash: string }[])[0];
  } finally {
    await connection.end();
  }
}

const signedIn = async (page: Page) =>
  (
    (await (await page.context().request.get(new URL('/auth/csrf', page.url()).href)).json()) as {
      signedIn: boolean;
    }
  ).signedIn;

/** Marks the current document, so a test can tell a full page load (the mark is gone) from in-app navigation. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { paceMark?: boolean }).paceMark = true));
const documentMarked = (page: Page) =>
  page.evaluate(() => (window as { paceMark?: boolean }).paceMark === true);

describe('accounts in the browser', () => {
  test('sign up, verify the email address, sign out, sign in, and reset the password', async () => {
    const { page, pageErrors, url, context } = await openPage();

    // Sign up from a link that carries the visitor's place.
    await page.goto(url('/sign-up?redirect_to=%2Fhome'));
    await expect.poll(() => page.getByTestId('screen-title').textContent()).toBe('Create your Pace account');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm the password').fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The spec's message, beside the field at fault, and focus moved there.
    await expect
      .poll(() => page.getByTestId('passwordConfirmation-error').textContent())
      .toBe('Passwords did not match');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('auth-passwordConfirmation');
    await page.getByLabel('Confirm the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(url('/home'));
    expect(await signedIn(page)).toBe(true);

    // The verification mail came over SMTP; its link verifies the address once.
    const verification = await mailTo(/Verify your email address/);
    expect(verification.html).toContain('Ada Lovelace');
    const verifyLink = linkIn(verification, '/verify-email/');
    expect(verifyLink.startsWith(url('/verify-email/'))).toBe(true);
    expect((await userRow())?.email_verified_at).toBeNull();
    await page.goto(verifyLink);
    await expect
      .poll(() => page.getByTestId('auth-notice').textContent())
      .toContain('Your email address is verified');
    expect((await userRow())?.email_verified_at).toBeInstanceOf(Date);
    await page.goto(verifyLink);
    await expect
      .poll(() => page.getByTestId('form-error').textContent())
      .toBe('Email verification token invalid or expired');

    // Sign out from inside the app: a POST, then the sign-in page as a new document.
    await page.goto(url('/home'));
    await markDocument(page);
    await navigateInApp(page, '/sign-out');
    await page.waitForURL(url('/sign-in'));
    await expect.poll(() => page.getByTestId('screen-title').textContent()).toBe('Sign in to Pace');
    expect(await documentMarked(page)).toBe(false);
    expect(await signedIn(page)).toBe(false);

    // Sign in with the keyboard alone: a wrong password first, then the right one.
    await page.getByLabel('Email').focus();
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('form-error').textContent()).toBe('Incorrect email or password');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    // No organisation yet: the user is asked to set one up.
    await page.waitForURL(url('/setup'));
    expect(await signedIn(page)).toBe(true);

    // Forgot the password: a fresh browser asks for the link.
    const other = await openPage();
    await other.page.goto(other.url('/sign-in'));
    await other.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect.poll(() => other.page.getByTestId('screen-title').textContent()).toBe('Reset your password');
    await other.page.getByLabel('Email').fill(`nobody@${stamp}.example.test`);
    await other.page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => other.page.getByTestId('email-error').textContent()).toBe('Email not found');
    await other.page.getByLabel('Email').fill(EMAIL);
    await other.page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => other.page.getByTestId('auth-notice').textContent()).toContain(EMAIL);

    const reset = await mailTo(/Reset your Pace password/);
    const resetLink = linkIn(reset, '/reset-password/');
    await other.page.goto(resetLink);
    await other.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await other.page.getByLabel('Confirm the password').fill(NEW_PASSWORD);
    await other.page.getByRole('button', { name: 'Save the password and sign in' }).click();
    await other.page.waitForURL(other.url('/setup'));
    expect(await signedIn(other.page)).toBe(true);

    // The link is spent; the old password no longer works, the new one does.
    await other.page.goto(resetLink);
    await other.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await other.page.getByLabel('Confirm the password').fill(NEW_PASSWORD);
    await other.page.getByRole('button', { name: 'Save the password and sign in' }).click();
    await expect
      .poll(() => other.page.getByTestId('form-error').textContent())
      .toBe('Password reset link expired or already used');
    await other.context.close();

    const third = await openPage();
    await third.page.goto(third.url('/sign-in'));
    await third.page.getByLabel('Email').fill(EMAIL);
    await third.page.getByLabel('Password').fill(PASSWORD);
    await third.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => third.page.getByTestId('form-error').textContent())
      .toBe('Incorrect email or password');
    await third.page.getByLabel('Password').fill(NEW_PASSWORD);
    await third.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await third.page.waitForURL(third.url('/setup'));
    await third.context.close();

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test.each(['light', 'dark'] as const)(
    'the account pages have no serious accessibility problems (%s)',
    async (theme) => {
      const { page, url, context, pageErrors } = await openPage();
      await page.emulateMedia({ colorScheme: theme });
      const pages: [string, (page: Page) => Promise<void>][] = [
        ['/sign-in?error=Google%20sign-in%20failed', async () => {}],
        [
          '/sign-up',
          async () => {
            await page.getByRole('button', { name: 'Create account' }).click();
            await page.getByTestId('name-error').waitFor();
          },
        ],
        ['/forgot-password', async () => {}],
        ['/reset-password/not-a-real-token-0000000000000000000000', async () => {}],
        [
          '/verify-email/not-a-real-token-0000000000000000000000',
          () => page.getByTestId('form-error').waitFor(),
        ],
      ];
      for (const [path, prepare] of pages) {
        await page.goto(url(path));
        await page.getByTestId('screen-title').waitFor();
        await prepare(page);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
        const name = path.split('?')[0]!.split('/')[1];
        await page.screenshot({ path: join(SCREENSHOTS, `accounts-${name}-${theme}.png`) });
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
