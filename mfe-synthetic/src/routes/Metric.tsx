// metrics/{measurement}: one synthetic metric over time, a line per page and profile, with its good and
// poor stops as bands.
import { findMetric } from '@pace/metrics';
import type { RemoteProps } from '@pace/mfe-kit';
import { Card, PageHeader } from '@pace/ui';
import { type TimeSeries, TimeSeriesChart } from '@pace/ui/charts';
import { useState } from 'react';
import { useQuery } from 'urql';
import { formatValue, siteOf } from '../components/common';
import styles from '../components/synthetic.module.css';
import { METRIC_HISTORY } from '../graphql/synthetic';

const PERIODS = [
  [7, 'Last 7 days'],
  [30, 'Last month'],
  [90, 'Last 3 months'],
  [180, 'Last 6 months'],
  [365, 'Last 12 months'],
] as const;

type HistoryData = {
  metricHistory: {
    series: { page: { name: string }; profile: { name: string }; points: { at: string; value: number }[] }[];
  };
};

export function Metric(props: RemoteProps) {
  const { teamId, siteId } = siteOf(props);
  const key = props.route.params.measurement ?? '';
  const definition = findMetric('synthetic', key);
  const [days, setDays] = useState<number>(90);
  const [now] = useState(() => Date.now());
  const [{ data, fetching, error }] = useQuery<HistoryData>({
    query: METRIC_HISTORY,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, metric: key, days },
    pause: !definition,
  });
  if (!definition) {
    return (
      <PageHeader
        title="Unknown metric"
        titleTestId="screen-title"
        description={`There is no synthetic metric ${key}.`}
      />
    );
  }
  const series: TimeSeries[] = (data?.metricHistory.series ?? [])
    .filter((s) => s.points.length)
    .map((s, index) => ({
      name: `${s.page.name} · ${s.profile.name}`,
      dashed: index % 2 === 1,
      points: s.points.map((point) => ({ t: Date.parse(point.at), value: point.value })),
    }));
  // Gaps at both ends of the period, so the time axis spans the period chosen, not just the data.
  const [first] = series;
  if (first)
    first.points = [{ t: now - days * 86_400_000, value: null }, ...first.points, { t: now, value: null }];
  return (
    <div className={styles.stack}>
      <PageHeader
        title={definition.name}
        titleTestId="screen-title"
        description={`${definition.tooltip} ${definition.thresholdsText}`}
        actions={
          <select
            className={styles.field}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            aria-label="Period"
          >
            {PERIODS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        }
      />
      <Card>
        <TimeSeriesChart
          label={`${definition.name} per page and profile`}
          series={series}
          formatValue={(value) => formatValue(key, value)}
          stops={definition.stops ? { good: definition.stops.good, poor: definition.stops.poor } : null}
          theme={props.theme}
          loading={fetching && !data}
          error={error}
          emptyMessage="No measurements in this period."
          data-testid="metric-chart"
        />
      </Card>
    </div>
  );
}
