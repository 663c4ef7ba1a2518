// /organisations/{orgId}/billing: the subscription at a glance (plan, state, seats, test packs, what
// happens next), reactivation of a paused subscription (typed REACTIVATE), the payment method and the
// latest invoices, and the ways to change, pause, cancel or delete.
import { AppLink, pathTo } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { ConfirmByTyping, serverErrors } from '@pace/ui/forms';
import { useMutation, useQuery } from 'urql';
import styles from '../../../components/billing.module.css';
import { Frame, LoadError, Loading, Notice } from '../../../components/Frame';
import { count, day, daysUntil, per } from '../../../components/format';
import { InvoiceTable } from '../../../components/InvoiceTable';
import { orgIdOf, useRemote } from '../../../components/remote';
import { StatusBadge } from '../../../components/StatusBadge';
import { type BillingSubscription, OVERVIEW, REACTIVATE } from '../../../graphql/billing';

export default function Overview() {
  const remote = useRemote();
  const orgId = orgIdOf(remote);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: OVERVIEW,
    variables: { orgId },
    // Billing changes elsewhere (webhooks, other screens): always check with the bff.
    requestPolicy: 'cache-and-network',
  });
  const [, reactivate] = useMutation(REACTIVATE);
  const billing = data?.billing;

  async function onReactivate(confirmation: string) {
    const result = await reactivate({ orgId, confirmation });
    if (result.error)
      return (
        serverErrors(result.error).message ?? Object.values(serverErrors(result.error).fields)[0] ?? null
      );
    remote.flash('success', 'Your subscription is active again. The new period has been billed.');
    refetch({ requestPolicy: 'network-only' });
    return null;
  }

  return (
    <Frame orgId={orgId} title="Billing" description={billing ? billing.organisationName : undefined}>
      {!billing && fetching ? <Loading /> : null}
      {!billing && !fetching ? <LoadError error={error} /> : null}
      {billing ? (
        <>
          <StateNotice orgId={orgId} subscription={billing.subscription} />
          {billing.subscription.status === 'paused' ? (
            <ConfirmByTyping
              word="REACTIVATE"
              action="Reactivate now"
              onConfirm={onReactivate}
              testId="reactivate-form"
              tone="neutral"
              description={
                <p>
                  Reactivating ends the pause now and bills a new {per(billing.subscription.interval)}{' '}
                  straight away.
                </p>
              }
            />
          ) : null}
          <div className={styles.cards}>
            <PlanCard orgId={orgId} subscription={billing.subscription} usage={billing.usage} />
            <Card title="Payment method">
              {billing.paymentMethod?.cardLast4 ? (
                <p className={styles.figure} data-testid="payment-summary">
                  <span className={styles.capitalised}>{billing.paymentMethod.cardBrand}</span> ending{' '}
                  {billing.paymentMethod.cardLast4}, expires {billing.paymentMethod.cardExpMonth}/
                  {billing.paymentMethod.cardExpYear}
                </p>
              ) : (
                <p className={styles.muted}>No payment method yet.</p>
              )}
              <AppLink href={pathTo('organisations/$orgId/billing/payment', { orgId })}>
                {billing.paymentMethod ? 'Update payment details' : 'Add a payment method'}
              </AppLink>
            </Card>
          </div>
          <Card title="Latest invoices">
            <InvoiceTable invoices={billing.invoices.slice(0, 3)} />
            <AppLink href={pathTo('organisations/$orgId/billing/invoices', { orgId })}>
              All invoices and invoice settings
            </AppLink>
          </Card>
          <Card title="Pause, cancel or delete">
            <ul className={styles.actionsList}>
              {billing.subscription.status === 'active' || billing.subscription.status === 'past_due' ? (
                <li>
                  <AppLink href={pathTo('organisations/$orgId/billing/pause', { orgId })}>
                    Pause the subscription for 90 days
                  </AppLink>
                </li>
              ) : null}
              <li>
                <AppLink href={pathTo('organisations/$orgId/billing/cancel', { orgId })}>
                  Cancel the subscription
                </AppLink>
              </li>
              <li>
                <AppLink href={pathTo('organisations/$orgId/billing/delete', { orgId })}>
                  Delete this organisation
                </AppLink>
              </li>
            </ul>
          </Card>
        </>
      ) : null}
    </Frame>
  );
}

function StateNotice({ orgId, subscription }: { orgId: string; subscription: BillingSubscription }) {
  switch (subscription.status) {
    case 'paused':
      return (
        <Notice tone="warning" testId="paused-notice">
          <p>
            Your subscription is paused until {day(subscription.resumesAt)}; it then resumes and bills on its
            own. While it is paused, no sites can be added and no tests run.
          </p>
        </Notice>
      );
    case 'past_due':
      return (
        <Notice tone="error" testId="past-due-notice">
          <p>
            The last payment failed and is being retried.{' '}
            <AppLink href={pathTo('organisations/$orgId/billing/payment', { orgId })}>
              Update the card
            </AppLink>{' '}
            to pay it now.
          </p>
        </Notice>
      );
    case 'trial_expired':
    case 'canceled':
    case 'trial_canceled':
      return (
        <Notice tone="error" testId="inactive-notice">
          <p>
            Account is not active.{' '}
            <AppLink href={pathTo('organisations/$orgId/billing/plan', { orgId })}>Choose a plan</AppLink> to
            add sites and run tests again.
          </p>
        </Notice>
      );
    default:
      return null;
  }
}

function PlanCard({
  orgId,
  subscription,
  usage,
}: {
  orgId: string;
  subscription: BillingSubscription;
  usage: { used: number; allotment: number };
}) {
  const trial = subscription.plan === null;
  return (
    <Card title="Plan">
      <p className={styles.planLine}>
        <span className={styles.planName} data-testid="plan-name">
          {subscription.planName}
        </span>
        <StatusBadge status={subscription.status} />
      </p>
      <dl className={styles.facts}>
        {trial ? (
          <>
            <dt>Trial ends</dt>
            <dd>
              {day(subscription.trialEndsAt)} ({daysUntil(subscription.trialEndsAt)} days left)
            </dd>
          </>
        ) : (
          <>
            <dt>Billed</dt>
            <dd>
              {subscription.currency} every {per(subscription.interval)}
            </dd>
            <dt>Seats</dt>
            <dd>{count(subscription.seats)}</dd>
            <dt>Test packs</dt>
            <dd>{count(subscription.testPacks)}</dd>
            <dt>{subscription.status === 'paused' ? 'Resumes' : 'Next bill'}</dt>
            <dd>
              {day(subscription.status === 'paused' ? subscription.resumesAt : subscription.currentPeriodEnd)}
            </dd>
          </>
        )}
        <dt>Tests {trial ? 'in the trial' : 'this month'}</dt>
        <dd>
          {count(usage.used)} of {count(usage.allotment)} (
          <AppLink href={pathTo('organisations/$orgId/usage', { orgId })}>usage</AppLink>)
        </dd>
      </dl>
      <AppLink href={pathTo('organisations/$orgId/billing/plan', { orgId })} data-testid="change-plan-link">
        {trial ? 'Choose a plan' : 'Change plan'}
      </AppLink>
    </Card>
  );
}
