// Tenancy: organisations, teams, sites, people, invitations, API tokens and the staff lists. The shape is
// the contract the shell and the remotes are written against.
import { adminTypeDefs } from './admin-schema.ts';

const organisations = /* GraphQL */ `
  type Query {
    organisation(orgId: ID!): Organisation
    team(teamId: ID!): Team
    site(teamId: ID!, siteId: ID!): Site
    "The sites of one team, by name."
    sites(teamId: ID!, sitesFilter: SitesFilter, cursor: String, first: Int = 25): SiteConnection!
    "The sites of every team of an organisation the viewer reaches, by name."
    organisationSites(orgId: ID!, sitesFilter: SitesFilter, cursor: String, first: Int = 25): SiteConnection!
    "Every site the viewer reaches whose name or slug contains the query."
    searchSites(query: String!, first: Int = 10): [Site!]!
  }

  enum Role {
    admin
    member
    viewer
  }

  type Permissions {
    updateOrganisations: Boolean!
    readSites: Boolean!
    updateSites: Boolean!
    managePageGroupings: Boolean!
    createSites: Boolean!
    manageBilling: Boolean!
  }

  type Features {
    rum: Boolean!
    "False when the platform runs without billing (BILLING=off): no plans, no billing screens, no limits."
    billing: Boolean!
  }

  type Organisation {
    "The slug."
    id: ID!
    name: String!
    slug: String!
    isActive: Boolean!
    viewerRole: Role!
    permissions: Permissions!
    features: Features!
    "The teams the viewer reaches, by name."
    teams(cursor: String, first: Int = 50): TeamConnection!
    "The organisation's people (administrators only: updateOrganisations)."
    people(query: String, cursor: String, first: Int = 50): PersonConnection!
    "Organisation tokens (administrators only)."
    apiTokens: [ApiToken!]!
  }

  type Team {
    "The slug (unique across organisations)."
    id: ID!
    name: String!
    slug: String!
    description: String
    organisation: Organisation!
    siteCount: Int!
    memberCount: Int!
    permissions: Permissions!
    members: [Person!]!
    sitesList(sitesFilter: SitesFilter, cursor: String, first: Int = 25): SiteConnection!
  }

  type Site {
    "The slug (unique within its team)."
    id: ID!
    name: String!
    slug: String!
    canonicalUrl: String!
    "Null without the updateSites permission."
    secret: String
    team: Team!
    snapshotSchedule: SnapshotSchedule!
    snapshotIntervalHours: Int
    testLocation: String
    ipOption: IpOption!
    formAuth: FormAuth
    permissions: Permissions!
    dataSources: [DataSource!]!
  }

  enum SnapshotSchedule {
    off
    hourly
    daily
    every_n_hours
  }

  "The audited host's address family: whatever its DNS answers first, IPv4 only, or IPv6 only."
  enum IpOption {
    dynamic
    ipv4
    ipv6
  }

  enum DataSource {
    SYNTHETIC
    CRUX
    RUM
  }

  "The password itself is never read back."
  type FormAuth {
    url: String
    formSelector: String
    username: String
    usernameSelector: String
    passwordSelector: String
    submitSelector: String
    hasPassword: Boolean!
  }

  input SitesFilter {
    nameContains: String
    dataSource: DataSource
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type SiteConnection {
    edges: [SiteEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type SiteEdge {
    cursor: String!
    node: Site!
  }
  type TeamConnection {
    edges: [TeamEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type TeamEdge {
    cursor: String!
    node: Team!
  }
  type PersonConnection {
    edges: [PersonEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type PersonEdge {
    cursor: String!
    node: Person!
  }
  type OrganisationConnection {
    edges: [OrganisationEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type OrganisationEdge {
    cursor: String!
    node: Organisation!
  }

  "A member of an organisation (uuid is the user's)."
  type Person {
    uuid: ID!
    name: String
    email: String!
    role: Role!
    authenticationMethod: AuthenticationMethod!
    lastSeenAt: DateTime
    teams: [Team!]!
    pendingInvitation: Boolean!
  }

  enum AuthenticationMethod {
    password
    invited
    google
    saml
  }

  type ApiToken {
    uuid: ID!
    name: String!
    kind: ApiTokenKind!
    "Null: every team the token could otherwise reach."
    team: Team
    expiresAt: DateTime
    lastUsedAt: DateTime
    creator: Person
    "Addresses or CIDR ranges; empty: any address."
    allowedIps: [String!]!
    permissions: [String!]!
    tokenPrefix: String!
    createdAt: DateTime!
  }

  enum ApiTokenKind {
    organisation
    personal
  }

  "The secret is shown once: only its hash is kept."
  type CreatedApiToken {
    token: ApiToken!
    secret: String!
  }

  type Mutation {
    "The creator becomes its administrator."
    createOrganisation(input: OrganisationInput!): Organisation!
    updateOrganisation(orgId: ID!, input: OrganisationInput!): Organisation!
    createTeam(orgId: ID!, input: TeamInput!): Team!
    updateTeam(teamId: ID!, input: TeamInput!): Team!
    "confirmation must be the team's name."
    deleteTeam(teamId: ID!, confirmation: String!): Boolean!
    addTeamMember(teamId: ID!, personUuid: ID!): Team!
    removeTeamMember(teamId: ID!, personUuid: ID!): Team!
    createSite(teamId: ID!, input: SiteInput!): Site!
    "input.teamId moves the site to another team of the organisation."
    updateSite(teamId: ID!, siteId: ID!, input: SiteInput!): Site!
    "confirmation must be the site's name."
    deleteSite(teamId: ID!, siteId: ID!, confirmation: String!): Boolean!
    invitePerson(orgId: ID!, input: InviteInput!): Person!
    updatePerson(orgId: ID!, uuid: ID!, input: PersonInput!): Person!
    removePerson(orgId: ID!, uuid: ID!): Boolean!
    "kind personal: the token belongs to the viewer and reaches only the viewer's teams."
    createApiToken(orgId: ID!, input: ApiTokenInput!): CreatedApiToken!
    updateApiToken(uuid: ID!, input: ApiTokenInput!): ApiToken!
    deleteApiToken(uuid: ID!): Boolean!
  }

  input OrganisationInput {
    name: String!
  }

  input TeamInput {
    name: String!
    description: String
  }

  input SiteInput {
    name: String!
    canonicalUrl: String!
    "Moves the site to this team (same organisation)."
    teamId: ID
    snapshotSchedule: SnapshotSchedule
    snapshotIntervalHours: Int
    testLocation: String
    ipOption: IpOption
    formAuth: FormAuthInput
  }

  "A null password keeps the stored one; an empty string clears it."
  input FormAuthInput {
    url: String
    formSelector: String
    username: String
    usernameSelector: String
    password: String
    passwordSelector: String
    submitSelector: String
  }

  input InviteInput {
    email: String!
    name: String
    role: Role!
    "Team slugs."
    teamIds: [ID!]
  }

  input PersonInput {
    role: Role
    "Team slugs: the person's teams become exactly these."
    teamIds: [ID!]
  }

  input ApiTokenInput {
    name: String!
    "Default organisation; cannot be changed by updateApiToken."
    kind: ApiTokenKind
    "A team slug; null for every team."
    teamId: ID
    "ISO date-time; null for no expiry."
    expiresAt: String
    "Single addresses or CIDR ranges; empty or null for any address."
    allowedIps: [String!]
    "A subset of the creator's permissions."
    permissions: [String!]!
  }
`;

export const typeDefs = [organisations, ...adminTypeDefs];
