// The route manifest: every path of the product (spec section 2) in one list, with the remote (or shell
// page) that shows it, its title, the permission it needs and its redirects. The shell builds its router
// from it; the shell and every remote build links with `pathTo` (./path-to.ts).
//
// Route → file: a route's key is its path without the leading `/` and, under a site, without
// `/teams/$teamId/$siteId/`; the screen of key `a/$b` is its remote's file `src/routes/a/$b.tsx`.
// `alias` lines are the few paths that show another path's screen (the share report's RUM and CrUX
// screens, the report's first page, `/setup/$orgId`).
import type { Permissions, RemoteName } from './contract';

export const SITE = '/teams/$teamId/$siteId';
/** The public share report of one test: no sign-in, every screen read-only. */
export const REPORT = '/tests/$uuid/$shareToken';

/** The key of a path: without the leading `/`, and for a site's screens without the site's prefix. */
export type KeyOf<P extends string> = P extends `${typeof SITE}/${infer K}`
  ? K
  : P extends `/${infer K}`
    ? K
    : never;

interface KeyedRoute<P extends string> {
  path: P;
  /** `KeyOf<path>`: what `pathTo` takes. */
  key: string;
}

/** A screen mounted from a remote: its file is `<remote>/src/routes/<screen>.tsx`. */
export interface RemoteRoute<P extends string = string, R extends RemoteName = RemoteName, S = string>
  extends KeyedRoute<P> {
  kind: 'remote';
  remote: R;
  /** The screen key the remote receives as `route.screen`: the route's key, or an alias's target. */
  screen: S;
  title: string;
  /**
   * The permission the screen needs (spec section 6): without it the shell shows its "not authorised"
   * page instead of mounting the remote, as the bff would refuse the screen's data anyway.
   */
  requires?: keyof Permissions;
}

/** A path that only sends the browser on, to the route `to` (same parameters). */
export interface RedirectRoute<P extends string = string, T = string> extends KeyedRoute<P> {
  kind: 'redirect';
  to: T;
}

/** A page the shell renders itself (its component is the shell's, by key). */
export interface ShellPageRoute<P extends string = string> extends KeyedRoute<P> {
  kind: 'page';
  title: string;
  /** The server handles this path: in-app navigation to it becomes a full page load. */
  fullReload?: boolean;
  /** Only for people who are signed in: others go to the sign-in page first, and come back. */
  signedIn?: boolean;
}

export type RouteEntry = RemoteRoute | RedirectRoute | ShellPageRoute;

function keyOf<P extends string>(path: P): KeyOf<P> {
  const key = path.startsWith(`${SITE}/`) ? path.slice(SITE.length + 1) : path.slice(1);
  return key as KeyOf<P>;
}

const screen = <const P extends string, R extends RemoteName>(path: P, remote: R, title: string) =>
  ({ kind: 'remote', path, key: keyOf(path), remote, screen: keyOf(path), title }) as const;
/** A screen for the organisation's administrators only (plans, billing, people: spec section 6). */
const adminScreen = <const P extends string, R extends RemoteName>(path: P, remote: R, title: string) =>
  ({ ...screen(path, remote, title), requires: 'updateOrganisations' }) as const;
/** A path that shows the screen of another route, `screen`. */
const alias = <const P extends string, R extends RemoteName, const S extends string>(
  path: P,
  remote: R,
  screen: S,
  title: string,
) => ({ kind: 'remote', path, key: keyOf(path), remote, screen, title }) as const;
const redirect = <const P extends string, const T extends string>(path: P, to: T) =>
  ({ kind: 'redirect', path, key: keyOf(path), to }) as const;
const page = <const P extends string, const O extends { fullReload?: true; signedIn?: true }>(
  path: P,
  title: string,
  options: O = {} as O,
) => ({ kind: 'page', path, key: keyOf(path), title, ...options }) as const;

const ORG = '/organisations/$orgId';
const TEAM = '/teams/$teamId';
const USER = '/you/settings';
const B = 'mfe-billing';
const C = 'mfe-crux';
const R = 'mfe-rum';
const S = 'mfe-synthetic';
const SET = 'mfe-settings';

export const ROUTES = [
  // The shell's own pages. `/` leads on: to the site the person was last on, or to the sign-in page (the
  // spec's "home" is the public /home). Every remote screen but the share report's needs signing in.
  page('/', 'Pace'),
  page('/sign-in', 'Sign in'),
  page('/sign-up', 'Sign up'),
  page('/sign-out', 'Sign out', { fullReload: true }),
  // The links of account mails (the invitation link is /sign-up?invitation=<token>).
  page('/forgot-password', 'Reset your password'),
  page('/reset-password/$token', 'Choose a new password'),
  page('/verify-email/$token', 'Verify your email address'),
  page('/admin', 'Admin', { signedIn: true }),
  page('/home', 'Home'),
  page('/contact', 'Contact'),
  page('/docs', 'Docs'),
  page('/docs/$page', 'Docs'),
  page('/changelog', 'Changelog'),
  page('/pricing', 'Pricing'),

  // Organisation (the id may be the word `new`).
  screen(`${ORG}/teams`, SET, 'Teams'),
  screen(`${ORG}/teams/new`, SET, 'New team'),
  screen(`${ORG}/teams/$teamId/edit`, SET, 'Edit team'),
  screen(`${ORG}/settings`, SET, 'Organisation settings'),
  screen(`${ORG}/sso`, SET, 'Single sign-on'),
  adminScreen(`${ORG}/usage`, B, 'Usage'),
  adminScreen(`${ORG}/billing`, B, 'Billing'),
  adminScreen(`${ORG}/billing/payment`, B, 'Payment details'),
  adminScreen(`${ORG}/billing/invoices`, B, 'Invoices'),
  adminScreen(`${ORG}/billing/plan`, B, 'Choose a plan'),
  adminScreen(`${ORG}/billing/pause`, B, 'Pause subscription'),
  adminScreen(`${ORG}/billing/cancel`, B, 'Cancel subscription'),
  adminScreen(`${ORG}/billing/delete`, B, 'Delete organisation'),
  screen(`${ORG}/api`, SET, 'API tokens'),
  screen(`${ORG}/api/new`, SET, 'New API token'),
  screen(`${ORG}/api/$uuid/edit`, SET, 'Edit API token'),
  adminScreen(`${ORG}/members`, SET, 'People'),
  adminScreen(`${ORG}/members/new`, SET, 'Add a person'),
  adminScreen(`${ORG}/members/$uuid/edit`, SET, 'Edit person'),
  screen(`${ORG}/github`, SET, 'GitHub'),
  screen(`${ORG}/integrations`, SET, 'Integrations'),

  // Team.
  redirect(TEAM, 'teams/$teamId/sites'),
  screen(`${TEAM}/sites`, SET, 'Sites'),
  screen(`${TEAM}/sites/new`, SET, 'New site'),
  screen(`${TEAM}/team`, SET, 'Team members'),
  screen(`${TEAM}/team/add`, SET, 'Add a team member'),

  // Site: RUM.
  redirect(SITE, 'pulse'),
  screen(`${SITE}/rum/dashboard`, R, 'RUM dashboard'),
  screen(`${SITE}/rum/pages`, R, 'RUM pages'),
  screen(`${SITE}/rum/metrics/$metricName`, R, 'RUM metric'),
  screen(`${SITE}/rum/audience`, R, 'RUM audience'),
  screen(`${SITE}/rum/settings`, R, 'RUM settings'),

  // Site: CrUX.
  redirect(`${SITE}/crux`, 'crux/dashboard'),
  screen(`${SITE}/crux/dashboard`, C, 'CrUX dashboard'),
  screen(`${SITE}/crux/pages`, C, 'CrUX pages'),
  screen(`${SITE}/crux/metrics/$metricName`, C, 'CrUX metric'),

  // Site: Synthetic.
  screen(`${SITE}/pulse`, S, 'Pulse'),
  screen(`${SITE}/pages`, S, 'Pages'),
  screen(`${SITE}/budgets`, S, 'Budgets'),
  screen(`${SITE}/budgets/new`, S, 'New budget'),
  screen(`${SITE}/budgets/$uuid`, S, 'Budget'),
  screen(`${SITE}/budgets/$uuid/edit`, S, 'Edit budget'),
  screen(`${SITE}/flows`, S, 'User flows'),
  screen(`${SITE}/flows/new`, S, 'New user flow'),
  screen(`${SITE}/flows/$uuid`, S, 'User flow'),
  screen(`${SITE}/flows/$uuid/edit`, S, 'Edit user flow'),
  screen(`${SITE}/metrics/$measurement`, S, 'Metric'),
  screen(`${SITE}/snapshots`, S, 'Snapshots'),
  screen(`${SITE}/snapshots/$snapshotId`, S, 'Snapshot'),
  screen(`${SITE}/snapshots/$snapshotId/third-parties`, S, 'Snapshot third parties'),
  screen(`${SITE}/snapshots/$snapshotId/performance`, S, 'Snapshot performance'),
  screen(`${SITE}/snapshots/$snapshotId/best-practices`, S, 'Snapshot best practices'),
  screen(`${SITE}/snapshots/$snapshotId/accessibility`, S, 'Snapshot accessibility'),
  screen(`${SITE}/snapshots/$snapshotId/seo`, S, 'Snapshot SEO'),
  // The test detail view (audits, requests, long tasks, third parties, render timeline). The spec gives
  // no path for it; a test belongs to a snapshot, so it sits under the snapshot.
  screen(`${SITE}/snapshots/$snapshotId/tests/$testId`, S, 'Test'),

  // Site settings: general, pages, page groupings and integrations (mfe-settings); the synthetic
  // settings (agent, authentication, test profiles) belong to mfe-synthetic.
  redirect(`${SITE}/settings`, 'settings/general'),
  screen(`${SITE}/settings/general`, SET, 'General settings'),
  screen(`${SITE}/settings/pages`, SET, 'Site pages'),
  screen(`${SITE}/settings/pages/new`, SET, 'New page'),
  screen(`${SITE}/settings/pages/$uuid/edit`, SET, 'Edit page'),
  screen(`${SITE}/settings/page-groupings`, SET, 'Page groupings'),
  screen(`${SITE}/settings/page-groupings/new`, SET, 'New page grouping'),
  screen(`${SITE}/settings/page-groupings/$uuid/edit`, SET, 'Edit page grouping'),
  redirect(`${SITE}/settings/synthetic`, 'synthetic/agent'),
  screen(`${SITE}/synthetic/agent`, S, 'Test agent'),
  screen(`${SITE}/synthetic/authentication`, S, 'Authentication'),
  screen(`${SITE}/synthetic/profiles`, S, 'Test profiles'),
  screen(`${SITE}/synthetic/profiles/new`, S, 'New test profile'),
  screen(`${SITE}/synthetic/profiles/$uuid/edit`, S, 'Edit test profile'),
  screen(`${SITE}/settings/integrations`, SET, 'Site integrations'),
  screen(`${SITE}/settings/integrations/github/$uuid/edit`, SET, 'Edit code host integration'),
  screen(`${SITE}/settings/integrations/$provider/new`, SET, 'New integration'),
  screen(`${SITE}/settings/integrations/$provider/$uuid/edit`, SET, 'Edit integration'),

  // User settings.
  screen(`${USER}/profile`, SET, 'Profile'),
  screen(`${USER}/email-notifications`, SET, 'Email notifications'),
  screen(`${USER}/applications`, SET, 'Authorised applications'),
  screen(`${USER}/tokens`, SET, 'Personal access tokens'),
  screen(`${USER}/tokens/new`, SET, 'New personal access token'),
  screen(`${USER}/tokens/$uuid/edit`, SET, 'Edit personal access token'),

  // Setup (the organisation is optional).
  screen('/setup', SET, 'Set up Pace'),
  alias('/setup/$orgId', SET, 'setup', 'Set up Pace'),

  // The shared test report: each child is mounted, read-only, by the remote that owns that screen.
  alias(REPORT, S, 'tests/$uuid/$shareToken/overview', 'Test overview'),
  screen(`${REPORT}/overview`, S, 'Test overview'),
  screen(`${REPORT}/third-parties`, S, 'Third parties'),
  screen(`${REPORT}/lighthouse`, S, 'Lighthouse report'),
  screen(`${REPORT}/lighthouse/$category`, S, 'Lighthouse category'),
  screen(`${REPORT}/monitoring`, S, 'Monitoring'),
  alias(`${REPORT}/rum`, R, 'rum/dashboard', 'RUM dashboard'),
  alias(`${REPORT}/rum/dashboard`, R, 'rum/dashboard', 'RUM dashboard'),
  alias(`${REPORT}/crux`, C, 'crux/dashboard', 'CrUX dashboard'),
  alias(`${REPORT}/crux/dashboard`, C, 'crux/dashboard', 'CrUX dashboard'),
  alias(`${REPORT}/crux/pages`, C, 'crux/pages', 'CrUX pages'),
  alias(`${REPORT}/crux/metrics/$metricName`, C, 'crux/metrics/$metricName', 'CrUX metric'),
] as const satisfies readonly RouteEntry[];

type Route = (typeof ROUTES)[number];

/** Every route's key: what `pathTo` takes, e.g. `rum/metrics/$metricName` or `organisations/$orgId/teams`. */
export type RouteKey = Route['key'];

/** The key of each shell page (the shell gives each its component). */
export type ShellPageKey = Extract<Route, { kind: 'page' }>['key'];

/** A screen key the remote registers (a file of its `src/routes/`), e.g. `ScreenKey<'mfe-crux'>`. */
export type ScreenKey<R extends RemoteName = RemoteName> = Extract<
  Route,
  { kind: 'remote'; remote: R }
>['screen'];

/** The path pattern of a route key. */
export type PathOf<K extends RouteKey> = Extract<Route, { key: K }>['path'];

/** The `$name` parameters of a path pattern: `ParamNames<'/teams/$teamId/sites'>` is `'teamId'`. */
export type ParamNames<P extends string> = P extends `${string}$${infer Tail}`
  ? Tail extends `${infer Name}/${infer Rest}`
    ? Name | ParamNames<Rest>
    : Tail
  : never;

/** The parameters of a route: `RouteParams<'rum/metrics/$metricName'>` has teamId, siteId, metricName. */
export type RouteParams<K extends RouteKey> = { readonly [N in ParamNames<PathOf<K>>]: string };

/** True for paths of the public share report (their screens are mounted with `readOnly: true`). */
export function isReportPath(pattern: string): boolean {
  return pattern === REPORT || pattern.startsWith(`${REPORT}/`);
}

/** The remote screens of one remote, by screen key (each a file of its `src/routes/`). */
export function screenKeysOf(remote: RemoteName): string[] {
  const keys = ROUTES.flatMap((route) =>
    route.kind === 'remote' && route.remote === remote ? [route.screen] : [],
  );
  return [...new Set<string>(keys)];
}
