// API tokens. Organisation tokens are made by administrators and act for the organisation; personal
// tokens belong to their creator and reach only the creator's teams. Either may be limited to one team,
// to addresses, to a lifetime, and to permissions the creator holds. Only a person signed in with a
// session manages tokens (a token cannot make or widen tokens). The secret is returned once.

import { newTokenSecret } from '@pace/platform/credentials';
import {
  API_TOKEN_KINDS,
  type ApiToken,
  type ApiTokenKind,
  type Database,
  type Team,
} from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { z } from 'zod';
import type { Access, OrganisationScope } from '../kernel/auth/access.ts';
import { isValidAllowedIp } from '../kernel/auth/allowed-ips.ts';
import { PERMISSIONS, type Permission } from '../kernel/auth/permissions.ts';
import { parseInput, requireOrganisationWide } from '../kernel/input.ts';

const tokenInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(254, 'Name must be under 255 characters'),
  kind: z.enum(API_TOKEN_KINDS).nullish(),
  teamId: z
    .string()
    .nullish()
    .transform((value) => value || null),
  expiresAt: z
    .string()
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) {
        context.addIssue({ code: 'custom', message: 'Enter a valid expiry date' });
        return z.NEVER;
      }
      return date;
    }),
  allowedIps: z
    .array(z.string())
    .nullish()
    .transform((list) => (list ?? []).map((entry) => entry.trim()).filter(Boolean))
    .refine((list) => list.every(isValidAllowedIp), {
      message: 'Allowed IP addresses must be single addresses or CIDR ranges (like 10.0.0.0/8)',
    }),
  permissions: z.array(z.string()).min(1, 'Choose at least one permission'),
});
export type ApiTokenInput = z.input<typeof tokenInput>;

export const TOKEN_NOT_FOUND = 'API token not found';

export class TokenService {
  constructor(private readonly db: Database) {}

  async create(
    access: Access,
    orgSlug: string,
    input: ApiTokenInput,
  ): Promise<{ token: ApiToken; secret: string }> {
    const user = access.requireSessionUser();
    const values = parseInput(tokenInput, input);
    const kind: ApiTokenKind = values.kind ?? 'organisation';
    // Organisation tokens act as an administrator: only administrators make them.
    const scope = await access.organisation(
      orgSlug,
      kind === 'organisation' ? 'updateOrganisations' : 'readSites',
    );
    const checked = await this.check(access, scope, values);
    const { secret, hash, prefix } = newTokenSecret();
    const token = await this.db.models.ApiToken.create({
      kind,
      organisationId: scope.organisation.id,
      userId: user.id,
      name: values.name,
      tokenHash: hash,
      tokenPrefix: prefix,
      teamId: checked.team?.id ?? null,
      permissions: checked.permissions,
      allowedIps: values.allowedIps.length ? values.allowedIps : null,
      expiresAt: values.expiresAt,
    });
    return { token, secret };
  }

  async update(access: Access, uuid: string, input: ApiTokenInput): Promise<ApiToken> {
    const { token, scope } = await this.manageable(access, uuid);
    const values = parseInput(tokenInput, input);
    if (values.kind && values.kind !== token.kind) {
      throw new BadUserInputError('The type of a token cannot change; make a new token', { field: 'kind' });
    }
    const checked = await this.check(access, scope, values);
    await token.update({
      name: values.name,
      teamId: checked.team?.id ?? null,
      permissions: checked.permissions,
      allowedIps: values.allowedIps.length ? values.allowedIps : null,
      expiresAt: values.expiresAt,
    });
    return token;
  }

  async delete(access: Access, uuid: string): Promise<boolean> {
    const { token } = await this.manageable(access, uuid);
    await token.destroy();
    return true;
  }

  /**
   * The organisation's own tokens, newest first (administrators only). Not to a token limited to one
   * team: the list names what every other team's tokens are for.
   */
  async listForOrganisation(access: Access, scope: OrganisationScope): Promise<ApiToken[]> {
    await access.organisationById(scope.organisation.id, 'updateOrganisations');
    requireOrganisationWide(access);
    return this.db.models.ApiToken.findAll({
      where: { organisationId: scope.organisation.id, kind: 'organisation' },
      order: [['id', 'DESC']],
    });
  }

  /**
   * The signed-in person's personal tokens in every organisation, newest first. A session only: an API
   * token acts within one organisation, and its creator's tokens elsewhere are not its to list.
   */
  async listPersonal(access: Access): Promise<ApiToken[]> {
    const user = access.requireSessionUser();
    return this.db.models.ApiToken.findAll({
      where: { userId: user.id, kind: 'personal' },
      order: [['id', 'DESC']],
    });
  }

  /**
   * A token the viewer may change: an organisation token of an organisation it administers, or its own
   * personal token. Anything else is "not found" (its existence is not revealed).
   */
  private async manageable(access: Access, uuid: string) {
    const user = access.requireSessionUser();
    const token = await this.db.models.ApiToken.findOne({ where: { uuid } });
    if (!token || (token.kind === 'personal' && token.userId !== user.id))
      throw new NotFoundError(TOKEN_NOT_FOUND);
    const scope = await access
      .organisationById(
        token.organisationId,
        token.kind === 'organisation' ? 'updateOrganisations' : 'readSites',
      )
      .catch((error: unknown) => {
        throw error instanceof NotFoundError ? new NotFoundError(TOKEN_NOT_FOUND) : error;
      });
    return { token, scope };
  }

  /** The team (reachable by the creator, in this organisation) and permissions (a subset of theirs). */
  private async check(
    access: Access,
    scope: OrganisationScope,
    values: z.output<typeof tokenInput>,
  ): Promise<{ team: Team | null; permissions: Permission[] }> {
    let team: Team | null = null;
    if (values.teamId) {
      const found = await access.team(values.teamId, 'readSites').catch(() => null);
      if (!found || found.organisation.id !== scope.organisation.id) {
        throw new NotFoundError('Team not found', { field: 'teamId' });
      }
      team = found.team;
    }
    const permissions = [...new Set(values.permissions)];
    for (const permission of permissions) {
      if (!(PERMISSIONS as readonly string[]).includes(permission)) {
        throw new BadUserInputError(`Unknown permission: ${permission}`, { field: 'permissions' });
      }
      if (!access.can(scope, permission as Permission)) {
        throw new BadUserInputError(`You cannot give a token a permission you do not have: ${permission}`, {
          field: 'permissions',
        });
      }
    }
    if (values.expiresAt && values.expiresAt.getTime() <= Date.now()) {
      throw new BadUserInputError('The expiry date must be in the future', { field: 'expiresAt' });
    }
    return { team, permissions: permissions as Permission[] };
  }
}
