// How Stripe's objects map onto the states the product shows (spec section 4). Pure functions: the
// webhook handler and the bff's own calls both go through them, always with the object as Stripe holds it
// now (re-read, never taken from an event's payload), so the order events arrive in does not matter.
import type { InvoiceStatus, SubscriptionStatus } from '@pace/platform/db';
import type Stripe from 'stripe';

/** Metadata key on the Stripe subscription: when our 90-day pause ends (unix seconds). */
export const RESUMES_AT_KEY = 'pace_resumes_at';
/** Metadata keys tying Stripe objects to an organisation. */
export const ORGANISATION_KEY = 'pace_organisation_id';

/** States in which nothing new may be created: the account is not active. */
export const INACTIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([
  'canceled',
  'trial_canceled',
  'trial_expired',
]);

/**
 * How long a plan whose payment failed keeps full access: Stripe's default smart-retry span. Past it the
 * organisation is not active until the invoice is paid.
 */
export const PAST_DUE_RETRY_DAYS = 14;
const PAST_DUE_RETRY_MS = PAST_DUE_RETRY_DAYS * 86_400_000;

/** A past-due plan whose retry window is over. */
export function pastDueLapsed(
  subscription: { status: SubscriptionStatus; pastDueSince: Date | null },
  now: Date,
): boolean {
  return (
    subscription.status === 'past_due' &&
    subscription.pastDueSince != null &&
    now.getTime() - subscription.pastDueSince.getTime() >= PAST_DUE_RETRY_MS
  );
}

/** Whether the organisation may create things: not in an inactive state, nor past due beyond the retries. */
export function accountActive(
  subscription: { status: SubscriptionStatus; pastDueSince: Date | null },
  now: Date,
): boolean {
  return !INACTIVE_STATUSES.has(subscription.status) && !pastDueLapsed(subscription, now);
}

/**
 * Whether a subscription is an active plan (spec section 6: a sole administrator cannot delete their
 * account while one exists): a plan was chosen and it has not ended. A free trial is not a plan; a paused
 * or past-due plan still is (it bills again).
 */
export function hasActivePlan(subscription: { plan: string | null; status: SubscriptionStatus }): boolean {
  return subscription.plan !== null && !INACTIVE_STATUSES.has(subscription.status);
}

/**
 * Our state for a Stripe subscription, or null when Stripe's state says nothing about ours (an
 * `incomplete` subscription whose first payment has not gone through: the organisation stays as it was).
 */
export function subscriptionStatusOf(subscription: Stripe.Subscription): SubscriptionStatus | null {
  const paused = subscription.pause_collection != null;
  switch (subscription.status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return paused ? 'paused' : 'active';
    case 'past_due':
    case 'unpaid':
      return paused ? 'paused' : 'past_due';
    // Stripe's own `paused` status only happens when a trial ends without a payment method.
    case 'paused':
      return 'trial_expired';
    case 'canceled':
    case 'incomplete_expired': {
      const ended = subscription.ended_at ?? subscription.canceled_at ?? 0;
      const trialEnd = subscription.trial_end;
      if (trialEnd != null && ended < trialEnd) return 'trial_canceled';
      // Ended by the trial running out (trial_settings: cancel), within a minute of the trial's end.
      if (trialEnd != null && ended - trialEnd < 60) return 'trial_expired';
      return 'canceled';
    }
    default:
      return null;
  }
}

/** Our invoice state: paid, unpaid (Stripe retries; shown as Retrying), failed, draft (shown as Upcoming). */
export function invoiceStatusOf(invoice: Stripe.Invoice): InvoiceStatus {
  switch (invoice.status) {
    case 'paid':
      return 'paid';
    case 'draft':
      return 'draft';
    case 'uncollectible':
      return 'failed';
    case 'void':
      return 'void';
    default:
      return 'unpaid';
  }
}

/** How the invoice list labels a state. */
export const INVOICE_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  unpaid: 'Retrying',
  failed: 'Failed',
  draft: 'Upcoming',
  void: 'Void',
};

export const toDate = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : new Date(seconds * 1000);

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;
