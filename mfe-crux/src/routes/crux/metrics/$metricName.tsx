// One CrUX metric: its latest p75 and distribution, and its history (p75 over the good / poor bands,
// and the distribution per period) for the chosen form factor and time period. LCP adds its image
// sub-parts, from their own query.

import { CRUX_METRIC_KEYS, findMetric, formatDate, formatMetric, formatNumber } from '@pace/metrics';
import { AppLink, useRemote } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { DistributionBar, HistoryChart, type TimeSeries, useHistoryChoice } from '@pace/ui/charts';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { CruxScreen } from '../../../components/CruxScreen';
import styles from '../../../components/crux.module.css';
import { DistributionHistory } from '../../../components/DistributionHistory';
import { LcpParts } from '../../../components/LcpParts';
import { TrendText } from '../../../components/MetricCard';
import { MetricValue } from '../../../components/Rating';
import { CardsSkeleton, EmptyState, LoadFailed, ShareReportNote } from '../../../components/States';
import { FORM_FACTORS, useCruxRoute } from '../../../components/useCruxRoute';
import { HISTORY_QUERY, LCP_PARTS_QUERY, SUMMARY_QUERY } from '../../../graphql/crux';

export default function Metric() {
  const props = useRemote();
  const crux = useCruxRoute();
  const key = props.route.params.metricName ?? '';
  const definition = (CRUX_METRIC_KEYS as readonly string[]).includes(key)
    ? findMetric('crux', key)
    : undefined;
  // Period and moving average from the URL (`months`, `average`), so a link shows the same chart.
  const [choice, setChoice] = useHistoryChoice(props);
  const { months } = choice;
  const variables = { teamId: crux.teamId, siteId: crux.siteId, formFactor: crux.formFactor };
  const [summaryResult] = useQuery({
    query: SUMMARY_QUERY,
    variables,
    pause: !crux.inSite || !definition,
  });
  const [historyResult] = useQuery({
    query: HISTORY_QUERY,
    variables: { ...variables, metric: key, months },
    pause: !crux.inSite || !definition,
  });

  const [partsResult] = useQuery({
    query: LCP_PARTS_QUERY,
    variables: { ...variables, months },
    pause: !crux.inSite || key !== 'lcp',
  });

  const formatValue = useCallback(
    (value: number) => (definition ? formatMetric(definition, value) : formatNumber(value)),
    [definition],
  );
  const formatTime = useCallback((t: number) => formatDate(t), []);
  const points = historyResult.data?.cruxMetricHistory.points;
  const series = useMemo<TimeSeries>(
    () => ({
      name: `p75, ${FORM_FACTORS.find((f) => f.value === crux.formFactor)?.label.toLowerCase()}`,
      points: (points ?? []).map((p) => ({ t: Date.parse(`${p.periodEnd}T00:00:00Z`), value: p.p75 })),
    }),
    [points, crux.formFactor],
  );
  const stops = useMemo(
    () => (definition?.stops ? { good: definition.stops.good, poor: definition.stops.poor } : null),
    [definition],
  );

  if (!definition) {
    return (
      <CruxScreen title="CrUX metric" formFactor={crux.formFactor} onFormFactor={crux.setFormFactor}>
        <p className={styles.failed} data-testid="not-found-message">
          Unknown CrUX metric “{key}”. The CrUX metrics are LCP, CLS, INP, TTFB, FCP and RTT.
        </p>
      </CruxScreen>
    );
  }
  const summary = summaryResult.data?.cruxSummary;
  const current = summary?.metrics.find((m) => m.metric === key);
  return (
    <CruxScreen
      title={`${definition.name} (${definition.abbreviation})`}
      formFactor={crux.formFactor}
      onFormFactor={crux.setFormFactor}
      period={summary?.period}
    >
      {!crux.inSite ? (
        <ShareReportNote />
      ) : summaryResult.error ? (
        <LoadFailed error={summaryResult.error} />
      ) : summaryResult.fetching || !summary ? (
        <CardsSkeleton count={2} />
      ) : !summary.hasData ? (
        <EmptyState
          teamId={crux.teamId}
          siteId={crux.siteId}
          canCollect={props.permissions.updateSites && !props.readOnly}
          status={summary.status}
        />
      ) : (
        <>
          <section className={styles.metricHead} data-testid="crux-metric-current">
            <div>
              <MetricValue
                metric={key}
                p75={current?.p75 ?? null}
                rating={current?.rating ?? 'no_data'}
                large
              />
              <span className={styles.muted}> p75 of {summary.target}</span>
              <p className={styles.trend}>
                <TrendText trend={current?.trend ?? null} />
              </p>
            </div>
            <div className={styles.metricDistribution}>
              <DistributionBar
                shares={current?.shares}
                label={`${definition.abbreviation} distribution`}
                thickness={12}
              />
            </div>
          </section>
          {key === 'lcp' ? (
            <LcpParts
              data={partsResult.data?.cruxLcpParts}
              fetching={partsResult.fetching}
              error={partsResult.error}
              formFactor={crux.formFactor}
              theme={props.theme}
            />
          ) : null}
          <Card title="History">
            <HistoryChart
              label={`${definition.abbreviation} at the 75th percentile, ${months} months`}
              series={series}
              choice={choice}
              onChoiceChange={setChoice}
              formatValue={formatValue}
              formatTime={formatTime}
              stops={stops}
              theme={props.theme}
              loading={historyResult.fetching}
              error={historyResult.error}
              noDataMessage="No CrUX data"
              data-testid="crux-history-chart"
            />
            <h3 className={styles.subheading}>Distribution per 28-day period</h3>
            <DistributionHistory
              points={points ?? []}
              label={`${definition.abbreviation} distribution per period`}
              loading={historyResult.fetching}
              error={historyResult.error}
            />
            <p className={styles.muted}>{definition.thresholdsText}</p>
          </Card>
          <p>
            <AppLink href={crux.paths.dashboard}>Back to the CrUX dashboard</AppLink>
          </p>
        </>
      )}
    </CruxScreen>
  );
}
