// RUM dashboard: the audience's UX rating split, live visitors, total sessions, the Core Web Vitals at
// p75 and the visitors' locations.
import { AppLink, pathTo, useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { CHART_ERROR_MESSAGE, DistributionBar } from '@pace/ui/charts';
import { useQuery } from 'urql';
import {
  countryName,
  formatCount,
  formatValue,
  MESSAGES,
  metricName,
  PeriodSelect,
  RatingMark,
  StateNotice,
  usePeriod,
  useSite,
} from '../../components/common';
import { FilterBar, useFilters } from '../../components/FilterBar';
import styles from '../../components/rum.module.css';
import { RUM_DASHBOARD } from '../../graphql/rum';
import { SHARED_RUM_DASHBOARD_QUERY } from '../../graphql/share';

export default function Dashboard() {
  const { readOnly } = useRemote();
  const { teamId, siteId } = useSite();
  const [period, setPeriod] = usePeriod('last_7_days');
  const { filters, carried } = useFilters();
  // The share report reads fewer settings fields; the full query's result has them all.
  const query: typeof SHARED_RUM_DASHBOARD_QUERY = readOnly ? SHARED_RUM_DASHBOARD_QUERY : RUM_DASHBOARD;
  const [{ data, fetching, error }] = useQuery({
    query,
    // The share report has no filters (its query takes none).
    variables: readOnly ? { teamId, siteId, period } : { teamId, siteId, period, filters },
    pause: !teamId,
  });
  const dashboard = data?.rumDashboard;
  const empty = dashboard && dashboard.pageViews === 0;
  return (
    <div className={styles.stack}>
      <PageHeader
        title="RUM dashboard"
        titleTestId="screen-title"
        description="What your real visitors experience."
        actions={<PeriodSelect value={period} onChange={setPeriod} />}
      />
      {readOnly ? null : <FilterBar period={period} />}
      {!teamId ? <p className={styles.notice}>{MESSAGES.noData}</p> : null}
      <StateNotice settings={dashboard?.settings} />
      {error ? (
        <p className={styles.error} role="alert">
          {CHART_ERROR_MESSAGE}
        </p>
      ) : null}
      {fetching && !dashboard ? <Skeleton height={320} label="Loading the RUM dashboard" /> : null}
      {dashboard ? (
        <>
          <div className={styles.grid}>
            {/* Spec's "live visitors", labelled as what is counted: no cookie ties page views to a visitor. */}
            <Card title="Live page views">
              <div className={styles.figure} data-testid="rum-live-visitors">
                {formatCount(dashboard.liveVisitors)}
              </div>
              <p className={styles.muted}>Page views started in the last 15 minutes</p>
            </Card>
            <Card title="Total sessions">
              <div className={styles.figure} data-testid="rum-sessions">
                {formatCount(dashboard.sessions)}
              </div>
              <p className={styles.muted}>
                {formatCount(dashboard.pageViews)} page {dashboard.pageViews === 1 ? 'view' : 'views'}
              </p>
            </Card>
            <Card title="Audience UX">
              <div className={styles.figure} data-testid="rum-ux-score">
                {dashboard.uxRating.score === null ? '—' : formatValue('ux_rating', dashboard.uxRating.score)}
              </div>
              <DistributionBar
                label="Audience UX rating"
                shares={empty ? null : dashboard.uxRating}
                labels={{ good: 'Good', average: 'To improve', poor: 'Poor' }}
                noDataMessage={MESSAGES.noData}
                data-testid="rum-ux-distribution"
              />
            </Card>
          </div>
          <Card title="Core Web Vitals (p75)">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Metric</th>
                  <th data-numeric>p75</th>
                  <th>Rating</th>
                  <th>Distribution</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.coreWebVitals.map((figure) => (
                  <tr key={figure.metric} data-testid={`rum-cwv-${figure.metric}`}>
                    <td>
                      {readOnly ? (
                        metricName(figure.metric)
                      ) : (
                        <AppLink
                          href={`${pathTo('rum/metrics/$metricName', { teamId, siteId, metricName: figure.metric })}${carried}`}
                        >
                          {metricName(figure.metric)}
                        </AppLink>
                      )}
                    </td>
                    <td data-numeric>{formatValue(figure.metric, figure.value)}</td>
                    <td>
                      <RatingMark rating={figure.rating} />
                    </td>
                    <td style={{ minWidth: 180 }}>
                      <DistributionBar
                        label={`${figure.metric} distribution`}
                        shares={figure.shares}
                        showLegend={false}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <Card title="Locations">
            {dashboard.locations.length === 0 ? (
              <p className={styles.muted}>{MESSAGES.noData}</p>
            ) : (
              <table className={styles.table} data-testid="rum-locations">
                <thead>
                  <tr>
                    <th>Country</th>
                    <th data-numeric>Sessions</th>
                    <th data-numeric>Page views</th>
                  </tr>
                </thead>
                <tbody>
                  {dashboard.locations.slice(0, 10).map((segment) => (
                    <tr key={segment.value}>
                      <td>{countryName(segment.value)}</td>
                      <td data-numeric>{formatCount(segment.sessions)}</td>
                      <td data-numeric>{formatCount(segment.pageViews)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        </>
      ) : null}
    </div>
  );
}
