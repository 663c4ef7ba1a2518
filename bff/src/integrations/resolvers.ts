import { ERROR_LABELS } from '@pace/integrations/errors';
import type { Integration, IntegrationDelivery } from '@pace/platform/db';
import type { GraphQLContext as Ctx } from '../kernel/context.ts';

interface SiteArgs {
  teamId: string;
  siteId: string;
}
type WithUuid = SiteArgs & { uuid: string };

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export const resolvers = {
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
    connectGitHubInstallation: (
      _: unknown,
      args: { orgId: string; installationId: number },
      { services, access }: Ctx,
    ) => services.integrations.manage.connectGitHub(access, args.orgId, args.installationId),
  },

  Integration: {
    secret: async (integration: Integration, _: unknown, { services, access }: Ctx) =>
      (await services.integrations.manage.canSeeSecret(access, integration)) ? integration.secret : null,
    hookUrl: (integration: Integration, _: unknown, { services }: Ctx) =>
      services.integrations.manage.hookUrl(integration),
    settings: (integration: Integration) =>
      integration.provider === 'github'
        ? {
            domains: [],
            environments: [],
            branches: [],
            failOnUnmetBudget: false,
            ...integration.settings,
          }
        : null,
    site: async (integration: Integration, _: unknown, { access }: Ctx) =>
      integration.siteId == null ? null : (await access.siteById(integration.siteId, 'readSites')).site,
    lastDelivery: (integration: Integration, _: unknown, { services, access }: Ctx) =>
      services.integrations.manage.lastDelivery(access, integration.id),
    deliveries: (integration: Integration, args: { first?: number | null }, { services }: Ctx) =>
      services.integrations.manage.deliveries(integration, args.first ?? 20),
    createdAt: (integration: Integration) => iso(integration.createdAt),
  },

  IntegrationDelivery: {
    errorLabel: (delivery: IntegrationDelivery) => (delivery.error ? ERROR_LABELS[delivery.error] : null),
    createdAt: (delivery: IntegrationDelivery) => iso(delivery.createdAt),
    finishedAt: (delivery: IntegrationDelivery) => iso(delivery.finishedAt),
  },
};
