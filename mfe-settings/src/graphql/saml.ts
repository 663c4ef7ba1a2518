// SAML single sign-on of an organisation: its identity provider, and what to give the identity provider.
import { gql } from 'urql';

export interface SamlConfiguration {
  emailDomain: string;
  idpEntityId: string;
  ssoUrl: string;
  certificateFingerprint: string;
  certificateExpiresAt: string;
  certificateSubject: string;
  fromMetadata: boolean;
  enabled: boolean;
  spEntityId: string;
  acsUrl: string;
  metadataUrl: string;
  updatedAt: string;
}

export interface SamlConfigurationInput {
  emailDomain: string;
  metadataXml?: string | null;
  idpEntityId?: string | null;
  ssoUrl?: string | null;
  certificate?: string | null;
  enabled?: boolean;
}

const FIELDS = `
  emailDomain
  idpEntityId
  ssoUrl
  certificateFingerprint
  certificateExpiresAt
  certificateSubject
  fromMetadata
  enabled
  spEntityId
  acsUrl
  metadataUrl
  updatedAt
`;

export const SAML_CONFIGURATION = gql<
  { samlConfiguration: SamlConfiguration | null; organisation: { id: string; name: string } | null },
  { orgId: string }
>`
  query SamlConfiguration($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
    }
    samlConfiguration(orgId: $orgId) {
      ${FIELDS}
    }
  }
`;

export const UPDATE_SAML_CONFIGURATION = gql<
  { updateSamlConfiguration: SamlConfiguration },
  { orgId: string; input: SamlConfigurationInput }
>`
  mutation UpdateSamlConfiguration($orgId: ID!, $input: SamlConfigurationInput!) {
    updateSamlConfiguration(orgId: $orgId, input: $input) {
      ${FIELDS}
    }
  }
`;

export const DELETE_SAML_CONFIGURATION = gql<{ deleteSamlConfiguration: boolean }, { orgId: string }>`
  mutation DeleteSamlConfiguration($orgId: ID!) {
    deleteSamlConfiguration(orgId: $orgId)
  }
`;
