// A snapshot: its state (live until it is over), versions and tests, with its tabs: third parties and
// the four Lighthouse categories across its tests. Each tab is a route of its own (./$snapshotId/<tab>.tsx)
// that renders this screen on its tab.
import { getMetric } from '@pace/metrics';
import { AppLink, pathTo, useRemote, type VariablesOf } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { CategoryAudits } from '../../components/CategoryAudits';
import {
  count,
  ErrorNotice,
  Fact,
  isFinal,
  MetricFigure,
  measured,
  RunStatus,
  useSite,
  when,
} from '../../components/common';
import styles from '../../components/synthetic.module.css';
import { ThirdPartyTable } from '../../components/ThirdPartyTable';
import {
  SNAPSHOT,
  SNAPSHOT_CATEGORY,
  SNAPSHOT_THIRD_PARTIES,
  type TestSummary,
} from '../../graphql/synthetic';

const TABS = [
  ['', 'Tests'],
  ['third-parties', 'Third parties'],
  ['performance', 'Performance'],
  ['best-practices', 'Best practices'],
  ['accessibility', 'Accessibility'],
  ['seo', 'SEO'],
] as const;

/** A tab of the snapshot screen: '' for its tests, else the last segment of the tab's path. */
export type SnapshotTab = (typeof TABS)[number][0];

const COLUMNS = ['performance_score', 'fcp', 'lcp', 'cls', 'tbt'];

/** The snapshot's tests (its first tab). */
export default function SnapshotTests() {
  return <Snapshot tab="" />;
}

/** The snapshot screen on one of its tabs. */
export function Snapshot({ tab }: { tab: SnapshotTab }) {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const snapshotId = props.route.params.snapshotId ?? '';
  const tabPath = (key: SnapshotTab) =>
    key
      ? pathTo(`snapshots/$snapshotId/${key}`, { teamId, siteId, snapshotId })
      : pathTo('snapshots/$snapshotId', { teamId, siteId, snapshotId });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: SNAPSHOT,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, snapshotId },
  });
  const snapshot = data?.snapshot;
  const live = snapshot && !isFinal(snapshot.status);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 2_000);
    return () => clearInterval(timer);
  }, [live, refetch]);

  return (
    <div className={styles.stack}>
      <PageHeader title={`Snapshot #${snapshotId}`} titleTestId="screen-title" />
      <ErrorNotice error={error} />
      {fetching && !snapshot ? <Skeleton height={120} label="Loading snapshot" /> : null}
      {snapshot ? (
        <Card>
          <div className={styles.grid}>
            <Fact label="Status">
              <RunStatus status={snapshot.status} withFailures={snapshot.completedWithFailures} />
            </Fact>
            <Fact label="Tests">
              <span data-testid="snapshot-counts">
                {count(snapshot.testCounts.completed)} completed of {count(snapshot.testCounts.total)}
                {snapshot.testCounts.failed + snapshot.testCounts.errored
                  ? `, ${count(snapshot.testCounts.failed + snapshot.testCounts.errored)} failed`
                  : ''}
              </span>
              {live ? (
                <div
                  className={styles.progress}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={snapshot.testCounts.total}
                  aria-valuenow={
                    snapshot.testCounts.total - snapshot.testCounts.scheduled - snapshot.testCounts.running
                  }
                >
                  <span
                    style={{
                      width: `${(100 * (snapshot.testCounts.completed + snapshot.testCounts.failed + snapshot.testCounts.errored)) / Math.max(1, snapshot.testCounts.total)}%`,
                    }}
                  />
                </div>
              ) : null}
            </Fact>
            <Fact label="Started by">
              {snapshot.trigger} ({snapshot.triggerClient})
            </Fact>
            <Fact label="Created">{when(snapshot.createdAt)}</Fact>
            <Fact label="Browser">{snapshot.browserVersion ?? '—'}</Fact>
            <Fact label="Lighthouse">{snapshot.lighthouseVersion ?? '—'}</Fact>
          </div>
        </Card>
      ) : null}
      <nav className={styles.tabs} aria-label="Snapshot">
        {TABS.map(([key, label]) => (
          <a
            key={key}
            className={styles.tab}
            href={tabPath(key)}
            aria-current={tab === key ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              props.navigate(tabPath(key));
            }}
          >
            {label}
          </a>
        ))}
      </nav>
      {snapshot && tab === '' ? (
        <TestsTable tests={snapshot.tests} site={{ teamId, siteId }} snapshotId={snapshotId} />
      ) : null}
      {tab === 'third-parties' ? (
        <ThirdParties teamId={teamId} siteId={siteId} snapshotId={snapshotId} />
      ) : null}
      {tab && tab !== 'third-parties' ? (
        <CategoryResults teamId={teamId} siteId={siteId} snapshotId={snapshotId} category={tab} />
      ) : null}
    </div>
  );
}

function TestsTable(own: {
  tests: TestSummary[];
  site: { teamId: string; siteId: string };
  snapshotId: string;
}) {
  const props = { ...useRemote(), ...own };
  return (
    <Card>
      <table className={styles.table} data-testid="snapshot-tests">
        <thead>
          <tr>
            <th>Page</th>
            <th>Profile</th>
            <th>Status</th>
            {COLUMNS.map((key) => (
              <th key={key} data-numeric>
                {getMetric('synthetic', key).abbreviation}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.tests.map((test) => (
            <tr key={test.uuid}>
              <td>
                <AppLink
                  href={pathTo('snapshots/$snapshotId/tests/$testId', {
                    ...props.site,
                    snapshotId: props.snapshotId,
                    testId: test.uuid,
                  })}
                  data-testid="test-link"
                >
                  {test.page.name}
                </AppLink>
              </td>
              <td>{test.profile.name}</td>
              <td>
                <RunStatus status={test.status} />
                {test.failureCode ? (
                  <div
                    className={styles.muted}
                    title={[test.failureNextStep, test.failureMessage].filter(Boolean).join(' ') || undefined}
                  >
                    {test.failureCode}
                    {test.failureExplanation ? <div>{test.failureExplanation}</div> : null}
                  </div>
                ) : null}
              </td>
              {COLUMNS.map((key) => (
                <td key={key} data-numeric>
                  {test.status === 'completed' ? (
                    <MetricFigure metric={key} value={measured(test.metrics, key)} />
                  ) : (
                    '—'
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function CategoryResults(props: VariablesOf<typeof SNAPSHOT_CATEGORY>) {
  const [{ data, fetching, error }] = useQuery({
    query: SNAPSHOT_CATEGORY,
    requestPolicy: 'cache-and-network',
    variables: props,
  });
  if (error) return <ErrorNotice error={error} />;
  if (fetching && !data) return <Skeleton height={200} label="Loading audits" />;
  const results = data?.snapshot.categoryResults ?? [];
  if (!results.length) return <p className={styles.muted}>No completed tests yet.</p>;
  return (
    <>
      {results.map(({ test, category }) => (
        <Card key={test.uuid} title={`${test.page.name} · ${test.profile.name}`}>
          <CategoryAudits category={category} />
        </Card>
      ))}
    </>
  );
}

function ThirdParties(props: VariablesOf<typeof SNAPSHOT_THIRD_PARTIES>) {
  const [{ data, fetching, error }] = useQuery({ query: SNAPSHOT_THIRD_PARTIES, variables: props });
  if (error) return <ErrorNotice error={error} />;
  if (fetching && !data) return <Skeleton height={200} label="Loading third parties" />;
  return (
    <>
      {(data?.snapshot.tests ?? [])
        .filter((test) => test.status === 'completed')
        .map((test) => (
          <Card key={test.uuid} title={`${test.page.name} · ${test.profile.name}`}>
            <ThirdPartyTable parties={test.thirdParties} />
          </Card>
        ))}
    </>
  );
}
