// A test: its metrics, the render timeline (filmstrip), audits per category, requests, long tasks over
// 50 ms and third parties, with the Lighthouse report and screenshots to download. Once retention has
// removed the report (an old test nobody keeps on purpose), the metrics stay and the screen says so.
import { formatMetric, getMetric, metricsFor } from '@pace/metrics';
import { AppLink, pathTo, type ResultOf, useRemote, useSearchChoice } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { useQuery } from 'urql';
import { CategoryAudits } from '../../../../components/CategoryAudits';
import {
  count,
  ErrorNotice,
  Fact,
  intervalOf,
  MetricFigure,
  measured,
  RunStatus,
  TabButtons,
  useSite,
  when,
} from '../../../../components/common';
import { LabElementCard } from '../../../../components/LabElementCard';
import { ShareLinks } from '../../../../components/ShareLinks';
import styles from '../../../../components/synthetic.module.css';
import { ThirdPartyTable } from '../../../../components/ThirdPartyTable';
import { type MetricValue, TEST_QUERY } from '../../../../graphql/synthetic';

const HEADLINE = [
  'performance_score',
  'fcp',
  'lcp',
  'speed_index',
  'tbt',
  'cls',
  'ttfb',
  'total_transfer_size',
];
const SECTIONS = ['Audits', 'Requests', 'Long tasks', 'Third parties'] as const;

const ms = (value: number) => formatMetric(getMetric('synthetic', 'tbt'), value);
const bytes = (value: number) => formatMetric(getMetric('synthetic', 'total_transfer_size'), value);

export default function Test() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const uuid = props.route.params.testId ?? '';
  const [section, setSection] = useSearchChoice('section', SECTIONS, 'Audits');
  const [{ data, fetching, error }] = useQuery({
    query: TEST_QUERY,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid },
  });
  const test = data?.test;
  // A removed report has no audits, requests or tasks to show: no tabs then.
  const shown = test?.artifactsPrunedAt ? null : section;
  return (
    <div className={styles.stack}>
      <PageHeader
        title={test ? `${test.page.name} · ${test.profile.name}` : 'Test'}
        titleTestId="screen-title"
        description={test ? <span className={styles.truncate}>{test.finalUrl ?? test.url}</span> : null}
      />
      <ErrorNotice error={error} />
      {fetching && !test ? <Skeleton height={300} label="Loading test" /> : null}
      {test ? (
        <>
          <Card>
            <div className={styles.grid}>
              <Fact label="Status">
                <RunStatus status={test.status} />
                {test.failureCode ? (
                  <div data-testid="failure-code">
                    <p className={styles.error}>
                      {test.failureCode}
                      {test.failureExplanation ? `: ${test.failureExplanation}` : null}
                    </p>
                    {test.failureNextStep ? <p>{test.failureNextStep}</p> : null}
                    {test.failureMessage ? <p className={styles.muted}>{test.failureMessage}</p> : null}
                  </div>
                ) : null}
              </Fact>
              <Fact label="Snapshot">
                {props.readOnly ? (
                  `#${test.snapshotId}`
                ) : (
                  <AppLink
                    href={pathTo('snapshots/$snapshotId', { teamId, siteId, snapshotId: test.snapshotId })}
                  >
                    #{test.snapshotId}
                  </AppLink>
                )}
              </Fact>
              <Fact label="Finished">{when(test.finishedAt)}</Fact>
              {test.runCount ? (
                <Fact label="Runs">
                  <span data-testid="run-count">
                    {count(test.runCount)} {test.runCount === 1 ? 'run' : 'runs'}
                  </span>
                </Fact>
              ) : null}
              <Fact label="Location">
                <span data-testid="test-location">{test.location ?? 'Default'}</span>
              </Fact>
              <Fact label="Agent">
                {test.browserVersion ?? '—'} · Lighthouse {test.lighthouseVersion ?? '—'}
              </Fact>
            </div>
          </Card>
          {test.status === 'completed' ? (
            <Headline
              metrics={test.metrics}
              runCount={test.runCount}
              site={props.readOnly ? null : { teamId, siteId }}
            />
          ) : null}
          {test.status === 'completed' ? (
            <LabElementCard element={test.lcpElement} pageId={test.page.uuid} testId={test.uuid} />
          ) : null}
          {test.renderTimeline.length ? (
            <Card title="Render timeline">
              <div className={styles.filmstrip} data-testid="filmstrip">
                {test.renderTimeline.map((frame) => (
                  <figure key={frame.timing} className={styles.frame}>
                    {frame.url ? <img src={frame.url} alt={`The page at ${ms(frame.timing)}`} /> : null}
                    <figcaption>{ms(frame.timing)}</figcaption>
                  </figure>
                ))}
              </div>
            </Card>
          ) : null}
          {test.artifactsPrunedAt ? (
            <Card title="Report removed">
              <p data-testid="artifacts-pruned">
                The Lighthouse report, screenshot and filmstrip of this test were removed on{' '}
                {when(test.artifactsPrunedAt)} by the artifact retention policy: older tests keep their
                metrics, and their full report only when they failed, were part of a pull request check that
                found a regression, or are among the latest tests of their page and profile.
              </p>
            </Card>
          ) : null}
          <ShareLinks testUuid={test.uuid} />
          {shown ? (
            <TabButtons label="Test details" tabs={SECTIONS} current={section} onSelect={setSection} />
          ) : null}
          {shown === 'Audits'
            ? test.categories.map((category) => (
                <Card key={category.id}>
                  <CategoryAudits category={category} />
                </Card>
              ))
            : null}
          {shown === 'Requests' ? <Requests requests={test.requests} /> : null}
          {shown === 'Long tasks' ? (
            <Card>
              {test.longTasks.length ? (
                <table className={styles.table} data-testid="long-tasks">
                  <thead>
                    <tr>
                      <th>Script</th>
                      <th data-numeric>Start</th>
                      <th data-numeric>Duration</th>
                    </tr>
                  </thead>
                  <tbody>
                    {test.longTasks.map((task) => (
                      <tr key={task.startTime}>
                        <td>
                          <span className={styles.truncate}>{task.url ?? 'Unattributed'}</span>
                        </td>
                        <td data-numeric>{ms(task.startTime)}</td>
                        <td data-numeric>{ms(task.duration)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className={styles.muted}>No task kept the main thread busy for more than 50 ms.</p>
              )}
            </Card>
          ) : null}
          {shown === 'Third parties' ? (
            <Card>
              <ThirdPartyTable parties={test.thirdParties} />
            </Card>
          ) : null}
          {test.artifacts.length ? (
            <Card title="Downloads">
              <ul>
                {test.artifacts
                  .filter((artifact) => !artifact.name.startsWith('filmstrip-'))
                  .map((artifact) => (
                    <li key={artifact.name}>
                      <a href={artifact.url} download>
                        {artifact.name === 'lighthouse.json'
                          ? 'Lighthouse report (JSON)'
                          : 'Final screenshot'}
                      </a>{' '}
                      <span className={styles.muted}>{bytes(artifact.bytes)}</span>
                    </li>
                  ))}
              </ul>
            </Card>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function Headline({
  metrics,
  runCount,
  site,
}: {
  metrics: MetricValue[];
  runCount: number | null;
  /** Null in the share report: the metric history screens are not part of it. */
  site: { teamId: string; siteId: string } | null;
}) {
  return (
    <Card title="Metrics">
      {/* Said over the figures it explains, not beside the run count, where it made the facts card tall. */}
      {runCount && runCount > 1 ? (
        <p className={styles.muted} data-testid="metrics-note">
          Each value is the pseudo-median of the {count(runCount)} runs (the median of their pairwise
          averages), with its confidence interval under it; the report is the median run's.
        </p>
      ) : null}
      <div className={styles.grid} data-testid="test-metrics">
        {HEADLINE.map((key) => (
          <div key={key}>
            <div className={styles.label}>
              {site ? (
                <AppLink href={pathTo('metrics/$measurement', { ...site, measurement: key })}>
                  {getMetric('synthetic', key).name}
                </AppLink>
              ) : (
                getMetric('synthetic', key).name
              )}
            </div>
            <div className={styles.figure}>
              <MetricFigure metric={key} value={measured(metrics, key)} interval={intervalOf(metrics, key)} />
            </div>
          </div>
        ))}
      </div>
      <details>
        <summary>All {count(metrics.length)} measurements</summary>
        <table className={styles.table}>
          <tbody>
            {metricsFor('synthetic')
              .filter((definition) => measured(metrics, definition.key) !== null)
              .map((definition) => (
                <tr key={definition.key}>
                  <td>{definition.name}</td>
                  <td data-numeric>
                    <MetricFigure
                      metric={definition.key}
                      value={measured(metrics, definition.key)}
                      interval={intervalOf(metrics, definition.key)}
                    />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}

function Requests({ requests }: { requests: ResultOf<typeof TEST_QUERY>['test']['requests'] }) {
  const end = Math.max(1, ...requests.map((request) => request.endTime));
  return (
    <Card>
      <table className={styles.table} data-testid="requests">
        <thead>
          <tr>
            <th>URL</th>
            <th>Type</th>
            <th data-numeric>Status</th>
            <th data-numeric>Transfer</th>
            <th>Timing</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={`${request.url}-${request.startTime}`}>
              <td>
                <span className={styles.truncate} title={request.url}>
                  {request.url}
                </span>
              </td>
              <td>{request.resourceType}</td>
              <td data-numeric>{request.statusCode === -1 ? 'Blocked' : (request.statusCode ?? '—')}</td>
              <td data-numeric>{bytes(request.transferSize)}</td>
              <td style={{ minWidth: '8rem' }}>
                <span
                  className={styles.bar}
                  title={`${ms(request.startTime)} – ${ms(request.endTime)}`}
                  style={{
                    marginLeft: `${(100 * request.startTime) / end}%`,
                    width: `${(100 * Math.max(0, request.endTime - request.startTime)) / end}%`,
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
