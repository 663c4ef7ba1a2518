// Pulse: the site's current state, the latest completed test of each page with each profile.
import type { RemoteProps } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { useQuery } from 'urql';
import {
  AppLink,
  ErrorNotice,
  MetricFigure,
  measured,
  metricName,
  RunStatus,
  siteOf,
  when,
} from '../components/common';
import { RunSnapshotButton } from '../components/RunSnapshotButton';
import styles from '../components/synthetic.module.css';
import { type MetricValue, PULSE, type SnapshotSummary } from '../graphql/synthetic';

const COLUMNS = ['performance_score', 'fcp', 'lcp', 'cls', 'tbt', 'total_transfer_size'];

interface PulseData {
  pulse: {
    page: { uuid: string; name: string; url: string };
    profile: { uuid: string; name: string };
    test: { uuid: string; snapshotId: string; finishedAt: string } | null;
    metrics: MetricValue[];
  }[];
  snapshots: { nodes: SnapshotSummary[] };
}

export function Pulse(props: RemoteProps) {
  const { teamId, siteId, base } = siteOf(props);
  const [{ data, fetching, error }] = useQuery<PulseData>({
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
        actions={<RunSnapshotButton {...props} />}
      />
      <ErrorNotice error={error} />
      {latest ? (
        <p className={styles.muted}>
          Latest snapshot{' '}
          <AppLink to={`${base}/snapshots/${latest.id}`} navigate={props.navigate}>
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
            <AppLink to={`${base}/pages`} navigate={props.navigate}>
              Pages
            </AppLink>{' '}
            ·{' '}
            <AppLink to={`${base}/synthetic/profiles`} navigate={props.navigate}>
              Test profiles
            </AppLink>
          </p>
        ) : (
          <table className={styles.table} data-testid="pulse">
            <thead>
              <tr>
                <th>Page</th>
                <th>Profile</th>
                {COLUMNS.map((key) => (
                  <th key={key} data-numeric>
                    <AppLink to={`${base}/metrics/${key}`} navigate={props.navigate}>
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
                        to={`${base}/snapshots/${row.test.snapshotId}/tests/${row.test.uuid}`}
                        navigate={props.navigate}
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
