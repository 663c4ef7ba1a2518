// Thin: every field asks services.billing, which checks access.organisation(orgId, 'manageBilling');
// closing the account asks for closingScope (a signed-in administrator, never a token).

import type { GraphQLContext as Ctx } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';
import {
  type BillingParent,
  presentInvoice,
  presentInvoiceSettings,
  presentRumPageViews,
  presentSubscription,
} from './presenters.ts';

const billing = (ctx: Ctx) => ctx.services.billing;

export const resolvers: Resolvers = {
  Query: {
    billing: async (_: unknown, args: { orgId: string }, ctx: Ctx): Promise<BillingParent> => ({
      scope: await billing(ctx).scope(ctx.access, args.orgId),
    }),
    billingQuote: async (_: unknown, args: { orgId: string; cart: unknown }, ctx: Ctx) => {
      const scope = await billing(ctx).scope(ctx.access, args.orgId);
      const quote = await billing(ctx).quote(scope, args.cart);
      return { ...quote, lines: quote.lines.map(({ item: _item, ...line }) => line) };
    },
  },

  Mutation: {
    checkout: async (_: unknown, args: { orgId: string; cart: unknown }, ctx: Ctx) =>
      billing(ctx).checkout(await billing(ctx).scope(ctx.access, args.orgId, ctx.actionKey), args.cart),
    createSetupIntent: async (_: unknown, args: { orgId: string }, ctx: Ctx) =>
      billing(ctx).startCardSetup(await billing(ctx).scope(ctx.access, args.orgId, ctx.actionKey)),
    updatePaymentMethod: async (_: unknown, args: { orgId: string; input: unknown }, ctx: Ctx) =>
      billing(ctx).updatePaymentMethod(
        await billing(ctx).scope(ctx.access, args.orgId, ctx.actionKey),
        args.input,
      ),
    updateInvoiceSettings: async (_: unknown, args: { orgId: string; input: unknown }, ctx: Ctx) =>
      presentInvoiceSettings(
        await billing(ctx).updateInvoiceSettings(
          await billing(ctx).scope(ctx.access, args.orgId, ctx.actionKey),
          args.input,
        ),
      ),
    pauseSubscription: async (_: unknown, args: { orgId: string; confirmation: string }, ctx: Ctx) =>
      billing(ctx).pause(await billing(ctx).scope(ctx.access, args.orgId, ctx.actionKey), args.confirmation),
    reactivateSubscription: async (_: unknown, args: { orgId: string; confirmation: string }, ctx: Ctx) =>
      billing(ctx).reactivate(
        await billing(ctx).scope(ctx.access, args.orgId, ctx.actionKey),
        args.confirmation,
      ),
    cancelSubscription: async (_: unknown, args: { orgId: string; input: unknown }, ctx: Ctx) =>
      billing(ctx).cancel(await billing(ctx).closingScope(ctx.access, args.orgId, ctx.actionKey), args.input),
    deleteOrganisation: async (_: unknown, args: { orgId: string; input: unknown }, ctx: Ctx) =>
      billing(ctx).deleteOrganisation(
        await billing(ctx).closingScope(ctx.access, args.orgId, ctx.actionKey),
        args.input,
      ),
  },

  Billing: {
    orgId: ({ scope }: BillingParent) => scope.organisation.slug,
    organisationName: ({ scope }: BillingParent) => scope.organisation.name,
    subscription: ({ scope }: BillingParent) => scope.subscription,
    plans: async ({ scope }: BillingParent, args, ctx: Ctx) =>
      (await billing(ctx).plans(scope, args)).map((option) => ({
        plan: option.plan,
        name: option.name,
        price: option.price,
        includedSeats: option.limits.includedSeats,
        teamLimit: option.limits.teams,
        testProfileLimit: option.limits.testProfiles,
        limits: option.limits,
        available: option.unavailableReason === null,
        unavailableReason: option.unavailableReason,
      })),
    paymentMethod: ({ scope }: BillingParent, _: unknown, ctx: Ctx) => billing(ctx).paymentMethod(scope),
    paymentClient: (_: BillingParent, __: unknown, ctx: Ctx) => billing(ctx).paymentClient(),
    taxRegions: (_: BillingParent, __: unknown, ctx: Ctx) => [...billing(ctx).taxRegions()],
    invoices: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) =>
      (await billing(ctx).invoices(scope)).map((invoice) => ({ invoice, orgId: scope.organisation.slug })),
    invoiceSettings: ({ scope }) => presentInvoiceSettings(scope.subscription),
    usage: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) => {
      const usage = await billing(ctx).usage(scope);
      return { ...usage, periodStart: usage.start, periodEnd: usage.end };
    },
    rumPageViews: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) =>
      presentRumPageViews(scope.subscription, await ctx.services.rum.quota.thisMonth(scope.organisation.id)),
    people: ({ scope }: BillingParent, _: unknown, ctx: Ctx) => billing(ctx).people(scope),
    teamsInUse: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) =>
      (await billing(ctx).inUse(scope)).teams,
    testProfilesInUse: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) =>
      (await billing(ctx).inUse(scope)).testProfiles,
  },

  BillingSubscription: presentSubscription,

  Invoice: presentInvoice,
};
