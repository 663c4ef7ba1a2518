// The shapes of the identity GraphQL (the contract's SDL) as these screens select them. Only the fields
// a screen asks for are typed; the documents beside this file are the single place those selections live.

export type Role = 'admin' | 'member' | 'viewer';
export type AuthenticationMethod = 'password' | 'invited' | 'google' | 'saml';
export type SnapshotSchedule = 'off' | 'hourly' | 'daily' | 'every_n_hours';
export type IpOption = 'dynamic' | 'fixed';
export type DataSource = 'SYNTHETIC' | 'CRUX' | 'RUM';
export type ApiTokenKind = 'organisation' | 'personal';

/** The permissions of spec section 6, as the bff computes them for one organisation, team or site. */
export interface Permissions {
  updateOrganisations: boolean;
  readSites: boolean;
  updateSites: boolean;
  managePageGroupings: boolean;
  createSites: boolean;
  manageBilling: boolean;
}

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface Connection<Node> {
  edges: { cursor: string; node: Node }[];
  pageInfo: PageInfo;
  totalCount: number;
}

export interface OrganisationRef {
  id: string;
  name: string;
  slug: string;
}

export interface TeamRef {
  id: string;
  name: string;
  slug: string;
}

export interface Membership {
  role: Role;
  organisation: OrganisationRef & { isActive: boolean };
}

export interface FormAuth {
  url: string | null;
  formSelector: string | null;
  username: string | null;
  usernameSelector: string | null;
  passwordSelector: string | null;
  submitSelector: string | null;
  hasPassword: boolean;
}

export interface SiteFields {
  id: string;
  name: string;
  slug: string;
  canonicalUrl: string;
  snapshotSchedule: SnapshotSchedule;
  snapshotIntervalHours: number | null;
  testLocation: string | null;
  ipOption: IpOption;
  formAuth: FormAuth | null;
}

export interface Person {
  uuid: string;
  name: string | null;
  email: string;
  role: Role;
  authenticationMethod: AuthenticationMethod;
  lastSeenAt: string | null;
  pendingInvitation: boolean;
  teams: TeamRef[];
}

export interface ApiToken {
  uuid: string;
  name: string;
  kind: ApiTokenKind;
  team: (TeamRef & { organisation: { id: string } }) | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  creator: { uuid: string; name: string | null; email: string } | null;
  allowedIps: string[];
  permissions: string[];
  tokenPrefix: string;
  createdAt: string;
}
