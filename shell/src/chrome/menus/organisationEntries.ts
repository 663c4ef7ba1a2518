// The organisation menu's entries (spec section 7: updateOrganisations shows them). The billing remote's
// screens, usage and billing, are left out when the platform runs without billing (BILLING=off).
import type { Features } from '@pace/mfe-kit';

const ENTRIES = [
  ['members', 'People'],
  ['teams', 'Teams'],
  ['api', 'API tokens'],
  ['usage', 'Usage'],
  ['billing', 'Billing'],
  ['integrations', 'Integrations'],
  ['settings', 'Settings'],
] as const;

const BILLING_ENTRIES: readonly string[] = ['usage', 'billing'];

/** `[path under /organisations/<slug>/, label]` pairs, in menu order. */
export function organisationEntries(features: Features): (typeof ENTRIES)[number][] {
  return ENTRIES.filter(([path]) => features.billing || !BILLING_ENTRIES.includes(path));
}
