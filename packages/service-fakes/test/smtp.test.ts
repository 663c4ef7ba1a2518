// The SMTP sink as the platform's mail path meets it: nodemailer delivering over plain SMTP on loopback.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type SmtpSink, startSmtpSink, waitForMailInDir } from '../src/smtp.ts';

describe('startSmtpSink', () => {
  let dir: string;
  let sink: SmtpSink;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pace-smtp-'));
    sink = await startSmtpSink({ dir });
  });
  afterAll(async () => {
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (to: string, subject: string, text: string) =>
    nodemailer.createTransport(sink.url).sendMail({ from: 'Pace <pace@pace.test>', to, subject, text });

  it('receives, parses and hands each mail out once', async () => {
    await send(
      'Ada@Example.test',
      'Verify your address',
      'Open https://pace.test/verify-email/abc to go on.',
    );
    const mail = await sink.waitFor('ada@example.test', { subject: /Verify/ });
    expect(mail).toMatchObject({ to: ['ada@example.test'], subject: 'Verify your address' });
    expect(mail.from).toContain('pace@pace.test');
    expect(linkIn(mail, '/verify-email/')).toBe('https://pace.test/verify-email/abc');
    expect(() => linkIn(mail, '/reset/')).toThrow(/No link with \/reset\//);
    await expect(sink.waitFor('ada@example.test', { timeoutMs: 200 })).rejects.toThrow(/No mail to/);
  });

  it('writes each raw message to the folder, for another process to read', async () => {
    await send('grace@example.test', 'Invitation', 'Join at https://pace.test/invitations/xyz');
    const skip = new Set<string>();
    const mail = await waitForMailInDir(dir, 'grace@example.test', { subject: /Invitation/, skip });
    expect(mail.file).toMatch(/^\d{4}\.eml$/);
    expect(readdirSync(dir)).toContain(mail.file);
    expect(skip.has(mail.file)).toBe(true);
    await expect(waitForMailInDir(dir, 'grace@example.test', { skip, timeoutMs: 300 })).rejects.toThrow(
      /No mail to grace@example.test/,
    );
  });
});
