// Thin resolvers over the organisations area's services: each top-level field asks the service (which asks Access);
// per-row fields read through the request's loaders. Model rows are the parents of the object types.

import { googleConnected } from '../accounts/index.ts';
import type { OrganisationScope } from '../kernel/auth/access.ts';
import type { GraphQLContext } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';
import { signsInWithSaml } from '../single-sign-on/index.ts';
import { type Connection, mapNodes } from './pagination.ts';
import type { InviteInput, MembershipWithUser, PersonInput } from './people.ts';
import {
  type AdminUserParent,
  type ApiTokenParent,
  asPerson,
  type OrganisationParent,
  type PersonNode,
  presentAdminUser,
  presentApiToken,
  presentMembership,
  presentOrganisation,
  presentPerson,
  presentSite,
  presentTeam,
  type SiteParent,
  type TeamParent,
} from './presenters.ts';
import type { SiteInput, SitesFilter } from './sites.ts';
import type { ApiTokenInput } from './tokens.ts';

type Args<T = Record<string, never>> = T;
type Page = { cursor?: string | null; first?: number | null };
type Ctx = GraphQLContext;

/** The viewer's scope in the organisation of a row it already reached (role, permissions). */
const scopeOf = (ctx: Ctx, organisationId: number): Promise<OrganisationScope> =>
  loaders(ctx).scope.load(organisationId);

async function teamOf(ctx: Ctx, teamId: number): Promise<TeamParent> {
  return presentTeam((await loaders(ctx).team.load(teamId))!);
}

async function personNode(ctx: Ctx, userId: number, organisationId: number): Promise<PersonNode | null> {
  const [user, membership] = await Promise.all([
    loaders(ctx).user.load(userId),
    loaders(ctx).membership.load(`${userId}:${organisationId}`),
  ]);
  return user && membership ? { user, organisationId, role: membership.role } : null;
}

const people = (connection: Connection<MembershipWithUser>): Connection<PersonNode> =>
  mapNodes(connection, asPerson);

/** The request's loaders: per-row reads batched across one GraphQL answer. */
const loaders = (ctx: Ctx) => ctx.services.organisations.loaders(ctx.access);

const organisationResolvers: Resolvers = {
  Query: {
    organisation: async (_: unknown, args: { orgId: string }, ctx: Ctx) =>
      presentOrganisation(
        (await ctx.services.organisations.organisations.get(ctx.access, args.orgId)).organisation,
      ),
    team: async (_: unknown, args: { teamId: string }, ctx: Ctx) =>
      presentTeam((await ctx.services.organisations.teams.get(ctx.access, args.teamId)).team),
    site: async (_: unknown, args: { teamId: string; siteId: string }, ctx: Ctx) =>
      presentSite((await ctx.services.organisations.sites.get(ctx.access, args.teamId, args.siteId)).site),
    sites: async (_: unknown, args: Page & { teamId: string; sitesFilter?: SitesFilter | null }, ctx: Ctx) =>
      mapNodes(
        await ctx.services.organisations.sites.listForTeam(ctx.access, args.teamId, args.sitesFilter, args),
        presentSite,
      ),
    organisationSites: async (
      _: unknown,
      args: Page & { orgId: string; sitesFilter?: SitesFilter | null },
      ctx: Ctx,
    ) =>
      mapNodes(
        await ctx.services.organisations.sites.listForOrganisation(
          ctx.access,
          args.orgId,
          args.sitesFilter,
          args,
        ),
        presentSite,
      ),
    searchSites: async (_: unknown, args: { query: string; first?: number | null }, ctx: Ctx) =>
      (await ctx.services.organisations.sites.search(ctx.access, args.query, args.first)).map(presentSite),
    adminOrganisations: async (
      _: unknown,
      args: { query?: string | null; cursor?: string | null },
      ctx: Ctx,
    ) =>
      mapNodes(
        await ctx.services.organisations.admin.organisations(ctx.access, args.query, args),
        presentOrganisation,
      ),
    adminUsers: async (_: unknown, args: { query?: string | null; cursor?: string | null }, ctx: Ctx) =>
      mapNodes(await ctx.services.organisations.admin.users(ctx.access, args.query, args), presentAdminUser),
  },

  Mutation: {
    adminGrantTrial: async (_: unknown, args: { orgId: string }, ctx: Ctx) =>
      presentOrganisation(await ctx.services.organisations.admin.grantTrial(ctx.access, args.orgId)),
    createOrganisation: async (_: unknown, args: { input: { name: string } }, ctx: Ctx) =>
      presentOrganisation(await ctx.services.organisations.organisations.create(ctx.access, args.input)),
    updateOrganisation: async (_: unknown, args: { orgId: string; input: { name: string } }, ctx: Ctx) =>
      presentOrganisation(
        await ctx.services.organisations.organisations.update(ctx.access, args.orgId, args.input),
      ),
    createTeam: async (_: unknown, args: { orgId: string; input: { name: string } }, ctx: Ctx) =>
      presentTeam(await ctx.services.organisations.teams.create(ctx.access, args.orgId, args.input)),
    updateTeam: async (_: unknown, args: { teamId: string; input: { name: string } }, ctx: Ctx) =>
      presentTeam(await ctx.services.organisations.teams.update(ctx.access, args.teamId, args.input)),
    deleteTeam: (_: unknown, args: { teamId: string; confirmation: string }, ctx: Ctx) =>
      ctx.services.organisations.teams.delete(ctx.access, args.teamId, args.confirmation),
    addTeamMember: async (_: unknown, args: { teamId: string; personUuid: string }, ctx: Ctx) =>
      presentTeam(await ctx.services.organisations.teams.addMember(ctx.access, args.teamId, args.personUuid)),
    removeTeamMember: async (_: unknown, args: { teamId: string; personUuid: string }, ctx: Ctx) =>
      presentTeam(
        await ctx.services.organisations.teams.removeMember(ctx.access, args.teamId, args.personUuid),
      ),
    createSite: async (_: unknown, args: { teamId: string; input: SiteInput }, ctx: Ctx) =>
      presentSite(await ctx.services.organisations.sites.create(ctx.access, args.teamId, args.input)),
    updateSite: async (_: unknown, args: { teamId: string; siteId: string; input: SiteInput }, ctx: Ctx) =>
      presentSite(
        await ctx.services.organisations.sites.update(ctx.access, args.teamId, args.siteId, args.input),
      ),
    deleteSite: (_: unknown, args: { teamId: string; siteId: string; confirmation: string }, ctx: Ctx) =>
      ctx.services.organisations.sites.delete(ctx.access, args.teamId, args.siteId, args.confirmation),
    invitePerson: async (_: unknown, args: { orgId: string; input: InviteInput }, ctx: Ctx) =>
      asPerson(
        await ctx.services.organisations.people.invite(ctx.access, args.orgId, args.input, ctx.services.mail),
      ),
    updatePerson: async (_: unknown, args: { orgId: string; uuid: string; input: PersonInput }, ctx: Ctx) =>
      asPerson(await ctx.services.organisations.people.update(ctx.access, args.orgId, args.uuid, args.input)),
    removePerson: (_: unknown, args: { orgId: string; uuid: string }, ctx: Ctx) =>
      ctx.services.organisations.people.remove(ctx.access, args.orgId, args.uuid),
    createApiToken: async (_: unknown, args: { orgId: string; input: ApiTokenInput }, ctx: Ctx) => {
      const { token, secret } = await ctx.services.organisations.tokens.create(
        ctx.access,
        args.orgId,
        args.input,
      );
      return { token: presentApiToken(token), secret };
    },
    updateApiToken: async (_: unknown, args: { uuid: string; input: ApiTokenInput }, ctx: Ctx) =>
      presentApiToken(await ctx.services.organisations.tokens.update(ctx.access, args.uuid, args.input)),
    deleteApiToken: (_: unknown, args: { uuid: string }, ctx: Ctx) =>
      ctx.services.organisations.tokens.delete(ctx.access, args.uuid),
  },

  Organisation: {
    id: (organisation: OrganisationParent) => organisation.slug,
    features: (organisation: OrganisationParent, __: Args, ctx: Ctx) => ({
      rum: organisation.rumEnabled,
      billing: ctx.services.billing.enabled,
    }),
    viewerRole: async (organisation: OrganisationParent, __: Args, ctx: Ctx) =>
      (await scopeOf(ctx, organisation.id)).role,
    permissions: async (organisation: OrganisationParent, __: Args, ctx: Ctx) =>
      ctx.access.permissionsIn(await scopeOf(ctx, organisation.id)),
    teams: async (organisation: OrganisationParent, args: Page, ctx: Ctx) =>
      mapNodes(
        await ctx.services.organisations.organisations.teams(
          ctx.access,
          await scopeOf(ctx, organisation.id),
          args,
        ),
        presentTeam,
      ),
    people: async (organisation: OrganisationParent, args: Page & { query?: string | null }, ctx: Ctx) =>
      people(await ctx.services.organisations.people.list(ctx.access, organisation.id, args.query, args)),
    apiTokens: async (organisation: OrganisationParent, __: Args, ctx: Ctx) =>
      (
        await ctx.services.organisations.tokens.listForOrganisation(
          ctx.access,
          await scopeOf(ctx, organisation.id),
        )
      ).map(presentApiToken),
  },

  Team: {
    id: (team: TeamParent) => team.slug,
    organisation: async (team: TeamParent, __: Args, ctx: Ctx) =>
      presentOrganisation((await scopeOf(ctx, team.organisationId)).organisation),
    siteCount: (team: TeamParent, __: Args, ctx: Ctx) => loaders(ctx).siteCount.load(team.id),
    memberCount: (team: TeamParent, __: Args, ctx: Ctx) => loaders(ctx).memberCount.load(team.id),
    permissions: async (team: TeamParent, __: Args, ctx: Ctx) =>
      ctx.access.permissionsIn(await scopeOf(ctx, team.organisationId)),
    members: async (team: TeamParent, __: Args, ctx: Ctx) => {
      const userIds = await loaders(ctx).teamMemberIds.load(team.id);
      const people = await Promise.all(userIds.map((id) => personNode(ctx, id, team.organisationId)));
      return people
        .filter((person): person is PersonNode => person != null)
        .sort((a, b) => a.user.name.localeCompare(b.user.name));
    },
    sitesList: async (team: TeamParent, args: Page & { sitesFilter?: SitesFilter | null }, ctx: Ctx) =>
      mapNodes(
        await ctx.services.organisations.sites.listForTeam(ctx.access, team.slug, args.sitesFilter, args),
        presentSite,
      ),
  },

  Site: {
    id: (site: SiteParent) => site.slug,
    secret: async (site: SiteParent, __: Args, ctx: Ctx) => {
      const team = await teamOf(ctx, site.teamId);
      return ctx.services.organisations.sites.secretOf(
        ctx.access,
        await scopeOf(ctx, team.organisationId),
        site,
      );
    },
    team: (site: SiteParent, __: Args, ctx: Ctx) => teamOf(ctx, site.teamId),
    permissions: async (site: SiteParent, __: Args, ctx: Ctx) => {
      const team = await teamOf(ctx, site.teamId);
      return ctx.access.permissionsIn(await scopeOf(ctx, team.organisationId));
    },
    dataSources: (site: SiteParent, __: Args, ctx: Ctx) => loaders(ctx).dataSources.load(site.id),
  },

  Person: {
    ...presentPerson,
    authenticationMethod: async (person: PersonNode, __: Args, ctx: Ctx) => {
      if (await signsInWithSaml(ctx, person.user.id, person.organisationId)) return 'saml';
      if (person.user.passwordHash) return 'password';
      if (googleConnected(person.user)) return 'google';
      return 'invited';
    },
    teams: async (person: PersonNode, __: Args, ctx: Ctx) => {
      const [teamIds, reachable] = await Promise.all([
        loaders(ctx).userTeamIds.load(person.user.id),
        loaders(ctx).reachableTeamIds.load(person.organisationId),
      ]);
      const teams = await Promise.all(teamIds.filter((id) => reachable.has(id)).map((id) => teamOf(ctx, id)));
      return teams.sort((a, b) => a.name.localeCompare(b.name));
    },
    pendingInvitation: (person: PersonNode, __: Args, ctx: Ctx) =>
      loaders(ctx).pendingInvitation.load(`${person.user.id}:${person.organisationId}`),
  },

  ApiToken: {
    team: (token: ApiTokenParent, __: Args, ctx: Ctx) => (token.teamId ? teamOf(ctx, token.teamId) : null),
    creator: (token: ApiTokenParent, __: Args, ctx: Ctx) =>
      personNode(ctx, token.userId, token.organisationId),
  },

  AdminOrganisation: {
    id: (organisation: OrganisationParent) => organisation.slug,
    plan: async (organisation: OrganisationParent, __: Args, ctx: Ctx) =>
      (await ctx.services.organisations.admin.subscriptionOf(organisation))?.plan ?? null,
    state: async (organisation: OrganisationParent, __: Args, ctx: Ctx) =>
      (await ctx.services.organisations.admin.subscriptionOf(organisation))?.status ?? null,
    testsThisMonth: (organisation: OrganisationParent, __: Args, ctx: Ctx) =>
      ctx.services.organisations.admin.testsThisMonth(organisation),
    people: (organisation: OrganisationParent, __: Args, ctx: Ctx) =>
      ctx.services.organisations.admin.peopleIn(organisation),
  },

  AdminUser: {
    organisations: async (user: AdminUserParent, __: Args, ctx: Ctx) =>
      (await ctx.services.organisations.admin.organisationsOf(user)).map(presentMembership),
  },
};

export const resolvers = [organisationResolvers];
