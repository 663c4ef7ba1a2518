// The mails the platform sends, each as subject, plain text and HTML. Values are escaped: names come
// from users.
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One paragraph per entry, then a button-like link, then the link in full for clients that hide it. */
export function mail(options: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}): MailContent {
  const { subject, greeting, paragraphs, action, footer } = options;
  const text = [greeting, ...paragraphs, `${action.label}: ${action.url}`, footer].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2328">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:8px 16px;background:#1a56db;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:13px;color:#57606a">${escapeHtml(footer)}<br>${escapeHtml(action.url)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function verificationMail(name: string, url: string): MailContent {
  return mail({
    subject: 'Verify your email address',
    greeting: `Hello ${name},`,
    paragraphs: ['Please confirm that this is your email address for Pace.'],
    action: { label: 'Verify email address', url },
    footer: 'The link works for 48 hours. If you did not sign up for Pace, ignore this mail.',
  });
}

export function passwordResetMail(name: string, url: string): MailContent {
  return mail({
    subject: 'Reset your Pace password',
    greeting: `Hello ${name},`,
    paragraphs: ['Someone asked to reset the password of your Pace account.'],
    action: { label: 'Choose a new password', url },
    footer: 'The link works once, for one hour. If you did not ask for it, ignore this mail.',
  });
}
