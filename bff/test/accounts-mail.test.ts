// The mail module over a real SMTP server (the sink other tests use too), and its log-only fallback.
import { Writable } from 'node:stream';
import { createMailer } from '@pace/mail';
import { verificationMail } from '@pace/mail/templates';
import { testConfig } from '@pace/platform/testing';
import { type SmtpSink, startSmtpSink } from '@pace/service-fakes/smtp';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('mail', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());

  it('delivers over SMTP with the configured sender, text and HTML', async () => {
    const config = testConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Pace <robot@pace.test>' });
    const mailer = createMailer(config, pino({ level: 'silent' }));
    const content = verificationMail('Ada <Lovelace>', 'http://127.0.0.1:1/verify-email/abc');
    await mailer.send({ to: 'Ada@Example.test', ...content });
    mailer.close();

    const mail = await sink.waitFor('ada@example.test');
    expect(mail.from).toBe('"Pace" <robot@pace.test>');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('http://127.0.0.1:1/verify-email/abc');
    // Names are escaped in the HTML part.
    expect(mail.html).toContain('Hello Ada &#60;Lovelace&#62;,');
    expect(mail.html).toContain('href="http://127.0.0.1:1/verify-email/abc"');
  });

  it('writes mails to the log at info level without SMTP_URL', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createMailer(testConfig(), pino({ level: 'info' }, stream));
    await mailer.send({ to: 'bob@example.test', subject: 'Hi', text: 'Link: http://x/y', html: '<p>Hi</p>' });
    const entry = JSON.parse(lines[0]!);
    expect(entry.level).toBe(30);
    expect(entry.mail).toEqual({ to: 'bob@example.test', subject: 'Hi', text: 'Link: http://x/y' });
  });

  it('rejects when the server cannot be reached, so callers can tell', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const mailer = createMailer(testConfig({ SMTP_URL: closed.url }), pino({ level: 'silent' }));
    await expect(
      mailer.send({ to: 'bob@example.test', subject: 'Hi', text: 'x', html: 'x' }),
    ).rejects.toThrow();
  });
});
