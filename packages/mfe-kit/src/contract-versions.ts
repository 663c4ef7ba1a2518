// The contract's version: the props a remote receives and the screen keys it answers to, together. The
// shell and the remotes are released apart, so a browser may hold a shell of one version and load a
// remote of another: a remote's `./mount` says which version it was built with (`contract`), the shell
// mounts the versions it can speak and refuses the others with the reload message.

/** This build's version. Version 1 (remotes that export no `contract`) keyed screens by the first route table. */
export const CONTRACT_VERSION = 2;

/** The versions a shell of this build mounts, and a remote of this build answers. */
export const COMPATIBLE_CONTRACTS: readonly number[] = [1, CONTRACT_VERSION];

/**
 * The screen keys version 2 renamed (to the screen's URL), as version 1 named them. Only renamed keys
 * are listed; a key not here is the same in both.
 */
export const VERSION_1_SCREEN_KEYS: Readonly<Record<string, string>> = {
  'organisations/$orgId/teams': 'organisation/teams',
  'organisations/$orgId/teams/new': 'organisation/teams/new',
  'organisations/$orgId/teams/$teamId/edit': 'organisation/teams/edit',
  'organisations/$orgId/settings': 'organisation/settings',
  'organisations/$orgId/sso': 'organisation/sso',
  'organisations/$orgId/usage': 'organisation/usage',
  'organisations/$orgId/billing': 'organisation/billing',
  'organisations/$orgId/billing/payment': 'organisation/billing/payment',
  'organisations/$orgId/billing/invoices': 'organisation/billing/invoices',
  'organisations/$orgId/billing/plan': 'organisation/billing/plan',
  'organisations/$orgId/billing/pause': 'organisation/billing/pause',
  'organisations/$orgId/billing/cancel': 'organisation/billing/cancel',
  'organisations/$orgId/billing/delete': 'organisation/billing/delete',
  'organisations/$orgId/api': 'organisation/api',
  'organisations/$orgId/api/new': 'organisation/api/new',
  'organisations/$orgId/api/$uuid/edit': 'organisation/api/edit',
  'organisations/$orgId/members': 'organisation/members',
  'organisations/$orgId/members/new': 'organisation/members/new',
  'organisations/$orgId/members/$uuid/edit': 'organisation/members/edit',
  'organisations/$orgId/github': 'organisation/github',
  'organisations/$orgId/integrations': 'organisation/integrations',
  'teams/$teamId/sites': 'team/sites',
  'teams/$teamId/sites/new': 'team/sites/new',
  'teams/$teamId/team': 'team/members',
  'teams/$teamId/team/add': 'team/members/add',
  'rum/metrics/$metricName': 'rum/metric',
  'crux/metrics/$metricName': 'crux/metric',
  'budgets/$uuid': 'budgets/budget',
  'budgets/$uuid/edit': 'budgets/edit',
  'flows/$uuid': 'flows/flow',
  'flows/$uuid/edit': 'flows/edit',
  'metrics/$measurement': 'metric',
  'snapshots/$snapshotId': 'snapshot',
  'snapshots/$snapshotId/third-parties': 'snapshot/third-parties',
  'snapshots/$snapshotId/performance': 'snapshot/performance',
  'snapshots/$snapshotId/best-practices': 'snapshot/best-practices',
  'snapshots/$snapshotId/accessibility': 'snapshot/accessibility',
  'snapshots/$snapshotId/seo': 'snapshot/seo',
  'snapshots/$snapshotId/tests/$testId': 'test',
  'settings/pages/$uuid/edit': 'settings/pages/edit',
  'settings/page-groupings/$uuid/edit': 'settings/page-groupings/edit',
  'synthetic/profiles/$uuid/edit': 'synthetic/profiles/edit',
  'settings/integrations/github/$uuid/edit': 'settings/integrations/github/edit',
  'settings/integrations/$provider/new': 'settings/integrations/new',
  'settings/integrations/$provider/$uuid/edit': 'settings/integrations/edit',
  'you/settings/profile': 'user/profile',
  'you/settings/email-notifications': 'user/email-notifications',
  'you/settings/applications': 'user/applications',
  'you/settings/tokens': 'user/tokens',
  'you/settings/tokens/new': 'user/tokens/new',
  'you/settings/tokens/$uuid/edit': 'user/tokens/edit',
  'tests/$uuid/$shareToken/overview': 'report/overview',
  'tests/$uuid/$shareToken/third-parties': 'report/third-parties',
  'tests/$uuid/$shareToken/lighthouse': 'report/lighthouse',
  'tests/$uuid/$shareToken/lighthouse/$category': 'report/lighthouse/category',
  'tests/$uuid/$shareToken/monitoring': 'report/monitoring',
};

const VERSION_2_SCREEN_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(VERSION_1_SCREEN_KEYS).map(([current, old]) => [old, current]),
);

/** The contract a remote's `./mount` module was built with. */
export function contractOf(module: { contract?: unknown }): number {
  return typeof module.contract === 'number' ? module.contract : 1;
}

/** A screen key of this version as a remote of `contract` knows it. */
export function screenKeyFor(key: string, contract: number): string {
  return contract === 1 ? (VERSION_1_SCREEN_KEYS[key] ?? key) : key;
}

/** A key a shell of any compatible version may send, as this version names it. */
export function currentScreenKey(key: string): string {
  return VERSION_2_SCREEN_KEYS[key] ?? key;
}
