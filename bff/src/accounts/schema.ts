// Accounts: the signed-in user, their profile, password and account, and their email notification
// settings. The shape is the contract the shell and the remotes are written against.
const accounts = /* GraphQL */ `
  type Query {
    "The signed-in user (or a token's owner); null for anonymous visitors."
    currentUser: CurrentUser
  }

  type CurrentUser {
    uuid: ID!
    name: String!
    email: String!
    avatar: String
    staff: Boolean!
    emailVerified: Boolean!
    hasPassword: Boolean!
    googleConnected: Boolean!
    memberships: [Membership!]!
    "Newest first, at most 5; sites no longer reachable are left out."
    recentSites: [Site!]!
    "The signed-in person's personal tokens in every organisation; refused to API tokens (sign in instead)."
    personalTokens: [ApiToken!]!
  }

  type Membership {
    organisation: Organisation!
    role: Role!
  }

  type Mutation {
    "Puts the chosen sites first, drops duplicates and unreachable sites, keeps 5."
    updateUserSettings(recentSites: [SiteRefInput!]!): CurrentUser!
    updateProfile(input: ProfileInput!): CurrentUser!
    changePassword(currentPassword: String, password: String!, passwordConfirmation: String!): Boolean!
    "confirmation must be DELETE; refused for the only administrator of an active organisation."
    deleteAccount(confirmation: String!): Boolean!
  }

  input SiteRefInput {
    teamId: ID!
    siteId: ID!
  }

  input ProfileInput {
    name: String!
    email: String!
  }
`;

// Email notification settings of the current user (the profile's email notifications screen).
const notificationSettings = /* GraphQL */ `
  "Which emails Pace sends the user."
  type NotificationSettings {
    "A site's metric went over its budget or came within 10% of it."
    budgetAlerts: Boolean!
    "A snapshot failed, or some of its tests did."
    snapshotFailures: Boolean!
    "A weekly summary of the user's sites."
    weeklySummary: Boolean!
  }

  extend type CurrentUser {
    notificationSettings: NotificationSettings!
  }

  "A missing field keeps its current value."
  input NotificationSettingsInput {
    budgetAlerts: Boolean
    snapshotFailures: Boolean
    weeklySummary: Boolean
  }

  extend type Mutation {
    updateNotificationSettings(input: NotificationSettingsInput!): NotificationSettings!
  }
`;

export const typeDefs = [accounts, notificationSettings];
