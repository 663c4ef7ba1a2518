// SAML configuration of an organisation: thin resolvers over services/saml/configurations.ts, which asks
// access.organisation(orgId, 'updateOrganisations') first.
import type { GraphQLContext } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';

type OrgArgs = { orgId: string };

export const resolvers: Resolvers = {
  Query: {
    samlConfiguration: async (_: unknown, { orgId }: OrgArgs, ctx: GraphQLContext) => {
      const { configurations } = ctx.services.saml;
      const view = await configurations.get(ctx.access, orgId);
      return view ? configurations.present(view) : null;
    },
  },
  Mutation: {
    updateSamlConfiguration: async (
      _: unknown,
      { orgId, input }: OrgArgs & { input: unknown },
      ctx: GraphQLContext,
    ) => {
      const { configurations } = ctx.services.saml;
      return configurations.present(await configurations.save(ctx.access, orgId, input));
    },
    checkSamlDomain: async (_: unknown, { orgId }: OrgArgs, ctx: GraphQLContext) => {
      const { configurations } = ctx.services.saml;
      return configurations.present(await configurations.checkDomain(ctx.access, orgId));
    },
    deleteSamlConfiguration: (_: unknown, { orgId }: OrgArgs, ctx: GraphQLContext) =>
      ctx.services.saml.configurations.remove(ctx.access, orgId),
  },
};

/** Whether people signed in to an organisation through its IdP, per request (for Person.authenticationMethod). */
const linkLoaders = new WeakMap<object, Map<number, Promise<Set<number>>>>();

export async function signsInWithSaml(ctx: GraphQLContext, userId: number, organisationId: number) {
  let byOrganisation = linkLoaders.get(ctx);
  if (!byOrganisation) {
    byOrganisation = new Map();
    linkLoaders.set(ctx, byOrganisation);
  }
  let linked = byOrganisation.get(organisationId);
  if (!linked) {
    // One query per organisation and request: the people list asks for every row.
    linked = ctx.services.saml.linkedUserIds(organisationId);
    byOrganisation.set(organisationId, linked);
  }
  return (await linked).has(userId);
}
