// Thin: every field asks services.billing, which checks access.organisation(orgId, 'manageBilling').

import { planDefinition, TRIAL_LIMITS, testAllotment } from '@pace/billing/plans';
import { INACTIVE_STATUSES, INVOICE_LABELS } from '@pace/billing/status';
import type { Invoice, Subscription } from '@pace/platform/db';
import type { GraphQLContext as Ctx } from '../kernel/context.ts';
import type { BillingScope } from './service.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

interface BillingParent {
  scope: BillingScope;
}

const billing = (ctx: Ctx) => ctx.services.billing;

export const resolvers = {
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
      billing(ctx).checkout(await billing(ctx).scope(ctx.access, args.orgId), args.cart),
    updatePaymentMethod: async (_: unknown, args: { orgId: string; input: unknown }, ctx: Ctx) =>
      billing(ctx).updatePaymentMethod(await billing(ctx).scope(ctx.access, args.orgId), args.input),
    updateInvoiceSettings: async (_: unknown, args: { orgId: string; input: unknown }, ctx: Ctx) =>
      billing(ctx).updateInvoiceSettings(await billing(ctx).scope(ctx.access, args.orgId), args.input),
    pauseSubscription: async (_: unknown, args: { orgId: string; confirmation: string }, ctx: Ctx) =>
      billing(ctx).pause(await billing(ctx).scope(ctx.access, args.orgId), args.confirmation),
    reactivateSubscription: async (_: unknown, args: { orgId: string; confirmation: string }, ctx: Ctx) =>
      billing(ctx).reactivate(await billing(ctx).scope(ctx.access, args.orgId), args.confirmation),
    cancelSubscription: async (_: unknown, args: { orgId: string; input: unknown }, ctx: Ctx) =>
      billing(ctx).cancel(await billing(ctx).scope(ctx.access, args.orgId), args.input),
    deleteOrganisation: async (_: unknown, args: { orgId: string; input: unknown }, ctx: Ctx) =>
      billing(ctx).deleteOrganisation(await billing(ctx).scope(ctx.access, args.orgId), args.input),
  },

  Billing: {
    orgId: ({ scope }: BillingParent) => scope.organisation.slug,
    organisationName: ({ scope }: BillingParent) => scope.organisation.name,
    subscription: ({ scope }: BillingParent) => scope.subscription,
    plans: async ({ scope }: BillingParent, args: { currency: 'USD'; interval: 'month' }, ctx: Ctx) =>
      (await billing(ctx).plans(scope, args)).map((option) => ({
        plan: option.plan,
        name: option.name,
        price: option.price,
        includedSeats: option.limits.includedSeats,
        teamLimit: option.limits.teams,
        testProfileLimit: option.limits.testProfiles,
        available: option.unavailableReason === null,
        unavailableReason: option.unavailableReason,
      })),
    paymentMethod: ({ scope }: BillingParent, _: unknown, ctx: Ctx) => billing(ctx).paymentMethod(scope),
    paymentClient: (_: BillingParent, __: unknown, ctx: Ctx) => billing(ctx).paymentClient(),
    taxRegions: (_: BillingParent, __: unknown, ctx: Ctx) => billing(ctx).taxRegions(),
    invoices: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) =>
      (await billing(ctx).invoices(scope)).map((invoice) => ({ invoice, orgId: scope.organisation.slug })),
    invoiceSettings: ({ scope }: BillingParent) => ({
      purchaseOrder: scope.subscription.invoicePurchaseOrder,
      footer: scope.subscription.invoiceFooter,
    }),
    usage: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) => {
      const usage = await billing(ctx).usage(scope);
      return { ...usage, periodStart: iso(usage.start), periodEnd: iso(usage.end) };
    },
    people: ({ scope }: BillingParent, _: unknown, ctx: Ctx) => billing(ctx).people(scope),
    teamsInUse: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) =>
      (await billing(ctx).inUse(scope)).teams,
    testProfilesInUse: async ({ scope }: BillingParent, _: unknown, ctx: Ctx) =>
      (await billing(ctx).inUse(scope)).testProfiles,
  },

  BillingSubscription: {
    planName: (subscription: Subscription) =>
      subscription.plan ? planDefinition(subscription.plan).name : 'Free trial',
    testAllotment: (subscription: Subscription) => testAllotment(subscription.testPacks, !subscription.plan),
    teamLimit: (subscription: Subscription) =>
      (subscription.plan ? planDefinition(subscription.plan).limits : TRIAL_LIMITS).teams,
    testProfileLimit: (subscription: Subscription) =>
      (subscription.plan ? planDefinition(subscription.plan).limits : TRIAL_LIMITS).testProfiles,
    trialEndsAt: (subscription: Subscription) => iso(subscription.trialEndsAt),
    currentPeriodEnd: (subscription: Subscription) => iso(subscription.currentPeriodEnd),
    pausedAt: (subscription: Subscription) => iso(subscription.pausedAt),
    resumesAt: (subscription: Subscription) => iso(subscription.resumesAt),
    canceledAt: (subscription: Subscription) => iso(subscription.canceledAt),
    isActive: (subscription: Subscription) => !INACTIVE_STATUSES.has(subscription.status),
  },

  Invoice: {
    uuid: ({ invoice }: { invoice: Invoice }) => invoice.uuid,
    number: ({ invoice }: { invoice: Invoice }) => invoice.number,
    date: ({ invoice }: { invoice: Invoice }) => invoice.issuedAt.toISOString(),
    amount: ({ invoice }: { invoice: Invoice }) => invoice.amount,
    currency: ({ invoice }: { invoice: Invoice }) => invoice.currency,
    status: ({ invoice }: { invoice: Invoice }) => invoice.status,
    statusLabel: ({ invoice }: { invoice: Invoice }) => INVOICE_LABELS[invoice.status],
    periodStart: ({ invoice }: { invoice: Invoice }) => iso(invoice.periodStart),
    periodEnd: ({ invoice }: { invoice: Invoice }) => iso(invoice.periodEnd),
    nextAttemptAt: ({ invoice }: { invoice: Invoice }) => iso(invoice.nextAttemptAt),
    downloadUrl: ({ invoice, orgId }: { invoice: Invoice; orgId: string }) =>
      invoice.status === 'draft' || !invoice.pdfUrl
        ? null
        : `/api/organisations/${encodeURIComponent(orgId)}/invoices/${invoice.uuid}/pdf`,
  },
};
