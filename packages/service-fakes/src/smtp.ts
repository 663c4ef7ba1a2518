// A real SMTP server on loopback (port 0) that keeps every mail it receives, parsed with mailparser:
// tests send through the platform's real mail path and read what arrived. Optionally it also writes
// each raw message to a folder (`<n>.eml`), so another process (the browser tests) can read them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: ParsedMail;
}

export interface SmtpSink {
  /** For SMTP_URL. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** The first mail to `to` (and matching `subject`) received after the call, or that arrived already and was not taken. */
  waitFor(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export function toReceivedMail(parsed: ParsedMail): ReceivedMail {
  const addresses = [parsed.to].flat().flatMap((entry) => entry?.value ?? []);
  return {
    to: addresses.map((address) => (address.address ?? '').toLowerCase()),
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    raw: parsed,
  };
}

/** The first http(s) link of a mail's text that contains `part`. */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`No link with ${part} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/**
 * For another process than the sink's (the browser tests): the first mail to `to` (matching `subject`)
 * among the `.eml` files the sink writes to `dir`, skipping the files in `skip`; waits for it.
 */
export async function waitForMailInDir(
  dir: string,
  to: string,
  options: { subject?: RegExp; timeoutMs?: number; skip?: Set<string> } = {},
): Promise<ReceivedMail & { file: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.eml'))
          .sort()
      : [];
    for (const file of files) {
      if (options.skip?.has(file)) continue;
      const mail = toReceivedMail(await simpleParser(readFileSync(join(dir, file))));
      if (mail.to.includes(to.toLowerCase()) && (!options.subject || options.subject.test(mail.subject))) {
        options.skip?.add(file);
        return { ...mail, file };
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startSmtpSink(options: { dir?: string } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let count = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS certificate to trust, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        try {
          if (options.dir) writeFileSync(join(options.dir, `${String(++count).padStart(4, '0')}.eml`), raw);
          mails.push(toReceivedMail(await simpleParser(raw)));
          for (const wake of waiters) wake();
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject?: RegExp) =>
    mails.find(
      (mail) =>
        !taken.has(mail) && mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    async waitFor(to, { subject, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subject);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) {
          const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n');
          throw new Error(`No mail to ${to} within ${timeoutMs} ms; received:\n${seen || '(none)'}`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
