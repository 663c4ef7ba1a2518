// The guard every service goes through: which organisations, teams and sites the viewer reaches, and
// with which permissions. Built once per request (it caches what it has read), from the viewer that the
// authentication middleware found.
//
// Rules (spec section 6): administrators reach every team of their organisation; members and viewers
// reach the teams they belong to. An organisation token acts as an administrator of its organisation, a
// personal token as its owner; either may be limited to one team and to a subset of permissions.
// Whatever cannot be reached is "not found" (its existence is not revealed); what can be reached but not
// changed with the viewer's role is "not authorised to modify". A share link's viewer reaches no
// organisation or team, and only its test's site, for reading (what it may ask is cut down further by
// the share scope's field list, bff/src/share/scope.ts).
import {
  ACCEPTED_MEMBERSHIP,
  type Database,
  Op,
  type Organisation,
  type Role,
  type Site,
  type Team,
  type Test,
  type User,
} from '@pace/platform/db';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '@pace/platform/errors';
import {
  allows,
  type Permission,
  type PermissionContext,
  permissionSet,
  READ_PERMISSIONS,
} from './permissions.ts';
import type { Viewer } from './viewer.ts';

/** What a share link allows within its site. */
const SHARE_PERMISSIONS: readonly Permission[] = ['readSites'];

export interface OrganisationScope {
  organisation: Organisation;
  role: Role;
}
export interface TeamScope extends OrganisationScope {
  team: Team;
}
export interface SiteScope extends TeamScope {
  site: Site;
}

export class Access {
  private readonly roles = new Map<number, Promise<Role | null>>();
  private teamIdsOfUser: Promise<Set<number>> | undefined;
  // Rows read once per request: a screen's query names its team in several fields (the team, its sites,
  // the switcher's list), and each field's check would read the same rows again.
  private readonly teamsBySlug = new Map<string, Promise<Team | null>>();
  private readonly organisationsById = new Map<number, Promise<Organisation | null>>();

  constructor(
    private readonly db: Database,
    readonly viewer: Viewer,
  ) {}

  /** The signed-in user (or a token's owner), or UnauthenticatedError. */
  requireUser(): User {
    if (this.viewer.kind === 'anonymous' || this.viewer.kind === 'share') throw new UnauthenticatedError();
    return this.viewer.user;
  }

  /** Only for a person signed in with a session: tokens cannot manage accounts or other tokens. */
  requireSessionUser(): User {
    if (this.viewer.kind !== 'user') {
      throw this.viewer.kind === 'anonymous' || this.viewer.kind === 'share'
        ? new UnauthenticatedError()
        : new ForbiddenError('API tokens cannot do this; sign in instead');
    }
    return this.viewer.user;
  }

  /**
   * The one test a share link's viewer reaches, or null for every other viewer. Its site is reached
   * through `site()`; of that site's synthetic results, only this test and its page and profile are.
   */
  get sharedTest(): Test | null {
    return this.viewer.kind === 'share' ? this.viewer.test : null;
  }

  requireStaff(): User {
    const user = this.requireSessionUser();
    if (!user.staff) throw new ForbiddenError('Only staff can do this');
    return user;
  }

  async organisation(slug: string, permission: Permission): Promise<OrganisationScope> {
    const organisation = await this.db.models.Organisation.findOne({ where: { slug } });
    if (!organisation) throw NotFoundError.of('organisation');
    return this.checkOrganisation(organisation, permission);
  }

  async organisationById(id: number, permission: Permission): Promise<OrganisationScope> {
    const organisation = await this.organisationWithId(id);
    if (!organisation) throw NotFoundError.of('organisation');
    return this.checkOrganisation(organisation, permission);
  }

  async team(slug: string, permission: Permission): Promise<TeamScope> {
    let found = this.teamsBySlug.get(slug);
    if (!found) {
      found = this.db.models.Team.findOne({ where: { slug } });
      this.teamsBySlug.set(slug, found);
    }
    const team = await found;
    if (!team) throw NotFoundError.of('team');
    return this.checkTeam(team, permission);
  }

  async teamById(id: number, permission: Permission): Promise<TeamScope> {
    const team = await this.db.models.Team.findByPk(id);
    if (!team) throw NotFoundError.of('team');
    return this.checkTeam(team, permission);
  }

  async site(teamSlug: string, siteSlug: string, permission: Permission): Promise<SiteScope> {
    if (this.viewer.kind === 'share') {
      const scope = await this.sharedSite(permission);
      if (scope.team.slug !== teamSlug || scope.site.slug !== siteSlug) throw NotFoundError.of('team');
      return scope;
    }
    // The team is checked first so that another organisation's site is "not found" either way.
    const scope = await this.team(teamSlug, READ_PERMISSIONS.has(permission) ? permission : 'readSites');
    const site = await this.db.models.Site.findOne({ where: { teamId: scope.team.id, slug: siteSlug } });
    if (!site) throw NotFoundError.of('site');
    this.demand(scope, permission, 'site');
    return { ...scope, site };
  }

  async siteById(id: number, permission: Permission): Promise<SiteScope> {
    if (this.viewer.kind === 'share') {
      const scope = await this.sharedSite(permission);
      if (scope.site.id !== id) throw NotFoundError.of('site');
      return scope;
    }
    const site = await this.db.models.Site.findByPk(id);
    if (!site) throw NotFoundError.of('site');
    const scope = await this.teamById(site.teamId, 'readSites').catch((error: unknown) => {
      throw error instanceof NotFoundError ? NotFoundError.of('site') : error;
    });
    this.demand(scope, permission, 'site');
    return { ...scope, site };
  }

  /** Whether the viewer holds `permission` within a scope it already reached. */
  can(scope: OrganisationScope, permission: Permission): boolean {
    return allows(this.permissionContext(scope), permission);
  }

  /** The permission booleans of a scope, for the interface. */
  permissionsIn(scope: OrganisationScope): Record<Permission, boolean> {
    return permissionSet(this.permissionContext(scope));
  }

  /** The viewer's role in an organisation, or null when it is not theirs. */
  async roleIn(organisation: Organisation): Promise<Role | null> {
    const viewer = this.viewer;
    if (viewer.kind === 'anonymous' || viewer.kind === 'share') return null;
    if (viewer.kind === 'token' && viewer.token.organisationId !== organisation.id) return null;
    if (viewer.kind === 'token' && viewer.token.kind === 'organisation') return 'admin';
    // The promise is kept, not its result: resolvers of one answer ask at the same time.
    let role = this.roles.get(organisation.id);
    if (!role) {
      role = this.db.models.Membership.findOne({
        where: {
          userId: viewer.user.id,
          organisationId: organisation.id,
          // An invited membership counts once its invitation is accepted (by the proved address).
          [Op.and]: [ACCEPTED_MEMBERSHIP],
        },
      }).then((membership) => membership?.role ?? null);
      this.roles.set(organisation.id, role);
      // A failed read is not kept: the next field may try again.
      role.catch(() => this.roles.delete(organisation.id));
    }
    return role;
  }

  /**
   * The ids of the teams the viewer reaches in an organisation it belongs to: for listing sites and
   * teams without one query per row.
   */
  async reachableTeamIds(scope: OrganisationScope): Promise<number[]> {
    const limit = this.viewer.kind === 'token' ? this.viewer.token.teamId : null;
    let ids: number[];
    if (scope.role === 'admin') {
      const teams = await this.db.models.Team.findAll({
        where: { organisationId: scope.organisation.id },
        attributes: ['id'],
      });
      ids = teams.map((team) => team.id);
    } else {
      const mine = await this.userTeamIds();
      const teams = await this.db.models.Team.findAll({
        where: { organisationId: scope.organisation.id, id: [...mine] },
        attributes: ['id'],
      });
      ids = teams.map((team) => team.id);
    }
    return limit == null ? ids : ids.filter((id) => id === limit);
  }

  /** The one site a share link's viewer reaches, read-only: writes are refused as to any viewer. */
  private async sharedSite(permission: Permission): Promise<SiteScope> {
    const viewer = this.viewer;
    if (viewer.kind !== 'share') throw NotFoundError.of('site');
    const team = await this.db.models.Team.findByPk(viewer.site.teamId);
    const organisation = team && (await this.db.models.Organisation.findByPk(team.organisationId));
    if (!team || !organisation) throw NotFoundError.of('site');
    const scope = { organisation, team, site: viewer.site, role: 'viewer' as const };
    this.demand(scope, permission, 'site');
    return scope;
  }

  private async checkOrganisation(organisation: Organisation, permission: Permission) {
    const role = await this.roleIn(organisation);
    if (!role) throw NotFoundError.of('organisation');
    const scope = { organisation, role };
    this.demand(scope, permission, 'organisation');
    return scope;
  }

  private organisationWithId(id: number): Promise<Organisation | null> {
    let found = this.organisationsById.get(id);
    if (!found) {
      found = this.db.models.Organisation.findByPk(id);
      this.organisationsById.set(id, found);
    }
    return found;
  }

  private async checkTeam(team: Team, permission: Permission): Promise<TeamScope> {
    const organisation = await this.organisationWithId(team.organisationId);
    const role = organisation ? await this.roleIn(organisation) : null;
    if (!organisation || !role || !(await this.reaches(team, role))) throw NotFoundError.of('team');
    const scope = { organisation, team, role };
    this.demand(scope, permission, 'team');
    return scope;
  }

  private async reaches(team: Team, role: Role): Promise<boolean> {
    if (
      this.viewer.kind === 'token' &&
      this.viewer.token.teamId != null &&
      this.viewer.token.teamId !== team.id
    ) {
      return false;
    }
    if (role === 'admin') return true;
    return (await this.userTeamIds()).has(team.id);
  }

  private userTeamIds(): Promise<Set<number>> {
    const viewer = this.viewer;
    if (viewer.kind === 'anonymous' || viewer.kind === 'share') return Promise.resolve(new Set());
    this.teamIdsOfUser ??= this.db.models.TeamMember.findAll({
      where: { userId: viewer.user.id },
      attributes: ['teamId'],
    }).then((rows) => new Set(rows.map((row) => row.teamId)));
    return this.teamIdsOfUser;
  }

  private permissionContext(scope: OrganisationScope): PermissionContext {
    return {
      role: scope.role,
      rumEnabled: scope.organisation.rumEnabled,
      tokenPermissions:
        this.viewer.kind === 'token'
          ? this.viewer.token.permissions
          : this.viewer.kind === 'share'
            ? SHARE_PERMISSIONS
            : null,
    };
  }

  private demand(
    scope: OrganisationScope,
    permission: Permission,
    resource: 'organisation' | 'team' | 'site',
  ) {
    if (this.can(scope, permission)) return;
    if (READ_PERMISSIONS.has(permission)) throw NotFoundError.of(resource);
    throw ForbiddenError.toModify(resource);
  }
}
