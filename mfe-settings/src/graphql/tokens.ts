// API tokens: organisation tokens (administrators) and personal access tokens share one shape.
import { gql } from 'urql';
import { PERMISSION_FIELDS } from './fragments';
import type { ApiToken, ApiTokenKind, Permissions, TeamRef } from './types';

export const API_TOKEN_FIELDS = gql`
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
`;

export interface OrganisationTokensData {
  organisation: {
    id: string;
    name: string;
    permissions: Permissions;
    apiTokens: ApiToken[];
    teams: { edges: { node: TeamRef }[] };
  } | null;
}

export const ORGANISATION_TOKENS = gql<OrganisationTokensData, { orgId: string }>`
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
  ${API_TOKEN_FIELDS}
  ${PERMISSION_FIELDS}
`;

export interface ApiTokenInput {
  name: string;
  kind?: ApiTokenKind;
  teamId: string | null;
  expiresAt: string | null;
  allowedIps: string[];
  permissions: string[];
}

export const CREATE_API_TOKEN = gql<
  { createApiToken: { secret: string; token: ApiToken } },
  { orgId: string; input: ApiTokenInput }
>`
  mutation CreateApiToken($orgId: ID!, $input: ApiTokenInput!) {
    createApiToken(orgId: $orgId, input: $input) {
      secret
      token {
        ...ApiTokenFields
      }
    }
  }
  ${API_TOKEN_FIELDS}
`;

export const UPDATE_API_TOKEN = gql<{ updateApiToken: ApiToken }, { uuid: string; input: ApiTokenInput }>`
  mutation UpdateApiToken($uuid: ID!, $input: ApiTokenInput!) {
    updateApiToken(uuid: $uuid, input: $input) {
      ...ApiTokenFields
    }
  }
  ${API_TOKEN_FIELDS}
`;

export const DELETE_API_TOKEN = gql<{ deleteApiToken: boolean }, { uuid: string }>`
  mutation DeleteApiToken($uuid: ID!) {
    deleteApiToken(uuid: $uuid)
  }
`;
