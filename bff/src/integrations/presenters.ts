// The integrations area's presenters: the only place that knows both the stored rows and the API objects.
import { ERROR_LABELS } from '@pace/integrations/errors';
import type { Integration, IntegrationDelivery } from '@pace/platform/db';

/** The parent of Integration's fields: the stored integration. */
export type IntegrationParent = Integration;
/** The parent of IntegrationDelivery's fields: the stored delivery. */
export type IntegrationDeliveryParent = IntegrationDelivery;

export const presentIntegration = {
  settings: (integration: IntegrationParent) => {
    if (integration.provider !== 'github') return null;
    const settings = {
      domains: [],
      environments: [],
      branches: [],
      failOnUnmetBudget: false,
      ...integration.settings,
    };
    // Unset fields read as null (as GraphQL shows them).
    return {
      ...settings,
      installationId: settings.installationId ?? null,
      repository: settings.repository ?? null,
      mainBranch: settings.mainBranch ?? null,
      deployTrigger: settings.deployTrigger ?? null,
      installationProvedAt: settings.installationProvedAt ?? null,
      installationAccount: settings.installationAccount ?? null,
    };
  },
};

export const presentIntegrationDelivery = {
  errorLabel: (delivery: IntegrationDeliveryParent) => (delivery.error ? ERROR_LABELS[delivery.error] : null),
};
