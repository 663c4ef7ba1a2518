// Outgoing mail. With SMTP_URL, nodemailer delivers over SMTP; without it (the embedded mode on a
// laptop) each mail is written to the log at info level, links included, so sign-up still works.
import type { Config } from '@pace/platform/config';
import type { Logger } from '@pace/platform/log';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail (no SMTP_URL)',
        );
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}
