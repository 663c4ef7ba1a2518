// metrics/{measurement}: one synthetic metric over a period of 3 to 24 months, a line per page and
// profile (each with its moving average when one is chosen), with its good and poor stops as bands and,
// around each line, the confidence interval of each test's runs (95 % or more from 6 runs, 75 % with 3). The period and average are kept
// in the URL.
import { findMetric } from '@pace/metrics';
import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader } from '@pace/ui';
import { HistoryChart, type TimeSeries, useHistoryChoice } from '@pace/ui/charts';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { formatValue, useSite } from '../../components/common';
import styles from '../../components/synthetic.module.css';
import { METRIC_HISTORY } from '../../graphql/synthetic';

export default function Metric() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const key = props.route.params.measurement ?? '';
  const definition = findMetric('synthetic', key);
  const [choice, setChoice] = useHistoryChoice(props);
  const [{ data, fetching, error }] = useQuery({
    query: METRIC_HISTORY,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, metric: key, months: choice.months },
    pause: !definition,
  });
  const series = useMemo<TimeSeries[]>(
    () =>
      (data?.metricHistory.series ?? [])
        .filter((s) => s.points.length)
        .map((s, index) => ({
          name: `${s.page.name} · ${s.profile.name}`,
          dashed: index % 2 === 1,
          points: s.points.map((point) => ({
            t: Date.parse(point.at),
            value: point.value,
            low: point.ciLower,
            high: point.ciUpper,
          })),
        })),
    [data],
  );
  const format = useCallback((value: number) => formatValue(key, value), [key]);
  if (!definition) {
    return (
      <PageHeader
        title="Unknown metric"
        titleTestId="screen-title"
        description={`There is no synthetic metric ${key}.`}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <PageHeader
        title={definition.name}
        titleTestId="screen-title"
        description={`${definition.tooltip} ${definition.thresholdsText}`}
      />
      <Card>
        <HistoryChart
          label={`${definition.name} per page and profile`}
          series={series}
          choice={choice}
          onChoiceChange={setChoice}
          formatValue={format}
          stops={definition.stops ? { good: definition.stops.good, poor: definition.stops.poor } : null}
          theme={props.theme}
          loading={fetching && !data}
          error={error}
          noDataMessage="No measurements"
          data-testid="metric-chart"
        />
      </Card>
    </div>
  );
}
