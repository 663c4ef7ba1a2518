// Pulse: the site's current state, the latest completed test of each page with each profile.
import { AppLink, pathTo, useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { useQuery } from 'urql';
import {
  ErrorNotice,
  MetricFigure,
  measured,
  metricName,
  RunStatus,
  useSite,
  when,
} from '../components/common';
import { RunSnapshotButton } from '../components/RunSnapshotButton';
import styles from '../components/synthetic.module.css';
import { PULSE } from '../graphql/synthetic';

const COLUMNS = ['performance_score', 'fcp', 'lcp', 'cls', 'tbt', 'total_transfer_size'];

export default function Pulse() {
  const _props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching, error }] = useQuery({
    query: PULSE,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const latest = data?.snapshots.nodes[0];
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Pulse"
        titleTestId="screen-title"
        description="The latest measurement of each page and profile."
        actions={<RunSnapshotButton />}
      />
      <ErrorNotice error={error} />
      {latest ? (
        <p className={styles.muted}>
          Latest snapshot{' '}
          <AppLink href={pathTo('snapshots/$snapshotId', { teamId, siteId, snapshotId: latest.id })}>
            #{latest.id}
          </AppLink>{' '}
          <RunStatus status={latest.status} withFailures={latest.completedWithFailures} /> ·{' '}
          {when(latest.createdAt)}
        </p>
      ) : null}
      <Card>
        {fetching && !data ? (
          <Skeleton height={200} label="Loading pulse" />
        ) : !data?.pulse.length ? (
          <p className={styles.muted} data-testid="pulse-empty">
            Add pages and test profiles, then run a snapshot to see how fast the site is.{' '}
            <AppLink href={pathTo('pages', { teamId, siteId })}>Pages</AppLink> ·{' '}
            <AppLink href={pathTo('synthetic/profiles', { teamId, siteId })}>Test profiles</AppLink>
          </p>
        ) : (
          <table className={styles.table} data-testid="pulse">
            <thead>
              <tr>
                <th>Page</th>
                <th>Profile</th>
                {COLUMNS.map((key) => (
                  <th key={key} data-numeric>
                    <AppLink href={pathTo('metrics/$measurement', { teamId, siteId, measurement: key })}>
                      {metricName(key, true)}
                    </AppLink>
                  </th>
                ))}
                <th>Measured</th>
              </tr>
            </thead>
            <tbody>
              {data.pulse.map((row) => (
                <tr key={`${row.page.uuid}-${row.profile.uuid}`}>
                  <td>
                    <span className={styles.truncate} title={row.page.url}>
                      {row.page.name}
                    </span>
                  </td>
                  <td>{row.profile.name}</td>
                  {COLUMNS.map((key) => (
                    <td key={key} data-numeric>
                      {row.test ? <MetricFigure metric={key} value={measured(row.metrics, key)} /> : '—'}
                    </td>
                  ))}
                  <td>
                    {row.test ? (
                      <AppLink
                        href={pathTo('snapshots/$snapshotId/tests/$testId', {
                          teamId,
                          siteId,
                          snapshotId: row.test.snapshotId,
                          testId: row.test.uuid,
                        })}
                      >
                        {when(row.test.finishedAt)}
                      </AppLink>
                    ) : (
                      <span className={styles.muted}>Not measured yet</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
