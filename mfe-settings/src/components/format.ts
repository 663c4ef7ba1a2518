// Dates and labels as the screens show them.
import type { AuthenticationMethod, Role } from '../graphql/types';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return dateTimeFormat.format(new Date(iso));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "just now"; the exact time goes in a title or <time dateTime>. */
export function formatRelative(iso: string, now = Date.now()): string {
  const elapsed = new Date(iso).getTime() - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relativeFormat.format(Math.round(elapsed / size), unit);
  }
  return 'just now';
}

/** Labels and badge tones of the roles (spec section 6). */
export const ROLES: Record<Role, { label: string; tone: 'error' | 'success' | 'neutral'; ability: string }> =
  {
    admin: {
      label: 'Administrator',
      tone: 'error',
      ability: 'Manages people, billing and all monitoring data',
    },
    member: { label: 'User', tone: 'success', ability: 'Manages monitoring data and settings' },
    viewer: { label: 'Viewer', tone: 'neutral', ability: 'Views monitoring data' },
  };
export const ROLE_ORDER: Role[] = ['admin', 'member', 'viewer'];

export const AUTHENTICATION_METHODS: Record<AuthenticationMethod, string> = {
  password: 'Password',
  invited: 'Invited (pending)',
  google: 'Google',
  saml: 'SAML',
};
