// The mail and Google sign-in settings of the configuration.
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('mail and Google sign-in settings', () => {
  test('default to mail in the log and Google sign-in off', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Pace <no-reply@localhost>',
      google: { issuer: 'https://accounts.google.com', clientId: null, clientSecret: null },
    });
  });

  test('take the From domain from PUBLIC_URL, and read every variable', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://pace.example.com',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:4000/',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.mailFrom).toBe('Pace <no-reply@pace.example.com>');
    expect(config.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(config.google).toEqual({
      issuer: 'http://127.0.0.1:4000',
      clientId: 'client',
      clientSecret: 'secret',
    });
    expect(loadConfig({ MAIL_FROM: 'Perf <perf@example.com>' }).mailFrom).toBe('Perf <perf@example.com>');
  });

  test('refuse a mail server or issuer that is not a URL of the right kind, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      'SMTP_URL: expected a URL like smtp://user:password@mail.example.com:587 (got "mail.example.com")',
    );
    expect(() => loadConfig({ GOOGLE_OIDC_ISSUER: 'accounts.google.com' })).toThrow(
      /^Invalid configuration: GOOGLE_OIDC_ISSUER/,
    );
  });
});
