// RUM metric detail: the value by the chosen aggregation with its distribution, its daily history, its
// parts, and breakdowns by element, page grouping, browser, device, navigation type, country and path.

import { AGGREGATIONS, findMetric } from '@pace/metrics';
import { useRemote, useSearchChoice } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { CHART_ERROR_MESSAGE, DistributionBar, HistoryChart, useHistoryChoice } from '@pace/ui/charts';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import {
  DIMENSION_LABELS,
  formatCount,
  formatValue,
  MESSAGES,
  metricName,
  PeriodSelect,
  RatingMark,
  segmentLabel,
  usePeriod,
  useSite,
} from '../../../components/common';
import { FieldLabPanel } from '../../../components/FieldLabPanel';
import { FilterBar, useFilters } from '../../../components/FilterBar';
import styles from '../../../components/rum.module.css';
import { RUM_METRIC, RUM_METRIC_HISTORY } from '../../../graphql/rum';

type Aggregation = (typeof AGGREGATIONS)[number];

export default function Metric() {
  const { route } = useRemote();
  const { teamId, siteId } = useSite();
  const metric = route.params.metricName ?? 'lcp';
  const definition = findMetric('rum', metric);
  const [period, setPeriod] = usePeriod('last_month');
  const [aggregation, setAggregation] = useSearchChoice<Aggregation>('aggregation', AGGREGATIONS, 'p75');
  const { filters, active } = useFilters();
  const [{ data, fetching, error }] = useQuery({
    query: RUM_METRIC,
    variables: { teamId, siteId, metric, period, aggregation, filters },
    pause: !definition,
  });
  const report = data?.rumMetric;
  return (
    <div className={styles.stack}>
      <PageHeader
        title={metricName(metric)}
        titleTestId="screen-title"
        description={definition?.tooltip}
        actions={
          <div className={styles.toolbar}>
            <label className={styles.toolbar}>
              <span className={styles.muted}>Aggregation</span>
              <select
                className={styles.select}
                value={aggregation}
                onChange={(event) => setAggregation(event.target.value as typeof aggregation)}
              >
                {AGGREGATIONS.map((key) => (
                  <option key={key} value={key}>
                    {key}
                  </option>
                ))}
              </select>
            </label>
            <PeriodSelect value={period} onChange={setPeriod} />
          </div>
        }
      />
      <FilterBar period={period} />
      {!definition ? <p className={styles.notice}>Unknown RUM metric: {metric}</p> : null}
      {fetching && !report ? <Skeleton height={300} label="Loading the metric" /> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {CHART_ERROR_MESSAGE}
        </p>
      ) : null}
      {report ? (
        <>
          <div className={styles.wide}>
            <Card title={`${aggregation} over the period`}>
              <div className={styles.figure} data-testid="rum-metric-value">
                {formatValue(metric, report.value)}
              </div>
              <RatingMark rating={report.rating} />
              <p className={styles.muted}>
                {formatCount(report.samples)} page {report.samples === 1 ? 'view' : 'views'} measured
              </p>
              <DistributionBar
                label={`${metricName(metric)} distribution`}
                shares={report.shares}
                noDataMessage={MESSAGES.noData}
              />
            </Card>
            {report.subMetrics.length > 0 ? (
              <Card title="Parts">
                <table className={styles.table}>
                  <tbody>
                    {report.subMetrics.map((part) => (
                      <tr key={part.metric}>
                        <td>{metricName(part.metric)}</td>
                        <td data-numeric>{formatValue(part.metric, part.value)}</td>
                        <td>
                          <RatingMark rating={part.rating} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            ) : null}
          </div>
          {metric === 'lcp' || metric === 'inp' ? <FieldLabPanel period={period} filtered={active} /> : null}
          <Card title="History">
            <RumHistory metric={metric} aggregation={aggregation} />
          </Card>
          {active ? (
            <p className={styles.muted}>
              A filtered view is broken down by the filter types; its parts, and breakdowns by element and by
              path, are shown without filters.
            </p>
          ) : null}
          <div className={styles.wide}>
            {report.breakdowns.map((breakdown) => (
              <Card
                key={breakdown.dimension}
                title={`By ${DIMENSION_LABELS[breakdown.dimension]?.toLowerCase()}`}
              >
                {breakdown.segments.length === 0 ? (
                  <p className={styles.muted}>{MESSAGES.noData}</p>
                ) : (
                  <table className={styles.table} data-testid={`rum-breakdown-${breakdown.dimension}`}>
                    <thead>
                      <tr>
                        <th>{DIMENSION_LABELS[breakdown.dimension]}</th>
                        <th data-numeric>{aggregation}</th>
                        <th data-numeric>Page views</th>
                      </tr>
                    </thead>
                    <tbody>
                      {breakdown.segments.map((segment) => (
                        <tr key={segment.value}>
                          <td title={segment.value}>{segmentLabel(breakdown.dimension, segment.value)}</td>
                          <td data-numeric>
                            <RatingMark rating={segment.rating} /> {formatValue(metric, segment.metricValue)}
                          </td>
                          <td data-numeric>{formatCount(segment.samples)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </Card>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The metric day by day over 3 to 24 months, with a moving average; the choice is kept in the URL. */
function RumHistory({ metric, aggregation }: { metric: string; aggregation: Aggregation }) {
  const remote = useRemote();
  const { teamId, siteId } = useSite();
  const definition = findMetric('rum', metric);
  const [choice, setChoice] = useHistoryChoice(remote);
  const { filters } = useFilters();
  const [{ data, fetching, error }] = useQuery({
    query: RUM_METRIC_HISTORY,
    variables: { teamId, siteId, metric, aggregation, months: choice.months, filters },
  });
  const series = useMemo(
    () => ({
      name: aggregation,
      points: (data?.rumMetricHistory ?? []).map((point) => ({
        t: Date.parse(`${point.day}T00:00:00Z`),
        value: point.value,
      })),
    }),
    [data, aggregation],
  );
  const format = useCallback((value: number) => formatValue(metric, value), [metric]);
  return (
    <HistoryChart
      label={`${metricName(metric)} at ${aggregation}, per day`}
      series={series}
      choice={choice}
      onChoiceChange={setChoice}
      formatValue={format}
      stops={definition?.stops ? { good: definition.stops.good, poor: definition.stops.poor } : null}
      theme={remote.theme}
      loading={fetching && !data}
      error={error}
      noDataMessage={MESSAGES.noData}
      data-testid="rum-metric-history"
    />
  );
}
