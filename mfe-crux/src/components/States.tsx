// The screens' states besides data: the empty state (no CrUX data for the site), a failed query, and the
// share report, which has no site in its route.
import { Button, Skeleton } from '@pace/ui';
import { useState } from 'react';
import { type CombinedError, useMutation } from 'urql';
import { COLLECT_MUTATION } from '../graphql/crux';
import styles from './crux.module.css';

export function EmptyState({
  teamId,
  siteId,
  canCollect,
  status,
}: {
  teamId: string;
  siteId: string;
  canCollect: boolean;
  status?: string;
}) {
  const [{ fetching }, collect] = useMutation(COLLECT_MUTATION);
  const [queued, setQueued] = useState<string | null>(null);
  return (
    <div className={styles.empty} data-testid="crux-empty">
      <h2 className={styles.emptyTitle}>No CrUX data for this site yet</h2>
      <p>
        {status === 'no_data'
          ? 'Chrome has not reported enough visits to this site for the Chrome UX Report. Field data appears once the site has enough Chrome users over 28 days.'
          : 'Field data from the Chrome UX Report is collected once a day for the site’s origin and its pages.'}
      </p>
      {canCollect ? (
        <p>
          <Button
            type="button"
            variant="secondary"
            disabled={fetching || queued !== null}
            onClick={async () => {
              const result = await collect({ teamId, siteId });
              setQueued(
                result.error
                  ? (result.error.graphQLErrors[0]?.message ?? 'Could not queue the collection')
                  : 'Collection queued: reload in a minute.',
              );
            }}
          >
            Collect now
          </Button>
          {queued ? (
            <span className={styles.muted} role="status">
              {' '}
              {queued}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

export function LoadFailed({ error }: { error: CombinedError }) {
  const code = error.graphQLErrors[0]?.extensions?.code;
  const message = code === 'NOT_FOUND' ? error.graphQLErrors[0]!.message : 'Failed to load data';
  return (
    <p className={styles.failed} role="alert" data-testid="load-error">
      {message}
    </p>
  );
}

export function ShareReportNote() {
  return <p className={styles.muted}>CrUX field data is shown for sites in your organisations.</p>;
}

export function CardsSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} height="9.5rem" />
      ))}
    </div>
  );
}
