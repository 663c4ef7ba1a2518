// /organisations/{orgId}/billing/pause: pause for 90 days (typed PAUSE). The subscription then resumes and
// bills on its own; while paused, no sites can be added and no tests run.
import { AppLink, pathTo } from '@pace/mfe-kit';
import { ConfirmByTyping, serverErrors } from '@pace/ui/forms';
import { useMutation, useQuery } from 'urql';
import { Frame, LoadError, Loading, Notice } from '../../../../components/Frame';
import { day } from '../../../../components/format';
import { orgIdOf, useRemote } from '../../../../components/remote';
import { OVERVIEW, PAUSE } from '../../../../graphql/billing';

const PAUSE_DAYS = 90;

export default function Pause() {
  const remote = useRemote();
  const orgId = orgIdOf(remote);
  const [{ data, fetching, error }] = useQuery({
    query: OVERVIEW,
    variables: { orgId },
    // Billing changes elsewhere (webhooks, other screens): always check with the bff.
    requestPolicy: 'cache-and-network',
  });
  const [, pause] = useMutation(PAUSE);
  const subscription = data?.billing.subscription;
  const resumes = new Date(Date.now() + PAUSE_DAYS * 86_400_000).toISOString();

  async function onPause(confirmation: string) {
    const result = await pause({ orgId, confirmation });
    if (result.error) {
      const { message, fields } = serverErrors(result.error);
      return message ?? Object.values(fields)[0] ?? 'unknown error';
    }
    remote.flash('success', `Subscription paused until ${day(result.data?.pauseSubscription.resumesAt)}.`);
    remote.navigate(pathTo('organisations/$orgId/billing', { orgId }));
    return null;
  }

  return (
    <Frame orgId={orgId} title="Pause subscription">
      {!subscription && fetching ? <Loading lines={4} /> : null}
      {!subscription && !fetching ? <LoadError error={error} /> : null}
      {subscription?.status === 'paused' ? (
        <Notice tone="warning">
          <p>
            Your subscription is already paused until {day(subscription.resumesAt)}.{' '}
            <AppLink href={pathTo('organisations/$orgId/billing', { orgId })}>Reactivate it</AppLink> to end
            the pause now.
          </p>
        </Notice>
      ) : null}
      {subscription && subscription.status !== 'paused' ? (
        <ConfirmByTyping
          word="PAUSE"
          action="Pause for 90 days"
          onConfirm={onPause}
          testId="pause-form"
          tone="neutral"
          description={
            <>
              <p>
                Pausing stops billing for {PAUSE_DAYS} days. On {day(resumes)} the subscription resumes and
                the next {subscription.interval === 'year' ? 'year' : 'month'} is billed. You can reactivate
                sooner.
              </p>
              <p>While paused, sites keep their data but no new sites can be added and no tests run.</p>
            </>
          }
        />
      ) : null}
    </Frame>
  );
}
