// A person's address proved from the mail, as a person does: trials, invitations and tests wait for a
// verified address (a file's fixture people are verified in the database: chrome-world's markVerified).
import { linkIn, waitForMailInDir } from '@pace/service-fakes/smtp';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Opens the verification link mailed to `email` in `page`, and waits for the notice. */
export async function verifyFromMail(page: Page, email: string): Promise<void> {
  const mail = await waitForMailInDir(inject('mailDir'), email, {
    subject: /Verify your email address/,
    timeoutMs: 20_000,
  });
  await page.goto(linkIn(mail, '/verify-email/'));
  await expect
    .poll(() => page.getByTestId('auth-notice').textContent(), { timeout: 15_000 })
    .toContain('verified');
}
