// Thin resolvers over the accounts area's services: the signed-in user, their profile, password and
// account, and their notification settings.
import type { GraphQLContext } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';
import { presentApiToken, presentMembership, presentSite } from '../organisations/index.ts';
import { presentCurrentUser, type UserParent } from './presenters.ts';

type Args<T = Record<string, never>> = T;
type Ctx = GraphQLContext;

const accountResolvers: Resolvers = {
  Query: {
    currentUser: (_: unknown, __: Args, ctx: Ctx) => {
      const user = ctx.access.viewer.kind === 'anonymous' ? null : ctx.access.viewer.user;
      return user && presentCurrentUser(user);
    },
  },

  Mutation: {
    updateUserSettings: async (
      _: unknown,
      args: { recentSites: { teamId: string; siteId: string }[] },
      ctx: Ctx,
    ) => presentCurrentUser(await ctx.services.users.updateRecentSites(ctx.access, args.recentSites)),
    updateProfile: async (_: unknown, args: { input: { name: string; email: string } }, ctx: Ctx) => {
      const { user, emailChanged } = await ctx.services.users.updateProfile(ctx.access, args.input);
      // The change stands even if the mail cannot go now: the profile offers to send it again.
      if (emailChanged) {
        await ctx.services.accounts
          .resendVerification(user)
          .catch((error: unknown) => ctx.log.warn({ err: error }, 'verification mail not sent'));
      }
      return presentCurrentUser(user);
    },
    changePassword: (
      _: unknown,
      args: { currentPassword?: string | null; password: string; passwordConfirmation: string },
      ctx: Ctx,
    ) => ctx.services.users.changePassword(ctx.access, args, ctx.services.accounts.sessions),
    deleteAccount: (_: unknown, args: { confirmation: string }, ctx: Ctx) =>
      ctx.services.users.deleteAccount(ctx.access, args.confirmation, ctx.services.accounts.sessions),
  },

  CurrentUser: {
    memberships: async (_: UserParent, __: Args, ctx: Ctx) =>
      (await ctx.services.users.memberships(ctx.access)).map(presentMembership),
    recentSites: async (user: UserParent, __: Args, ctx: Ctx) =>
      (await ctx.services.users.recentSites(ctx.access, user.recentSiteRefs)).map(presentSite),
    personalTokens: async (_: UserParent, __: Args, ctx: Ctx) =>
      (await ctx.services.organisations.tokens.listPersonal(ctx.access)).map(presentApiToken),
  },
};

// Email notification settings of the current user.
const notificationSettingsResolvers: Resolvers = {
  CurrentUser: {
    notificationSettings: (_user: unknown, _args: unknown, ctx: GraphQLContext) =>
      ctx.services.notifications.get(ctx.access),
  },
  Mutation: {
    updateNotificationSettings: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      ctx.services.notifications.update(ctx.access, args.input),
  },
};

export const resolvers = [accountResolvers, notificationSettingsResolvers];
