// RUM pages: one row per path or per page grouping, with page views and the p75 of each metric.
import { useSearchChoice } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { CHART_ERROR_MESSAGE } from '@pace/ui/charts';
import { ListTable } from '@pace/ui/lists';
import { useQuery } from 'urql';
import {
  formatCount,
  formatValue,
  MESSAGES,
  PeriodSelect,
  StateNotice,
  usePeriod,
  useSite,
} from '../../components/common';
import { FilterBar, useFilters } from '../../components/FilterBar';
import styles from '../../components/rum.module.css';
import { RUM_PAGES } from '../../graphql/rum';

const GROUP_BY = ['path', 'pageGrouping'] as const;

const COLUMNS = ['lcp', 'inp', 'cls', 'ttfb', 'fcp'] as const;

export default function Pages() {
  const { teamId, siteId } = useSite();
  const [period, setPeriod] = usePeriod('last_7_days');
  const [chosenGroupBy, setGroupBy] = useSearchChoice('groupBy', GROUP_BY, 'path');
  const { filters, active } = useFilters();
  // Filtered pages are page groupings: paths are not among the filter rollups (the bff says the same).
  const groupBy = active ? 'pageGrouping' : chosenGroupBy;
  const [{ data, fetching, error }] = useQuery({
    query: RUM_PAGES,
    variables: { teamId, siteId, period, groupBy, filters },
  });
  const rows = data?.rumPages ?? [];
  return (
    <div className={styles.stack}>
      <PageHeader
        title="RUM pages"
        titleTestId="screen-title"
        actions={
          <div className={styles.toolbar}>
            <label className={styles.toolbar}>
              <span className={styles.muted}>Group by</span>
              <select
                className={styles.select}
                value={groupBy}
                onChange={(event) => setGroupBy(event.target.value as typeof groupBy)}
                data-testid="rum-group-by"
                aria-describedby={active ? 'rum-pages-filtered' : undefined}
              >
                <option value="path" disabled={active}>
                  Path
                </option>
                <option value="pageGrouping">Page grouping</option>
              </select>
            </label>
            <PeriodSelect value={period} onChange={setPeriod} />
          </div>
        }
      />
      <FilterBar period={period} />
      {active ? (
        <p className={styles.muted} id="rum-pages-filtered">
          Filtered pages are listed by page grouping; clear the filters to list them by path.
        </p>
      ) : null}
      <StateNotice settings={data?.rumSettings} />
      <Card>
        {error ? (
          <p className={styles.error} role="alert">
            {CHART_ERROR_MESSAGE}
          </p>
        ) : fetching && !data ? (
          <Skeleton height={240} label="Loading pages" />
        ) : rows.length === 0 ? (
          <p className={styles.muted} data-testid="rum-pages-empty">
            {MESSAGES.noData}
          </p>
        ) : (
          // The empty case is the paragraph above (with a test id of its own), so the table has no empty row.
          <ListTable
            testId="rum-pages"
            columns={[
              groupBy === 'path' ? 'Path' : 'Page grouping',
              { label: 'Page views', className: styles.num },
              ...COLUMNS.map((metric) => ({ label: `${metric.toUpperCase()} p75`, className: styles.num })),
            ]}
            count={rows.length}
            empty={null}
          >
            {rows.map((row) => (
              <tr key={row.value}>
                <td className={styles.firstCell} title={row.value}>
                  {row.value}
                </td>
                <td className={styles.num}>{formatCount(row.pageViews)}</td>
                {COLUMNS.map((metric) => (
                  <td key={metric} className={styles.num}>
                    {formatValue(metric, row.metrics.find((figure) => figure.metric === metric)?.value)}
                  </td>
                ))}
              </tr>
            ))}
          </ListTable>
        )}
      </Card>
    </div>
  );
}
