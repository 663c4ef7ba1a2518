// API tokens: organisation tokens (administrators) and personal access tokens share one shape.
import { graphql } from './generated';

export const API_TOKEN_FIELDS = graphql(`
  fragment ApiTokenFields on ApiToken {
    uuid
    name
    kind
    team {
      id
      name
      slug
      organisation {
        id
      }
    }
    expiresAt
    lastUsedAt
    creator {
      uuid
      name
      email
    }
    allowedIps
    permissions
    tokenPrefix
    createdAt
  }
`);

export const ORGANISATION_TOKENS = graphql(`
  query OrganisationTokens($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
      permissions {
        ...PermissionFields
      }
      apiTokens {
        ...ApiTokenFields
      }
      teams(first: 100) {
        edges {
          node {
            id
            name
            slug
          }
        }
      }
    }
  }
`);

export const CREATE_API_TOKEN = graphql(`
  mutation CreateApiToken($orgId: ID!, $input: ApiTokenInput!) {
    createApiToken(orgId: $orgId, input: $input) {
      secret
      token {
        ...ApiTokenFields
      }
    }
  }
`);

export const UPDATE_API_TOKEN = graphql(`
  mutation UpdateApiToken($uuid: ID!, $input: ApiTokenInput!) {
    updateApiToken(uuid: $uuid, input: $input) {
      ...ApiTokenFields
    }
  }
`);

export const DELETE_API_TOKEN = graphql(`
  mutation DeleteApiToken($uuid: ID!) {
    deleteApiToken(uuid: $uuid)
  }
`);

export type { ApiTokenInput } from './generated/graphql';
