export const typeDefs = /* GraphQL */ `
  "An organisation's SAML single sign-on: its identity provider, and what to give the identity provider."
  type SamlConfiguration {
    "People whose email address ends with @emailDomain sign in through this identity provider."
    emailDomain: String!
    idpEntityId: String!
    ssoUrl: String!
    "SHA-256 fingerprint of the IdP's signing certificate (the certificate itself is not read back)."
    certificateFingerprint: String!
    certificateExpiresAt: DateTime!
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
    updatedAt: DateTime!
    "Whether this organisation proved it holds emailDomain; only then does sign-in go through this IdP."
    domainProof: SamlDomainProof!
  }

  enum SamlDomainProofState {
    UNPROVED
    PROVED
  }

  "The DNS TXT record that proves the email domain, and what was found of it."
  type SamlDomainProof {
    state: SamlDomainProofState!
    provedAt: DateTime
    "When the record was last looked up (by checkSamlDomain or the daily re-check)."
    lastCheckedAt: DateTime
    "TXT"
    recordType: String!
    "Where to add it: _pace-challenge.<emailDomain>"
    recordName: String!
    "What it must hold: pace-domain-verification=<token>"
    recordValue: String!
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
    "Looks the email domain's TXT record up now: found, it proves the domain for this organisation (taking it from an older proof elsewhere); gone, the proof ends."
    checkSamlDomain(orgId: ID!): SamlConfiguration!
  }
`;
