// The organisations area's presenters: the only place that knows both the stored rows and the API objects.
// Each parent lists what its type's fields read, built by its present* function from chosen columns, so a
// new column reaches the API only when someone adds it here (codegen.ts maps the types to these parents).
import type { ApiToken, Organisation, Role, Site, Team, User } from '@pace/platform/db';
import type { MembershipWithUser } from './people.ts';

/** A team as the API shows it: the chosen columns and the ids its nested fields read. */
export interface TeamParent {
  id: number;
  organisationId: number;
  slug: string;
  name: string;
  description: string | null;
}

export const presentTeam = (team: Team): TeamParent => ({
  id: team.id,
  organisationId: team.organisationId,
  slug: team.slug,
  name: team.name,
  description: team.description,
});

/** An organisation someone belongs to and their role in it, as the Membership type shows it. */
export const presentMembership = (membership: { organisation: Organisation; role: Role }) => ({
  organisation: presentOrganisation(membership.organisation),
  role: membership.role,
});

/** A member of an organisation, as the Person type shows it. */
export interface PersonNode {
  user: User;
  organisationId: number;
  role: Role;
}

export const asPerson = (membership: MembershipWithUser): PersonNode => ({
  user: membership.user,
  organisationId: membership.organisationId,
  role: membership.role,
});

/** A user as the staff lists show one: the chosen columns and the row id its memberships read. */
export interface AdminUserParent {
  id: number;
  uuid: string;
  name: string;
  email: string;
  staff: boolean;
  emailVerified: boolean;
  lastSeenAt: Date | null;
  createdAt: Date;
}

export const presentAdminUser = (user: User): AdminUserParent => ({
  id: user.id,
  uuid: user.uuid,
  name: user.name,
  email: user.email,
  staff: user.staff,
  emailVerified: user.emailVerifiedAt != null,
  lastSeenAt: user.lastSeenAt,
  createdAt: user.createdAt,
});

/**
 * An organisation as the API shows it (Organisation, and AdminOrganisation to staff): the chosen columns,
 * the row id its nested fields read, and the rum flag its features read.
 */
export interface OrganisationParent {
  id: number;
  slug: string;
  name: string;
  isActive: boolean;
  rumEnabled: boolean;
  createdAt: Date;
}

export const presentOrganisation = (organisation: Organisation): OrganisationParent => ({
  id: organisation.id,
  slug: organisation.slug,
  name: organisation.name,
  isActive: organisation.isActive,
  rumEnabled: organisation.rumEnabled,
  createdAt: organisation.createdAt,
});

/** A site's sign-in form as the FormAuth type shows it: the selectors, never the password. */
export interface FormAuthParent {
  url: string | null;
  formSelector: string | null;
  username: string | null;
  usernameSelector: string | null;
  passwordSelector: string | null;
  submitSelector: string | null;
  hasPassword: boolean;
}

/**
 * A site as the API shows it: the fields chosen here (the run settings and the form's password stay in
 * the row), the row id its loaders read, the team its nested fields read, and the secret that `secret`
 * shows only to those who may update sites.
 */
export interface SiteParent {
  id: number;
  teamId: number;
  slug: string;
  name: string;
  canonicalUrl: string;
  secret: string;
  snapshotSchedule: Site['snapshotSchedule'];
  snapshotIntervalHours: number | null;
  testLocation: string | null;
  ipOption: Site['ipOption'];
  formAuth: FormAuthParent | null;
}

export const presentSite = (site: Site): SiteParent => ({
  id: site.id,
  teamId: site.teamId,
  slug: site.slug,
  name: site.name,
  canonicalUrl: site.canonicalUrl,
  secret: site.secret,
  snapshotSchedule: site.snapshotSchedule,
  snapshotIntervalHours: site.snapshotIntervalHours,
  testLocation: site.testLocation,
  ipOption: site.ipOption,
  formAuth: formAuthOf(site),
});

/** Null when the site has no sign-in form (no field set). */
function formAuthOf(site: Site): FormAuthParent | null {
  const values = {
    url: site.formAuthUrl,
    formSelector: site.formAuthFormSelector,
    username: site.formAuthUsername,
    usernameSelector: site.formAuthUsernameSelector,
    passwordSelector: site.formAuthPasswordSelector,
    submitSelector: site.formAuthSubmitSelector,
  };
  const hasPassword = site.formAuthPassword != null;
  return hasPassword || Object.values(values).some((value) => value != null)
    ? { ...values, hasPassword }
    : null;
}

export const presentPerson = {
  uuid: (person: PersonNode) => person.user.uuid,
  name: (person: PersonNode) => person.user.name,
  email: (person: PersonNode) => person.user.email,
  role: (person: PersonNode) => person.role,
  lastSeenAt: (person: PersonNode) => person.user.lastSeenAt,
};

/**
 * An API token as the API shows it: each field chosen here (never the hash), and the ids its nested
 * fields (team, creator) read.
 */
export interface ApiTokenParent {
  uuid: string;
  name: string;
  kind: ApiToken['kind'];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  allowedIps: string[];
  permissions: string[];
  tokenPrefix: string;
  createdAt: Date;
  teamId: number | null;
  userId: number;
  organisationId: number;
}

export const presentApiToken = (token: ApiToken): ApiTokenParent => ({
  uuid: token.uuid,
  name: token.name,
  kind: token.kind,
  expiresAt: token.expiresAt,
  lastUsedAt: token.lastUsedAt,
  allowedIps: token.allowedIps ?? [],
  permissions: token.permissions,
  tokenPrefix: token.tokenPrefix,
  createdAt: token.createdAt,
  teamId: token.teamId,
  userId: token.userId,
  organisationId: token.organisationId,
});
