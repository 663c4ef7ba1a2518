// The route table: every path of the product (spec section 2), in one declarative list. The shell builds
// its router from it (./tree.tsx); nothing else decides which remote owns a path. Screen keys are what a
// remote receives as `route.screen`, typed per remote (`ScreenKey` of @pace/mfe-kit): a key its remote
// does not register fails the typecheck. Key `a/b` of a remote is its file `src/routes/a/b.tsx`.
import type { Permissions, RemoteName, ScreenKey } from '@pace/mfe-kit';

/** A screen mounted from a remote. */
export interface RemoteRoute {
  kind: 'remote';
  path: string;
  remote: RemoteName;
  screen: string;
  title: string;
  /**
   * The permission the screen needs (spec section 6): without it the shell shows its "not authorised"
   * page instead of mounting the remote, as the bff would refuse the screen's data anyway.
   */
  requires?: keyof Permissions;
}

/** A path that only sends the browser on: `to` uses the same parameters (`$name`). */
export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
}

/** A page the shell renders itself. */
export interface ShellPageRoute {
  kind: 'page';
  path: string;
  page: ShellPage;
  title: string;
  /** The server handles this path: in-app navigation to it becomes a full page load. */
  fullReload?: boolean;
  /** Only for people who are signed in: others go to the sign-in page first, and come back. */
  signedIn?: boolean;
}

export type ShellPage =
  | 'start'
  | 'sign-in'
  | 'sign-up'
  | 'sign-out'
  | 'forgot-password'
  | 'reset-password'
  | 'verify-email'
  | 'admin'
  | 'home'
  | 'contact'
  | 'docs'
  | 'changelog'
  | 'pricing';

export type RouteEntry = RemoteRoute | RedirectRoute | ShellPageRoute;

export const ORGANISATION = '/organisations/$orgId';
export const TEAM = '/teams/$teamId';
export const SITE = '/teams/$teamId/$siteId';
export const USER = '/you/settings';
/** The public share report of one test: no sign-in, every screen read-only. */
export const REPORT = '/tests/$uuid/$shareToken';

const screen = <R extends RemoteName>(
  path: string,
  remote: R,
  key: ScreenKey<R>,
  title: string,
): RemoteRoute => ({
  kind: 'remote',
  path,
  remote,
  screen: key,
  title,
});
/** A screen for the organisation's administrators only (plans, billing, people: spec section 6). */
const adminScreen = <R extends RemoteName>(
  path: string,
  remote: R,
  key: ScreenKey<R>,
  title: string,
): RemoteRoute => ({ ...screen(path, remote, key, title), requires: 'updateOrganisations' });
const redirect = (path: string, to: string): RedirectRoute => ({ kind: 'redirect', path, to });
const page = (
  path: string,
  key: ShellPage,
  title: string,
  options: { fullReload?: true; signedIn?: true } = {},
): ShellPageRoute => ({ kind: 'page', path, page: key, title, ...options });

const SNAPSHOT_CHILDREN = [
  ['third-parties', 'Snapshot third parties'],
  ['performance', 'Snapshot performance'],
  ['best-practices', 'Snapshot best practices'],
  ['accessibility', 'Snapshot accessibility'],
  ['seo', 'Snapshot SEO'],
] as const;

export const ROUTES: readonly RouteEntry[] = [
  // The shell's own pages. `/` leads on: to the site the person was last on, or to the sign-in page (the
  // spec's "home" is the public /home). Every remote screen but the share report's needs signing in.
  page('/', 'start', 'Pace'),
  page('/sign-in', 'sign-in', 'Sign in'),
  page('/sign-up', 'sign-up', 'Sign up'),
  page('/sign-out', 'sign-out', 'Sign out', { fullReload: true }),
  // The links of account mails (the invitation link is /sign-up?invitation=<token>).
  page('/forgot-password', 'forgot-password', 'Reset your password'),
  page('/reset-password/$token', 'reset-password', 'Choose a new password'),
  page('/verify-email/$token', 'verify-email', 'Verify your email address'),
  page('/admin', 'admin', 'Admin', { signedIn: true }),
  page('/home', 'home', 'Home'),
  page('/contact', 'contact', 'Contact'),
  page('/docs', 'docs', 'Docs'),
  page('/docs/$page', 'docs', 'Docs'),
  page('/changelog', 'changelog', 'Changelog'),
  page('/pricing', 'pricing', 'Pricing'),

  // Organisation (the id may be the word `new`).
  screen(`${ORGANISATION}/teams`, 'mfe-settings', 'organisation/teams', 'Teams'),
  screen(`${ORGANISATION}/teams/new`, 'mfe-settings', 'organisation/teams/new', 'New team'),
  screen(`${ORGANISATION}/teams/$teamId/edit`, 'mfe-settings', 'organisation/teams/edit', 'Edit team'),
  screen(`${ORGANISATION}/settings`, 'mfe-settings', 'organisation/settings', 'Organisation settings'),
  screen(`${ORGANISATION}/sso`, 'mfe-settings', 'organisation/sso', 'Single sign-on'),
  adminScreen(`${ORGANISATION}/usage`, 'mfe-billing', 'organisation/usage', 'Usage'),
  adminScreen(`${ORGANISATION}/billing`, 'mfe-billing', 'organisation/billing', 'Billing'),
  adminScreen(
    `${ORGANISATION}/billing/payment`,
    'mfe-billing',
    'organisation/billing/payment',
    'Payment details',
  ),
  adminScreen(`${ORGANISATION}/billing/invoices`, 'mfe-billing', 'organisation/billing/invoices', 'Invoices'),
  adminScreen(`${ORGANISATION}/billing/plan`, 'mfe-billing', 'organisation/billing/plan', 'Choose a plan'),
  adminScreen(
    `${ORGANISATION}/billing/pause`,
    'mfe-billing',
    'organisation/billing/pause',
    'Pause subscription',
  ),
  adminScreen(
    `${ORGANISATION}/billing/cancel`,
    'mfe-billing',
    'organisation/billing/cancel',
    'Cancel subscription',
  ),
  adminScreen(
    `${ORGANISATION}/billing/delete`,
    'mfe-billing',
    'organisation/billing/delete',
    'Delete organisation',
  ),
  screen(`${ORGANISATION}/api`, 'mfe-settings', 'organisation/api', 'API tokens'),
  screen(`${ORGANISATION}/api/new`, 'mfe-settings', 'organisation/api/new', 'New API token'),
  screen(`${ORGANISATION}/api/$uuid/edit`, 'mfe-settings', 'organisation/api/edit', 'Edit API token'),
  adminScreen(`${ORGANISATION}/members`, 'mfe-settings', 'organisation/members', 'People'),
  adminScreen(`${ORGANISATION}/members/new`, 'mfe-settings', 'organisation/members/new', 'Add a person'),
  adminScreen(
    `${ORGANISATION}/members/$uuid/edit`,
    'mfe-settings',
    'organisation/members/edit',
    'Edit person',
  ),
  screen(`${ORGANISATION}/github`, 'mfe-settings', 'organisation/github', 'GitHub'),
  screen(`${ORGANISATION}/integrations`, 'mfe-settings', 'organisation/integrations', 'Integrations'),

  // Team.
  redirect(TEAM, `${TEAM}/sites`),
  screen(`${TEAM}/sites`, 'mfe-settings', 'team/sites', 'Sites'),
  screen(`${TEAM}/sites/new`, 'mfe-settings', 'team/sites/new', 'New site'),
  screen(`${TEAM}/team`, 'mfe-settings', 'team/members', 'Team members'),
  screen(`${TEAM}/team/add`, 'mfe-settings', 'team/members/add', 'Add a team member'),

  // Site: RUM.
  redirect(SITE, `${SITE}/pulse`),
  screen(`${SITE}/rum/dashboard`, 'mfe-rum', 'rum/dashboard', 'RUM dashboard'),
  screen(`${SITE}/rum/pages`, 'mfe-rum', 'rum/pages', 'RUM pages'),
  screen(`${SITE}/rum/metrics/$metricName`, 'mfe-rum', 'rum/metric', 'RUM metric'),
  screen(`${SITE}/rum/audience`, 'mfe-rum', 'rum/audience', 'RUM audience'),
  screen(`${SITE}/rum/settings`, 'mfe-rum', 'rum/settings', 'RUM settings'),

  // Site: CrUX.
  redirect(`${SITE}/crux`, `${SITE}/crux/dashboard`),
  screen(`${SITE}/crux/dashboard`, 'mfe-crux', 'crux/dashboard', 'CrUX dashboard'),
  screen(`${SITE}/crux/pages`, 'mfe-crux', 'crux/pages', 'CrUX pages'),
  screen(`${SITE}/crux/metrics/$metricName`, 'mfe-crux', 'crux/metric', 'CrUX metric'),

  // Site: Synthetic.
  screen(`${SITE}/pulse`, 'mfe-synthetic', 'pulse', 'Pulse'),
  screen(`${SITE}/pages`, 'mfe-synthetic', 'pages', 'Pages'),
  screen(`${SITE}/budgets`, 'mfe-synthetic', 'budgets', 'Budgets'),
  screen(`${SITE}/budgets/new`, 'mfe-synthetic', 'budgets/new', 'New budget'),
  screen(`${SITE}/budgets/$uuid`, 'mfe-synthetic', 'budgets/budget', 'Budget'),
  screen(`${SITE}/budgets/$uuid/edit`, 'mfe-synthetic', 'budgets/edit', 'Edit budget'),
  screen(`${SITE}/flows`, 'mfe-synthetic', 'flows', 'User flows'),
  screen(`${SITE}/flows/new`, 'mfe-synthetic', 'flows/new', 'New user flow'),
  screen(`${SITE}/flows/$uuid`, 'mfe-synthetic', 'flows/flow', 'User flow'),
  screen(`${SITE}/flows/$uuid/edit`, 'mfe-synthetic', 'flows/edit', 'Edit user flow'),
  screen(`${SITE}/metrics/$measurement`, 'mfe-synthetic', 'metric', 'Metric'),
  screen(`${SITE}/snapshots`, 'mfe-synthetic', 'snapshots', 'Snapshots'),
  screen(`${SITE}/snapshots/$snapshotId`, 'mfe-synthetic', 'snapshot', 'Snapshot'),
  ...SNAPSHOT_CHILDREN.map(([child, title]) =>
    screen(`${SITE}/snapshots/$snapshotId/${child}`, 'mfe-synthetic', `snapshot/${child}`, title),
  ),
  // The test detail view (audits, requests, long tasks, third parties, render timeline). The spec gives
  // no path for it; a test belongs to a snapshot, so it sits under the snapshot.
  screen(`${SITE}/snapshots/$snapshotId/tests/$testId`, 'mfe-synthetic', 'test', 'Test'),

  // Site settings: general, pages, page groupings and integrations (mfe-settings); the synthetic
  // settings (agent, authentication, test profiles) belong to mfe-synthetic.
  redirect(`${SITE}/settings`, `${SITE}/settings/general`),
  screen(`${SITE}/settings/general`, 'mfe-settings', 'settings/general', 'General settings'),
  screen(`${SITE}/settings/pages`, 'mfe-settings', 'settings/pages', 'Site pages'),
  screen(`${SITE}/settings/pages/new`, 'mfe-settings', 'settings/pages/new', 'New page'),
  screen(`${SITE}/settings/pages/$uuid/edit`, 'mfe-settings', 'settings/pages/edit', 'Edit page'),
  screen(`${SITE}/settings/page-groupings`, 'mfe-settings', 'settings/page-groupings', 'Page groupings'),
  screen(
    `${SITE}/settings/page-groupings/new`,
    'mfe-settings',
    'settings/page-groupings/new',
    'New page grouping',
  ),
  screen(
    `${SITE}/settings/page-groupings/$uuid/edit`,
    'mfe-settings',
    'settings/page-groupings/edit',
    'Edit page grouping',
  ),
  redirect(`${SITE}/settings/synthetic`, `${SITE}/synthetic/agent`),
  screen(`${SITE}/synthetic/agent`, 'mfe-synthetic', 'synthetic/agent', 'Test agent'),
  screen(`${SITE}/synthetic/authentication`, 'mfe-synthetic', 'synthetic/authentication', 'Authentication'),
  screen(`${SITE}/synthetic/profiles`, 'mfe-synthetic', 'synthetic/profiles', 'Test profiles'),
  screen(`${SITE}/synthetic/profiles/new`, 'mfe-synthetic', 'synthetic/profiles/new', 'New test profile'),
  screen(
    `${SITE}/synthetic/profiles/$uuid/edit`,
    'mfe-synthetic',
    'synthetic/profiles/edit',
    'Edit test profile',
  ),
  screen(`${SITE}/settings/integrations`, 'mfe-settings', 'settings/integrations', 'Site integrations'),
  screen(
    `${SITE}/settings/integrations/github/$uuid/edit`,
    'mfe-settings',
    'settings/integrations/github/edit',
    'Edit code host integration',
  ),
  screen(
    `${SITE}/settings/integrations/$provider/new`,
    'mfe-settings',
    'settings/integrations/new',
    'New integration',
  ),
  screen(
    `${SITE}/settings/integrations/$provider/$uuid/edit`,
    'mfe-settings',
    'settings/integrations/edit',
    'Edit integration',
  ),

  // User settings.
  screen(`${USER}/profile`, 'mfe-settings', 'user/profile', 'Profile'),
  screen(`${USER}/email-notifications`, 'mfe-settings', 'user/email-notifications', 'Email notifications'),
  screen(`${USER}/applications`, 'mfe-settings', 'user/applications', 'Authorised applications'),
  screen(`${USER}/tokens`, 'mfe-settings', 'user/tokens', 'Personal access tokens'),
  screen(`${USER}/tokens/new`, 'mfe-settings', 'user/tokens/new', 'New personal access token'),
  screen(`${USER}/tokens/$uuid/edit`, 'mfe-settings', 'user/tokens/edit', 'Edit personal access token'),

  // Setup (the organisation is optional).
  screen('/setup', 'mfe-settings', 'setup', 'Set up Pace'),
  screen('/setup/$orgId', 'mfe-settings', 'setup', 'Set up Pace'),

  // The shared test report: each child is mounted, read-only, by the remote that owns that screen.
  screen(REPORT, 'mfe-synthetic', 'report/overview', 'Test overview'),
  screen(`${REPORT}/overview`, 'mfe-synthetic', 'report/overview', 'Test overview'),
  screen(`${REPORT}/third-parties`, 'mfe-synthetic', 'report/third-parties', 'Third parties'),
  screen(`${REPORT}/lighthouse`, 'mfe-synthetic', 'report/lighthouse', 'Lighthouse report'),
  screen(
    `${REPORT}/lighthouse/$category`,
    'mfe-synthetic',
    'report/lighthouse/category',
    'Lighthouse category',
  ),
  screen(`${REPORT}/monitoring`, 'mfe-synthetic', 'report/monitoring', 'Monitoring'),
  screen(`${REPORT}/rum`, 'mfe-rum', 'rum/dashboard', 'RUM dashboard'),
  screen(`${REPORT}/rum/dashboard`, 'mfe-rum', 'rum/dashboard', 'RUM dashboard'),
  screen(`${REPORT}/crux`, 'mfe-crux', 'crux/dashboard', 'CrUX dashboard'),
  screen(`${REPORT}/crux/dashboard`, 'mfe-crux', 'crux/dashboard', 'CrUX dashboard'),
  screen(`${REPORT}/crux/pages`, 'mfe-crux', 'crux/pages', 'CrUX pages'),
  screen(`${REPORT}/crux/metrics/$metricName`, 'mfe-crux', 'crux/metric', 'CrUX metric'),
];

/** True for paths of the public share report (their screens are mounted with `readOnly: true`). */
export function isReportPath(pattern: string): boolean {
  return pattern === REPORT || pattern.startsWith(`${REPORT}/`);
}

/** Fills a pattern's `$name` segments with the given parameters (URL-encoded). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/\$([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Paths the server answers itself (e.g. /sign-out): links to them must load a new document. */
export const FULL_RELOAD_PATHS: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.kind === 'page' && route.fullReload).map((route) => route.path),
);
