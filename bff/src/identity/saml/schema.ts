export const typeDefs = /* GraphQL */ `
  "An organisation's SAML single sign-on: its identity provider, and what to give the identity provider."
  type SamlConfiguration {
    "People whose email address ends with @emailDomain sign in through this identity provider."
    emailDomain: String!
    idpEntityId: String!
    ssoUrl: String!
    "SHA-256 fingerprint of the IdP's signing certificate (the certificate itself is not read back)."
    certificateFingerprint: String!
    certificateExpiresAt: String!
    certificateSubject: String!
    "True when saved from IdP metadata XML."
    fromMetadata: Boolean!
    enabled: Boolean!
    "Our service provider entity ID: the audience the IdP must put in its assertions."
    spEntityId: String!
    "Where the IdP posts its responses (HTTP-POST binding)."
    acsUrl: String!
    "Our service provider metadata, for the IdP."
    metadataUrl: String!
    updatedAt: String!
  }

  "Either metadataXml, or idpEntityId + ssoUrl + certificate (PEM or base64)."
  input SamlConfigurationInput {
    emailDomain: String!
    metadataXml: String
    idpEntityId: String
    ssoUrl: String
    certificate: String
    enabled: Boolean
  }

  extend type Query {
    "Administrators only (updateOrganisations); null when SAML is not set up."
    samlConfiguration(orgId: ID!): SamlConfiguration
  }

  extend type Mutation {
    updateSamlConfiguration(orgId: ID!, input: SamlConfigurationInput!): SamlConfiguration!
    "Members then sign in with their password or Google again."
    deleteSamlConfiguration(orgId: ID!): Boolean!
  }
`;
