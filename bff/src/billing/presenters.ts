// The billing area's presenters: the only place that knows both the stored rows and the API objects.
import { currentAllotment } from '@pace/billing/account';
import { planDefinition, rumPageViewQuota, TRIAL_LIMITS } from '@pace/billing/plans';
import { accountActive, INVOICE_LABELS } from '@pace/billing/status';
import type { Invoice, Subscription } from '@pace/platform/db';
import type { BillingScope } from './service.ts';

/** The parent of Billing's fields: the organisation's billing, behind the access check. */
export interface BillingParent {
  scope: BillingScope;
}
/** The parent of BillingSubscription's fields: the stored subscription. */
export type BillingSubscriptionParent = Subscription;
/** The parent of Invoice's fields: the stored invoice and its organisation's id (for its address). */
export interface InvoiceParent {
  invoice: Invoice;
  orgId: string;
}

const limitsOf = (subscription: BillingSubscriptionParent) =>
  subscription.plan ? planDefinition(subscription.plan).limits : TRIAL_LIMITS;

export const presentSubscription = {
  planName: (subscription: BillingSubscriptionParent) =>
    subscription.plan ? planDefinition(subscription.plan).name : 'Free trial',
  testAllotment: (subscription: BillingSubscriptionParent) => currentAllotment(subscription),
  teamLimit: (subscription: BillingSubscriptionParent) => limitsOf(subscription).teams,
  testProfileLimit: (subscription: BillingSubscriptionParent) => limitsOf(subscription).testProfiles,
  limits: limitsOf,
  isActive: (subscription: BillingSubscriptionParent) => accountActive(subscription, new Date()),
};

/** The month's RUM page views (the collector's count) against the plan's quota. */
export const presentRumPageViews = (
  subscription: BillingSubscriptionParent,
  month: { used: number; start: Date; end: Date },
) => ({
  used: month.used,
  quota: rumPageViewQuota(subscription.plan),
  periodStart: month.start,
  periodEnd: month.end,
});

export const presentInvoiceSettings = (subscription: BillingSubscriptionParent) => ({
  purchaseOrder: subscription.invoicePurchaseOrder,
  footer: subscription.invoiceFooter,
});

export const presentInvoice = {
  uuid: ({ invoice }: InvoiceParent) => invoice.uuid,
  number: ({ invoice }: InvoiceParent) => invoice.number,
  date: ({ invoice }: InvoiceParent) => invoice.issuedAt,
  amount: ({ invoice }: InvoiceParent) => invoice.amount,
  currency: ({ invoice }: InvoiceParent) => invoice.currency,
  // The service lists no void invoice (the API has no such state).
  status: ({ invoice }: InvoiceParent) => invoice.status as Exclude<Invoice['status'], 'void'>,
  statusLabel: ({ invoice }: InvoiceParent) => INVOICE_LABELS[invoice.status],
  periodStart: ({ invoice }: InvoiceParent) => invoice.periodStart,
  periodEnd: ({ invoice }: InvoiceParent) => invoice.periodEnd,
  nextAttemptAt: ({ invoice }: InvoiceParent) => invoice.nextAttemptAt,
  downloadUrl: ({ invoice, orgId }: InvoiceParent) =>
    invoice.status === 'draft' || !invoice.pdfUrl
      ? null
      : `/api/organisations/${encodeURIComponent(orgId)}/invoices/${invoice.uuid}/pdf`,
};
