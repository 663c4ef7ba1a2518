// Snapshots: newest first, 25 at a time, live while one is running.
import { AppLink, pathTo, useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { ListTable } from '@pace/ui/lists';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { count, ErrorNotice, isFinal, RunStatus, useSite, when } from '../components/common';
import { RunSnapshotButton } from '../components/RunSnapshotButton';
import styles from '../components/synthetic.module.css';
import { SNAPSHOTS } from '../graphql/synthetic';

export default function Snapshots() {
  const _props = useRemote();
  const { teamId, siteId } = useSite();
  const [after, setAfter] = useState<string | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: SNAPSHOTS,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, after },
  });
  const snapshots = data?.snapshots.nodes ?? [];
  const running = data?.snapshots.nodes.some((snapshot) => !isFinal(snapshot.status));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 3_000);
    return () => clearInterval(timer);
  }, [running, refetch]);

  return (
    <div className={styles.stack}>
      <PageHeader title="Snapshots" titleTestId="screen-title" actions={<RunSnapshotButton />} />
      <ErrorNotice error={error} />
      <Card>
        {fetching && !data ? (
          <Skeleton height={200} label="Loading snapshots" />
        ) : (
          <ListTable
            testId="snapshots"
            columns={[
              'Snapshot',
              'Status',
              { label: 'Tests', className: styles.num },
              'Started by',
              'Created',
            ]}
            count={snapshots.length}
            empty="No snapshots yet."
          >
            {snapshots.map((snapshot) => (
              <tr key={snapshot.id}>
                <td>
                  <AppLink
                    href={pathTo('snapshots/$snapshotId', { teamId, siteId, snapshotId: snapshot.id })}
                    data-testid="snapshot-link"
                  >
                    #{snapshot.id}
                  </AppLink>
                </td>
                <td>
                  <RunStatus status={snapshot.status} withFailures={snapshot.completedWithFailures} />
                </td>
                <td className={styles.num}>
                  {count(snapshot.testCounts.completed)} / {count(snapshot.testCounts.total)}
                </td>
                <td>
                  {snapshot.trigger} ({snapshot.triggerClient})
                </td>
                <td>{when(snapshot.createdAt)}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </Card>
      <div className={styles.toolbar}>
        {after ? (
          <Button variant="secondary" onClick={() => setAfter(null)}>
            Newest
          </Button>
        ) : null}
        {data?.snapshots.pageInfo.hasNextPage ? (
          <Button variant="secondary" onClick={() => setAfter(data.snapshots.pageInfo.endCursor)}>
            Older snapshots
          </Button>
        ) : null}
      </div>
    </div>
  );
}
