// flows/{uuid}: one user flow. Its steps; the latest values of each measured step; one metric of every
// measured step over time (a line per step, the chart every history screen uses; the metric, period and
// average in the URL); its runs with their state (live while one is under way) and the Lighthouse flow
// report. Members run it now.
import { formatMetric } from '@pace/metrics';
import { pathTo, type ResultOf, useRemote, useSearchChoice } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { HistoryChart, type TimeSeries, useHistoryChoice } from '@pace/ui/charts';
import { useCallback, useEffect, useMemo } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage, isFinal, RunStatus, TabButtons, useSite, when } from '../../components/common';
import {
  FLOW_METRICS,
  type FlowMetric,
  FlowValue,
  flowAbbreviation,
  flowMetric,
  MODE_LABELS,
} from '../../components/flowMetrics';
import flowStyles from '../../components/flows.module.css';
import styles from '../../components/synthetic.module.css';
import { FLOW, FLOW_STEP_HISTORY, RUN_FLOW } from '../../graphql/flows';

type Flow = NonNullable<ResultOf<typeof FLOW>['flow']>;

const DAYS_PER_MONTH = 31;

/** The latest run's values of each measured step. */
function LatestMeasurements({ flow }: { flow: Flow }) {
  return (
    <Card title="Latest measurements">
      {flow.latestSteps.length === 0 ? (
        <p className={styles.muted}>No step has been measured yet.</p>
      ) : (
        <table className={styles.table} data-testid="flow-latest">
          <thead>
            <tr>
              <th>Step</th>
              <th>Mode</th>
              {['performance_score', 'lcp', 'cls', 'tbt', 'inp'].map((key) => (
                <th key={key} data-numeric>
                  {flowAbbreviation(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {flow.latestSteps.map((step) => (
              <tr key={step.stepId} data-testid="flow-step-row">
                <td>
                  {step.stepIndex + 1}. {step.stepName}
                </td>
                <td>{MODE_LABELS[step.mode]}</td>
                {['performance_score', 'lcp', 'cls', 'tbt', 'inp'].map((key) => (
                  <td key={key} data-numeric>
                    <FlowValue metric={key} value={step.metrics.find((m) => m.metric === key)?.value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** The flow's runs, newest first, with their state and the Lighthouse flow report of each. */
function FlowRuns({ flow }: { flow: Flow }) {
  return (
    <Card title="Runs">
      {flow.runs.length === 0 ? (
        <p className={styles.muted}>Not run yet: it runs in the next snapshot, or now.</p>
      ) : (
        <table className={styles.table} data-testid="flow-runs">
          <thead>
            <tr>
              <th>Started</th>
              <th>State</th>
              <th>Snapshot</th>
              <th>Report</th>
            </tr>
          </thead>
          <tbody>
            {flow.runs.map((run) => (
              <tr key={run.uuid}>
                <td>{when(run.createdAt)}</td>
                <td>
                  <RunStatus status={run.status} />
                  {run.failureMessage ? <div className={styles.muted}>{run.failureMessage}</div> : null}
                </td>
                <td>{run.snapshotId ? `#${run.snapshotId}` : 'On demand'}</td>
                <td>
                  {run.reportUrl ? (
                    <a className={styles.link} href={run.reportUrl} download>
                      Lighthouse flow report
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

export default function FlowDetail() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const uuid = props.route.params.uuid ?? '';
  const [{ data, fetching, error }, refetch] = useQuery({
    query: FLOW,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid },
  });
  const flow = data?.flow;
  const [metric, setMetric] = useSearchChoice<FlowMetric>('metric', FLOW_METRICS, 'performance_score');
  const [choice, setChoice] = useHistoryChoice(props);
  // While a run is under way its state is followed live (every 3 s), and the history once it is over.
  const underWay = flow?.runs[0] != null && !isFinal(flow.runs[0].status);
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 3_000);
    return () => clearInterval(timer);
  }, [underWay, refetch]);
  const [history, refetchHistory] = useQuery({
    query: FLOW_STEP_HISTORY,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid, metric, days: choice.months * DAYS_PER_MONTH },
  });
  useEffect(() => {
    if (!underWay) refetchHistory({ requestPolicy: 'network-only' });
  }, [underWay, refetchHistory]);
  const [running, runFlow] = useMutation(RUN_FLOW);
  const canEdit = props.permissions.updateSites && !props.readOnly;
  const definition = flowMetric(metric);
  const series = useMemo<TimeSeries[]>(
    () =>
      (history.data?.flow.stepHistory ?? []).map((step, index) => ({
        name: `${step.stepName} (${MODE_LABELS[step.mode] ?? step.mode})`,
        dashed: index % 2 === 1,
        points: step.points.map((point) => ({ t: Date.parse(point.at), value: point.value })),
      })),
    [history.data],
  );
  const format = useCallback(
    (value: number) => (definition ? formatMetric(definition, value) : String(value)),
    [definition],
  );
  // The metrics the latest run measured (all of them before any run).
  const tabs = useMemo(() => {
    const seen = new Set(data?.flow.latestSteps.flatMap((step) => step.metrics.map((m) => m.metric)));
    const some = FLOW_METRICS.filter((key) => seen.has(key));
    return some.length ? some : [...FLOW_METRICS];
  }, [data]);

  if (error)
    return (
      <p className={styles.error} role="alert">
        {errorMessage(error)}
      </p>
    );
  if (fetching && !flow) return <Skeleton height={320} label="Loading the flow" />;
  if (!flow) return null;
  const latestRun = flow.runs[0];
  const measured = flow.steps.filter((step) => step.mode);
  return (
    <div className={styles.stack}>
      <PageHeader
        title={flow.name}
        titleTestId="screen-title"
        description={`${flow.steps.length} steps, ${measured.length} measured. The site's form sign-in happens before the first step.`}
        actions={
          canEdit ? (
            <div className={styles.toolbar}>
              <Button
                variant="primary"
                disabled={running.fetching || (latestRun != null && !isFinal(latestRun.status))}
                data-testid="run-flow"
                onClick={async () => {
                  const result = await runFlow({ teamId, siteId, uuid });
                  if (result.error) props.flash('error', errorMessage(result.error));
                  else refetch({ requestPolicy: 'network-only' });
                }}
              >
                Run now
              </Button>
              <Button onClick={() => props.navigate(pathTo('flows/$uuid/edit', { teamId, siteId, uuid }))}>
                Edit
              </Button>
            </div>
          ) : null
        }
      />
      <LatestMeasurements flow={flow} />
      <Card title="Step history">
        <div className={flowStyles.charts}>
          <TabButtons
            label="Metric"
            tabs={tabs}
            current={metric}
            onSelect={setMetric}
            name={flowAbbreviation}
          />
          <HistoryChart
            label={`${definition?.name ?? metric} of each measured step`}
            series={series}
            choice={choice}
            onChoiceChange={setChoice}
            formatValue={format}
            stops={definition?.stops ? { good: definition.stops.good, poor: definition.stops.poor } : null}
            theme={props.theme}
            loading={history.fetching && !history.data}
            error={history.error}
            noDataMessage={`No ${flowAbbreviation(metric)} measured`}
            data-testid="flow-chart"
          />
        </div>
      </Card>
      <FlowRuns flow={flow} />
      <Card title="Steps">
        <ol data-testid="flow-definition">
          {flow.steps.map((step) => (
            <li key={step.id}>
              {step.name}: {step.kind === 'navigate' ? step.url : step.selector}
              {step.mode ? ` (${MODE_LABELS[step.mode]})` : ' (not measured)'}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
