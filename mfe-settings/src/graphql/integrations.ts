// Integrations' GraphQL (bff/src/graphql/integrations): a site's list, one integration with its delivery
// log, changes, and the organisation's overview and GitHub App installation.
import { gql } from 'urql';
import { PERMISSION_FIELDS } from './fragments';
import type { Permissions } from './types';

export type Provider = 'github' | 'slack' | 'netlify' | 'vercel' | 'webhook' | 'automation';
export type IntegrationEvent =
  | 'SNAPSHOT_COMPLETED'
  | 'SNAPSHOT_FAILED'
  | 'BUDGET_CHANGED'
  | 'DEPLOY_SUCCEEDED';

export interface Delivery {
  uuid: string;
  direction: string;
  event: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  error: 'verification' | 'timeout' | 'http' | null;
  errorLabel: string | null;
  errorMessage: string | null;
  durationMs: number | null;
  createdAt: string;
}

export interface CodeHostSettings {
  installationId: number | null;
  repository: string | null;
  mainBranch: string | null;
  deployTrigger: string | null;
  domains: string[];
  environments: string[];
  branches: string[];
  failOnUnmetBudget: boolean;
}

export interface Integration {
  uuid: string;
  provider: Provider;
  name: string;
  events: IntegrationEvent[];
  url: string | null;
  secret: string | null;
  enabled: boolean;
  hookUrl: string | null;
  settings: CodeHostSettings | null;
  lastDelivery: Delivery | null;
}

export interface SiteHeader {
  id: string;
  name: string;
  permissions: Permissions;
}

const DELIVERY_FIELDS = gql`
  fragment DeliveryFields on IntegrationDelivery {
    uuid
    direction
    event
    status
    attempts
    responseStatus
    error
    errorLabel
    errorMessage
    durationMs
    createdAt
  }
`;

const INTEGRATION_FIELDS = gql`
  fragment IntegrationFields on Integration {
    uuid
    provider
    name
    events
    url
    secret
    enabled
    hookUrl
    settings {
      installationId
      repository
      mainBranch
      deployTrigger
      domains
      environments
      branches
      failOnUnmetBudget
    }
    lastDelivery {
      ...DeliveryFields
    }
  }
  ${DELIVERY_FIELDS}
`;

type SiteArgs = { teamId: string; siteId: string };

export const SITE_INTEGRATIONS = gql<{ site: SiteHeader | null; siteIntegrations: Integration[] }, SiteArgs>`
  query SiteIntegrations($teamId: ID!, $siteId: ID!) {
    site(teamId: $teamId, siteId: $siteId) {
      id
      name
      permissions {
        ...PermissionFields
      }
    }
    siteIntegrations(teamId: $teamId, siteId: $siteId) {
      ...IntegrationFields
    }
  }
  ${PERMISSION_FIELDS}
  ${INTEGRATION_FIELDS}
`;

export const INTEGRATION = gql<
  { site: SiteHeader | null; integration: (Integration & { deliveries: Delivery[] }) | null },
  SiteArgs & { uuid: string }
>`
  query Integration($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    site(teamId: $teamId, siteId: $siteId) {
      id
      name
      permissions {
        ...PermissionFields
      }
    }
    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      ...IntegrationFields
      deliveries(first: 20) {
        ...DeliveryFields
      }
    }
  }
  ${PERMISSION_FIELDS}
  ${INTEGRATION_FIELDS}
  ${DELIVERY_FIELDS}
`;

export interface IntegrationInput {
  provider?: Provider;
  name?: string;
  events?: IntegrationEvent[];
  url?: string | null;
  secret?: string | null;
  enabled?: boolean;
  settings?: Partial<CodeHostSettings>;
}

export const CREATE_INTEGRATION = gql<
  { createIntegration: Integration },
  SiteArgs & { input: IntegrationInput }
>`
  mutation CreateIntegration($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {
    createIntegration(teamId: $teamId, siteId: $siteId, input: $input) {
      ...IntegrationFields
    }
  }
  ${INTEGRATION_FIELDS}
`;

export const UPDATE_INTEGRATION = gql<
  { updateIntegration: Integration },
  SiteArgs & { uuid: string; input: IntegrationInput }
>`
  mutation UpdateIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) {
    updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {
      ...IntegrationFields
    }
  }
  ${INTEGRATION_FIELDS}
`;

export const DELETE_INTEGRATION = gql<{ deleteIntegration: boolean }, SiteArgs & { uuid: string }>`
  mutation DeleteIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    deleteIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid)
  }
`;

export const SEND_TEST_EVENT = gql<
  { sendTestIntegrationEvent: { uuid: string } },
  SiteArgs & { uuid: string }
>`
  mutation SendTestIntegrationEvent($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    sendTestIntegrationEvent(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      uuid
    }
  }
`;

export interface OrganisationIntegration {
  uuid: string;
  provider: Provider;
  name: string;
  enabled: boolean;
  site: { id: string; name: string; team: { id: string } } | null;
  lastDelivery: Delivery | null;
}

export const ORGANISATION_INTEGRATIONS = gql<
  { organisation: { id: string; name: string } | null; organisationIntegrations: OrganisationIntegration[] },
  { orgId: string }
>`
  query OrganisationIntegrations($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
    }
    organisationIntegrations(orgId: $orgId) {
      uuid
      provider
      name
      enabled
      site {
        id
        name
        team {
          id
        }
      }
      lastDelivery {
        ...DeliveryFields
      }
    }
  }
  ${DELIVERY_FIELDS}
`;

export const ORGANISATION_GITHUB = gql<
  {
    organisation: { id: string; name: string } | null;
    organisationGitHub: { uuid: string; settings: { installationId: number | null } | null } | null;
  },
  { orgId: string }
>`
  query OrganisationGitHub($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
    }
    organisationGitHub(orgId: $orgId) {
      uuid
      settings {
        installationId
      }
    }
  }
`;

export const CONNECT_GITHUB = gql<
  { connectGitHubInstallation: { uuid: string } },
  { orgId: string; installationId: number }
>`
  mutation ConnectGitHubInstallation($orgId: ID!, $installationId: Int!) {
    connectGitHubInstallation(orgId: $orgId, installationId: $installationId) {
      uuid
    }
  }
`;
