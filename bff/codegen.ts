// GraphQL Code Generator: resolver types for the bff from the served schema (schema.graphql, written by
// src/cli/print-schema.ts). `npm run codegen -w @pace/bff` (the root `npm run codegen` runs it after
// printing the schema). Areas type their resolver maps with `Resolvers` from src/kernel/generated/.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'src/kernel/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        // Parents that are not the GraphQL type itself: what the services return, typed by each area's
        // presenters (the only modules that know the stored rows), never the models themselves.
        mappers: {
          ChangelogEntry: '../../system/presenters.ts#ChangelogEntryParent',
          Health: '../../system/health.ts#HealthReport',
          CurrentUser: '../../accounts/presenters.ts#UserParent',
          AdminUser: '../../organisations/presenters.ts#AdminUserParent',
          AdminOrganisation: '../../organisations/presenters.ts#OrganisationParent',
          Organisation: '../../organisations/presenters.ts#OrganisationParent',
          Team: '../../organisations/presenters.ts#TeamParent',
          Site: '../../organisations/presenters.ts#SiteParent',
          Person: '../../organisations/presenters.ts#PersonNode',
          ApiToken: '../../organisations/presenters.ts#ApiTokenParent',
          Billing: '../../billing/presenters.ts#BillingParent',
          BillingSubscription: '../../billing/presenters.ts#BillingSubscriptionParent',
          Invoice: '../../billing/presenters.ts#InvoiceParent',
          Page: '../../synthetic/presenters.ts#PageParent',
          TestProfile: '../../synthetic/presenters.ts#TestProfileParent',
          Snapshot: '../../synthetic/presenters.ts#SnapshotParent',
          Test: '../../synthetic/presenters.ts#TestParent',
          Budget: '../../synthetic/presenters.ts#BudgetParent',
          BudgetChange: '../../synthetic/presenters.ts#BudgetChangeParent',
          Integration: '../../integrations/presenters.ts#IntegrationParent',
          IntegrationDelivery: '../../integrations/presenters.ts#IntegrationDeliveryParent',
          SharedReport: '../../share/presenters.ts#SharedReportParent',
          SharedSite: '../../share/presenters.ts#SharedSiteParent',
          ShareLink: '../../share/presenters.ts#ShareLinkParent',
          HistoryPoint: '../../synthetic/presenters.ts#HistoryPointParent',
          RumSettings: '../../rum/presenters.ts#RumSettingsParent',
          CruxSummary: '../../crux/presenters.ts#CruxSummaryParent',
          CruxTargetSummary: '../../crux/presenters.ts#CruxTargetSummaryParent',
        },
        // Enums whose stored values GraphQL names cannot spell.
        enumValues: {
          ConnectionPreset: { _4g: '4g', _3g_fast: '3g_fast', _3g: '3g', _3g_slow: '3g_slow' },
          IntegrationEvent: {
            SNAPSHOT_COMPLETED: 'snapshot.completed',
            SNAPSHOT_FAILED: 'snapshot.failed',
            BUDGET_CHANGED: 'budget.changed',
            DEPLOY_SUCCEEDED: 'deploy.succeeded',
          },
        },
        // Resolvers may return the stored Date or an ISO string (reports kept as JSON); the scalar writes
        // both as toISOString() does. Arguments arrive parsed, as Dates.
        scalars: { DateTime: { input: 'Date', output: 'Date | string' } },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
