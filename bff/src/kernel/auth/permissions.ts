// The permissions of spec section 6 and which role holds which. One table: the bff's services check it,
// and the interface receives the same booleans to hide what a user cannot reach.
import type { Role } from '@pace/platform/db';

export const PERMISSIONS = [
  'readSites',
  'updateSites',
  'createSites',
  'updateOrganisations',
  'managePageGroupings',
  'manageBilling',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions that only read: lacking one means "not found" rather than "not authorised to modify". */
export const READ_PERMISSIONS: ReadonlySet<Permission> = new Set(['readSites']);

const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  member: new Set(['readSites', 'updateSites', 'createSites', 'managePageGroupings']),
  viewer: new Set(['readSites']),
};

/** Labels and badge styles of the roles, as the interface shows them. */
export const ROLE_LABELS: Record<Role, { label: string; badge: 'error' | 'success' | 'neutral' }> = {
  admin: { label: 'Administrator', badge: 'error' },
  member: { label: 'User', badge: 'success' },
  viewer: { label: 'Viewer', badge: 'neutral' },
};

export interface PermissionContext {
  role: Role;
  /** The organisation's rum feature flag: managePageGroupings also needs it. */
  rumEnabled: boolean;
  /** A token's own permission list: the role's permissions are cut down to it. */
  tokenPermissions?: readonly string[] | null;
}

export function allows(context: PermissionContext, permission: Permission): boolean {
  if (!ROLE_PERMISSIONS[context.role].has(permission)) return false;
  if (permission === 'managePageGroupings' && !context.rumEnabled) return false;
  if (context.tokenPermissions && !context.tokenPermissions.includes(permission)) return false;
  return true;
}

/** Every permission as a boolean, for the remote contract's `permissions` prop and GraphQL. */
export function permissionSet(context: PermissionContext): Record<Permission, boolean> {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, allows(context, p)])) as Record<Permission, boolean>;
}
