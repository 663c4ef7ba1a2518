// Integrations' GraphQL (bff/src/graphql/integrations): a site's list, one integration with its delivery
// log, changes, and the organisation's overview and GitHub App installation.
import { graphql } from './generated';
import type { DeliveryFieldsFragment, IntegrationFieldsFragment } from './generated/graphql';

export const DELIVERY_FIELDS = graphql(`
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
`);

export const INTEGRATION_FIELDS = graphql(`
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
`);

export const SITE_INTEGRATIONS = graphql(`
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
`);

export const INTEGRATION = graphql(`
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
`);

/** A GitHub integration's check runs on pull requests, as the code host shows them. */
export const INTEGRATION_CHECK_RUNS = graphql(`
  query IntegrationCheckRuns($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      uuid
      checkRuns(first: 10) {
        uuid
        repository
        pullNumber
        headSha
        state
        outcome
        conclusion
        title
        summary
        updatedAt
      }
    }
  }
`);

export const CREATE_INTEGRATION = graphql(`
  mutation CreateIntegration($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {
    createIntegration(teamId: $teamId, siteId: $siteId, input: $input) {
      ...IntegrationFields
    }
  }
`);

export const UPDATE_INTEGRATION = graphql(`
  mutation UpdateIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) {
    updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {
      ...IntegrationFields
    }
  }
`);

export const DELETE_INTEGRATION = graphql(`
  mutation DeleteIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    deleteIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid)
  }
`);

export const SEND_TEST_EVENT = graphql(`
  mutation SendTestIntegrationEvent($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    sendTestIntegrationEvent(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      uuid
    }
  }
`);

export const ORGANISATION_INTEGRATIONS = graphql(`
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
`);

export const ORGANISATION_GITHUB = graphql(`
  query OrganisationGitHub($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
    }
    organisationGitHub(orgId: $orgId) {
      uuid
      settings {
        installationId
        installationProvedAt
        installationAccount
      }
    }
  }
`);

export const START_GITHUB_CONNECTION = graphql(`
  mutation StartGitHubConnection($orgId: ID!) {
    startGitHubConnection(orgId: $orgId) {
      installUrl
    }
  }
`);

export type Delivery = DeliveryFieldsFragment;
export type Integration = IntegrationFieldsFragment;
export type {
  IntegrationEvent,
  IntegrationInput,
  IntegrationProvider as Provider,
} from './generated/graphql';
