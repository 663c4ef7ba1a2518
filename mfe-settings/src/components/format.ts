// Dates and labels as the screens show them; the dates through the formatting of @pace/metrics.
import { formatDate as formatDay, formatRelativeTime } from '@pace/metrics';
import type { AuthenticationMethod, Role } from '../graphql/types';

export function formatDate(iso: string | null | undefined): string {
  return iso ? formatDay(iso) : '';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatDay(iso, { style: 'dateTime' }) : '';
}

/** "3 days ago", "now"; the exact time goes in a title or <time dateTime>. */
export function formatRelative(iso: string, now = Date.now()): string {
  return formatRelativeTime(iso, { now });
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
