// A screen of the public share report (mfe-synthetic's part; see components/reportTest.tsx).
import { findMetric } from '@pace/metrics';
import { AppLink, useRemote, useSearchChoice } from '@pace/mfe-kit';
import { Card, PageHeader } from '@pace/ui';
import { HistoryChart, type TimeSeries, useHistoryChoice } from '@pace/ui/charts';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { ErrorNotice, formatValue, TabButtons, useSite } from '../../../../components/common';
import { MONITORED, useReportTest } from '../../../../components/reportTest';
import styles from '../../../../components/synthetic.module.css';
import { REPORT_HISTORY_QUERY } from '../../../../graphql/share';

/** The shared page and profile over time, one metric at a time. */
export default function ReportMonitoring() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const { test, error } = useReportTest();
  const [metric, setMetric] = useSearchChoice('metric', MONITORED, 'performance_score');
  const [choice, setChoice] = useHistoryChoice(props);
  const definition = findMetric('synthetic', metric);
  const [history] = useQuery({
    query: REPORT_HISTORY_QUERY,
    variables: {
      teamId,
      siteId,
      metric,
      months: choice.months,
      pageIds: test ? [test.page.uuid] : [],
      profileIds: test ? [test.profile.uuid] : [],
    },
    pause: !test,
  });
  const series = useMemo<TimeSeries[]>(
    () =>
      (history.data?.metricHistory.series ?? []).map((line) => ({
        name: test ? `${test.page.name} · ${test.profile.name}` : '',
        points: line.points.map((point) => ({ t: Date.parse(point.at), value: point.value })),
      })),
    [history.data, test],
  );
  const format = useCallback((value: number) => formatValue(metric, value), [metric]);
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Monitoring"
        titleTestId="screen-title"
        description={test ? `${test.page.name} with ${test.profile.name}, test after test.` : null}
      />
      <ErrorNotice error={error ?? history.error} />
      <TabButtons
        label="Metric"
        tabs={MONITORED}
        current={metric}
        onSelect={setMetric}
        name={(key) => findMetric('synthetic', key)?.name ?? key}
      />
      <Card>
        <HistoryChart
          label={`${definition?.name ?? metric} of the shared page`}
          series={series}
          choice={choice}
          onChoiceChange={setChoice}
          formatValue={format}
          stops={definition?.stops ? { good: definition.stops.good, poor: definition.stops.poor } : null}
          theme={props.theme}
          loading={!test || (history.fetching && !history.data)}
          error={history.error}
          noDataMessage="No measurements"
          data-testid="monitoring-chart"
        />
      </Card>
      {/* Spec section 1: visitors are invited to sign up, signed-in users without an organisation to set one up. */}
      {!props.user ? (
        <p className={styles.muted}>
          Monitor your own pages like this: <a href="/sign-up">sign up for Pace</a>.
        </p>
      ) : !props.user.memberships.some((membership) => membership.organisation.isActive) ? (
        <p className={styles.muted} data-testid="set-up-prompt">
          Monitor your own pages like this: <AppLink href="/setup">set up your organisation</AppLink>.
        </p>
      ) : null}
    </div>
  );
}
