// The remote contract: what the shell passes to every remote's `./mount` parcel.
// A remote never imports the shell or another remote; everything it needs arrives here.
import type { Client } from '@urql/core';

/** Names of the remotes as they appear in the bff's remote manifest (and as workspace folders). */
export const REMOTE_NAMES = ['mfe-rum', 'mfe-synthetic', 'mfe-crux', 'mfe-billing', 'mfe-settings'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module federation container name of a remote: identifiers cannot hold '-'. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Where one variable of the screen's operation comes from. */
export type VariableSource =
  /** A route parameter, e.g. `teamId` of `/teams/$teamId/sites`. */
  | { param: string }
  /** A search parameter that is one of `oneOf`, `fallback` otherwise (as `useSearchChoice`). */
  | { search: string; oneOf: readonly string[]; fallback: string }
  /** The same value on every route. */
  | { value: Json };

/** A first screen's operation as published: the document's text and where its variables come from. */
export interface FirstScreenQuery {
  query: string;
  variables: Readonly<Record<string, VariableSource>>;
}

/** One entry of the manifest served by the bff at GET /api/remotes. */
export interface RemoteManifestEntry {
  name: RemoteName;
  version: string;
  /** URL of the remote's mf-manifest.json (absolute, or relative to the shell's origin). */
  entry: string;
  /** The release's first-screen operations by screen key (its first-screens.json), if it declares any. */
  firstScreens?: Record<string, FirstScreenQuery>;
}
export interface RemoteManifest {
  remotes: RemoteManifestEntry[];
}

/** The route the shell matched, handed to the remote that owns it. */
export interface RouteInfo {
  /** Route pattern as registered in the shell, e.g. `/teams/$teamId/$siteId/rum/dashboard`. */
  pattern: string;
  /** The concrete path, e.g. `/teams/12/34/rum/dashboard`. */
  path: string;
  /** Screen key inside the remote, e.g. `rum/dashboard`. */
  screen: string;
  /** Human title of the screen. */
  title: string;
  params: Readonly<Record<string, string>>;
  search: Readonly<Record<string, unknown>>;
}

export type Role = 'admin' | 'member' | 'viewer';

export interface Membership {
  organisation: { id: string; name: string; slug: string; isActive: boolean };
  role: Role;
}

export interface RecentSite {
  name: string;
  slug: string;
  team: { id: string; name: string; slug: string };
}

export interface CurrentUser {
  uuid: string;
  name: string;
  email: string;
  avatar: string | null;
  staff: boolean;
  memberships: Membership[];
  recentSites: RecentSite[];
}

/** The permissions of spec section 6 as they apply to the current route's organisation/site. */
export interface Permissions {
  updateOrganisations: boolean;
  readSites: boolean;
  updateSites: boolean;
  managePageGroupings: boolean;
  createSites: boolean;
}

export interface Features {
  rum: boolean;
  /** False when the platform runs without billing (BILLING=off): no billing or usage screens. */
  billing: boolean;
}

export type FlashKind = 'error' | 'success';
export type Theme = 'light' | 'dark';

export interface NavigateOptions {
  replace?: boolean;
}

/** Props every remote parcel receives from the shell. */
export interface RemoteProps {
  route: RouteInfo;
  client: Client;
  user: CurrentUser | null;
  permissions: Permissions;
  features: Features;
  navigate: (to: string, options?: NavigateOptions) => void;
  flash: (kind: FlashKind, message: string) => void;
  theme: Theme;
  /** True when mounted inside the public share report: no writes, no organisation navigation. */
  readOnly: boolean;
  /**
   * Called when a screen throws while rendering. The remote already shows the reload message in its own
   * root; the shell uses this to replace the parcel with its slot's message and to report the error.
   * Optional so that a remote keeps working with a shell that predates it.
   */
  onRenderError?: (error: unknown) => void;
}

export const NO_PERMISSIONS: Permissions = {
  updateOrganisations: false,
  readSites: false,
  updateSites: false,
  managePageGroupings: false,
  createSites: false,
};
