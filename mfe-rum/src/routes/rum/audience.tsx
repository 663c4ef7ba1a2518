// RUM audience: where visitors come from on a world map, and sessions per segment of each filter type.
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { CHART_ERROR_MESSAGE } from '@pace/ui/charts';
import { lazy, Suspense } from 'react';
import { useQuery } from 'urql';
import {
  DIMENSION_LABELS,
  formatCount,
  MESSAGES,
  PeriodSelect,
  segmentLabel,
  usePeriod,
  useSite,
} from '../../components/common';
import { FilterBar, useFilters } from '../../components/FilterBar';
import styles from '../../components/rum.module.css';
import { RUM_AUDIENCE } from '../../graphql/rum';

const WorldMap = lazy(() => import('../../components/WorldMap'));

export default function Audience() {
  const { teamId, siteId } = useSite();
  const [period, setPeriod] = usePeriod('last_month');
  const { filters } = useFilters();
  const [{ data, fetching, error }] = useQuery({
    query: RUM_AUDIENCE,
    variables: { teamId, siteId, period, filters },
  });
  const audience = data?.rumAudience;
  const countries = audience?.dimensions.find((d) => d.dimension === 'countryCode')?.segments ?? [];
  return (
    <div className={styles.stack}>
      <PageHeader
        title="RUM audience"
        titleTestId="screen-title"
        description={
          audience
            ? `${formatCount(audience.sessions)} sessions, ${formatCount(audience.pageViews)} page views`
            : undefined
        }
        actions={<PeriodSelect value={period} onChange={setPeriod} />}
      />
      <FilterBar period={period} />
      {error ? (
        <p className={styles.error} role="alert">
          {CHART_ERROR_MESSAGE}
        </p>
      ) : null}
      <Card title="Sessions by country">
        {fetching && !audience ? (
          <Skeleton height={300} label="Loading the map" />
        ) : (
          <Suspense fallback={<Skeleton height={300} label="Loading the map" />}>
            <WorldMap segments={countries} />
          </Suspense>
        )}
      </Card>
      {audience ? (
        <div className={styles.wide}>
          {audience.dimensions.map(({ dimension, segments }) => (
            <Card key={dimension} title={DIMENSION_LABELS[dimension]}>
              {segments.length === 0 ? (
                <p className={styles.muted}>{MESSAGES.noData}</p>
              ) : (
                <table className={styles.table} data-testid={`rum-segments-${dimension}`}>
                  <thead>
                    <tr>
                      <th>{DIMENSION_LABELS[dimension]}</th>
                      <th data-numeric>Sessions</th>
                      <th data-numeric>Page views</th>
                    </tr>
                  </thead>
                  <tbody>
                    {segments.slice(0, 10).map((segment) => (
                      <tr key={segment.value}>
                        <td title={segment.value}>{segmentLabel(dimension, segment.value)}</td>
                        <td data-numeric>{formatCount(segment.sessions)}</td>
                        <td data-numeric>{formatCount(segment.pageViews)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
          ))}
        </div>
      ) : null}
    </div>
  );
}
