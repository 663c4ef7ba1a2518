// Who a free trial belongs to: one per verified person (their mailbox, however the address is spelt)
// and one per company (the address's domain, unless it is a big free mail provider's, which says nothing
// about the company). The subscription row keeps both keys under unique indexes (see account.ts).

/** Domains anyone can get an address at: no company's trial is counted against them. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'qq.com',
  '163.com',
  'zoho.com',
  'fastmail.com',
]);

/** Providers that ignore dots in the mailbox name. */
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export interface TrialKeys {
  /** The mailbox: lower case, without a +tag (and without dots where the provider ignores them). */
  person: string;
  /** The company's domain, or null for a free mail provider. */
  domain: string | null;
}

export function trialKeys(email: string): TrialKeys {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) throw new Error('trialKeys: not an email address');
  const host = address
    .slice(at + 1)
    .replace(/\.+$/, '')
    .normalize('NFKC');
  let mailbox = address.slice(0, at).split('+')[0] ?? '';
  const canonicalHost = DOTLESS[host] ?? host;
  if (DOTLESS[host]) mailbox = mailbox.replaceAll('.', '');
  return {
    person: `${mailbox}@${canonicalHost}`,
    domain: FREE_MAIL_DOMAINS.has(host) ? null : host,
  };
}

export const TRIAL_MESSAGES = {
  awaitingVerification: 'Verify your email address to start your free trial.',
  used: 'This organisation has no free trial: a free trial was already used by you or your company. Choose a plan to run tests, or ask us for another trial.',
} as const;
