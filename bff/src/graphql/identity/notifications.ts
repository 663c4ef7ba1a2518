// Email notification settings of the current user (the profile's email notifications screen).
import type { GraphQLContext } from '../context.ts';

export const typeDefs = /* GraphQL */ `
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

export const resolvers = {
  CurrentUser: {
    notificationSettings: (_user: unknown, _args: unknown, ctx: GraphQLContext) =>
      ctx.services.notifications.get(ctx.access),
  },
  Mutation: {
    updateNotificationSettings: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      ctx.services.notifications.update(ctx.access, args.input),
  },
};
