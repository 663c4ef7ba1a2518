// SAML single sign-on of an organisation: its identity provider, and what to give the identity provider.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';

export const DOMAIN_PROOF_FIELDS = graphql(`
  fragment DomainProofFields on SamlDomainProof {
    state
    provedAt
    lastCheckedAt
    recordType
    recordName
    recordValue
  }
`);

export const SAML_CONFIGURATION_FIELDS = graphql(`
  fragment SamlConfigurationFields on SamlConfiguration {
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
    domainProof {
      ...DomainProofFields
    }
  }
`);

export const SAML_CONFIGURATION = graphql(`
  query SamlConfiguration($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
    }
    samlConfiguration(orgId: $orgId) {
      ...SamlConfigurationFields
    }
  }
`);

export const UPDATE_SAML_CONFIGURATION = graphql(`
  mutation UpdateSamlConfiguration($orgId: ID!, $input: SamlConfigurationInput!) {
    updateSamlConfiguration(orgId: $orgId, input: $input) {
      ...SamlConfigurationFields
    }
  }
`);

export const DELETE_SAML_CONFIGURATION = graphql(`
  mutation DeleteSamlConfiguration($orgId: ID!) {
    deleteSamlConfiguration(orgId: $orgId)
  }
`);

export const CHECK_SAML_DOMAIN = graphql(`
  mutation CheckSamlDomain($orgId: ID!) {
    checkSamlDomain(orgId: $orgId) {
      emailDomain
      domainProof {
        ...DomainProofFields
      }
    }
  }
`);

export type SamlConfiguration = NonNullable<ResultOf<typeof SAML_CONFIGURATION>['samlConfiguration']>;
export type { SamlConfigurationInput } from './generated/graphql';
