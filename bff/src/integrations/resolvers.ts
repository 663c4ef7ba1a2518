import type { GraphQLContext as Ctx } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';
import { presentSite } from '../organisations/index.ts';
import { type IntegrationParent, presentIntegration, presentIntegrationDelivery } from './presenters.ts';

interface SiteArgs {
  teamId: string;
  siteId: string;
}
type WithUuid = SiteArgs & { uuid: string };

export const resolvers: Resolvers = {
  // The stored event names have dots; GraphQL enum values cannot.
  IntegrationEvent: {
    SNAPSHOT_COMPLETED: 'snapshot.completed',
    SNAPSHOT_FAILED: 'snapshot.failed',
    BUDGET_CHANGED: 'budget.changed',
    DEPLOY_SUCCEEDED: 'deploy.succeeded',
  },

  Query: {
    siteIntegrations: (_: unknown, args: SiteArgs, { services, access }: Ctx) =>
      services.integrations.manage.list(access, args),
    integration: (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      services.integrations.manage.get(access, args, args.uuid),
    organisationIntegrations: (_: unknown, args: { orgId: string }, { services, access }: Ctx) =>
      services.integrations.manage.listForOrganisation(access, args.orgId),
    organisationGitHub: (_: unknown, args: { orgId: string }, { services, access }: Ctx) =>
      services.integrations.manage.organisationGitHub(access, args.orgId),
  },

  Mutation: {
    createIntegration: (_: unknown, args: SiteArgs & { input: unknown }, { services, access }: Ctx) =>
      services.integrations.manage.create(access, args, args.input),
    updateIntegration: (_: unknown, args: WithUuid & { input: unknown }, { services, access }: Ctx) =>
      services.integrations.manage.update(access, args, args.uuid, args.input),
    deleteIntegration: (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      services.integrations.manage.delete(access, args, args.uuid),
    sendTestIntegrationEvent: (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      services.integrations.manage.sendTest(access, args, args.uuid),
    startGitHubConnection: (_: unknown, args: { orgId: string }, { services, access }: Ctx) =>
      services.integrations.gitHubConnections.start(access, args.orgId),
  },

  Integration: {
    secret: async (integration: IntegrationParent, _: unknown, { services, access }: Ctx) =>
      (await services.integrations.manage.canSeeSecret(access, integration)) ? integration.secret : null,
    hookUrl: (integration: IntegrationParent, _: unknown, { services }: Ctx) =>
      services.integrations.manage.hookUrl(integration),
    ...presentIntegration,
    site: async (integration: IntegrationParent, _: unknown, { access }: Ctx) =>
      integration.siteId == null
        ? null
        : presentSite((await access.siteById(integration.siteId, 'readSites')).site),
    lastDelivery: (integration: IntegrationParent, _: unknown, { services, access }: Ctx) =>
      services.integrations.manage.lastDelivery(access, integration.id),
    deliveries: (integration: IntegrationParent, args: { first?: number | null }, { services }: Ctx) =>
      services.integrations.manage.deliveries(integration, args.first ?? 20),
    checkRuns: (integration: IntegrationParent, args: { first?: number | null }, { services }: Ctx) =>
      services.integrations.manage.checkRuns(integration, args.first ?? 10),
  },

  IntegrationDelivery: presentIntegrationDelivery,
};
