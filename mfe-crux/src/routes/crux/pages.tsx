// CrUX pages: each page URL of the site with its assessment and the p75 of each metric.

import { getMetric } from '@pace/metrics';
import { useRemote } from '@pace/mfe-kit';
import { Skeleton } from '@pace/ui';
import { type Column, ListTable } from '@pace/ui/lists';
import { useQuery } from 'urql';
import { CruxScreen } from '../../components/CruxScreen';
import styles from '../../components/crux.module.css';
import { AssessmentBadge, MetricValue } from '../../components/Rating';
import { EmptyState, LoadFailed, ShareReportNote } from '../../components/States';
import { useCruxRoute } from '../../components/useCruxRoute';
import { PAGES_QUERY } from '../../graphql/crux';

const METRICS = ['lcp', 'cls', 'inp', 'ttfb', 'fcp', 'rtt'];

const COLUMNS: Column[] = [
  'Page',
  'Assessment',
  ...METRICS.map((key) => ({
    label: <abbr title={getMetric('crux', key).name}>{getMetric('crux', key).abbreviation}</abbr>,
    className: styles.num,
  })),
];

const STATUS_WORDS: Record<string, string> = {
  no_data: 'Not enough Chrome traffic',
  failed: 'Collection failed',
  not_collected: 'Not collected yet',
};

function pathOf(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export default function Pages() {
  const props = useRemote();
  const crux = useCruxRoute();
  const [{ data, error, fetching }] = useQuery({
    query: PAGES_QUERY,
    variables: { teamId: crux.teamId, siteId: crux.siteId, formFactor: crux.formFactor },
    pause: !crux.inSite,
  });
  return (
    <CruxScreen
      title="CrUX pages"
      formFactor={crux.formFactor}
      onFormFactor={crux.setFormFactor}
      period={data?.cruxPages[0]?.period}
    >
      {!crux.inSite ? (
        <ShareReportNote />
      ) : error ? (
        <LoadFailed error={error} />
      ) : fetching || !data ? (
        <Skeleton lines={4} height="2rem" />
      ) : !data.cruxSummary.hasData ? (
        <EmptyState
          teamId={crux.teamId}
          siteId={crux.siteId}
          canCollect={props.permissions.updateSites && !props.readOnly}
        />
      ) : (
        <ListTable
          testId="crux-pages-table"
          caption="CrUX of each page, 75th percentile"
          columns={COLUMNS}
          count={data.cruxPages.length}
          empty="No pages collected yet."
        >
          {data.cruxPages.map((page) => (
            <tr key={page.target} data-testid="crux-page-row">
              <th scope="row" className={styles.pageCell}>
                <span title={page.target}>{pathOf(page.target)}</span>
                {page.status !== 'collected' ? (
                  <span className={styles.muted}> · {STATUS_WORDS[page.status]}</span>
                ) : null}
              </th>
              <td>
                <AssessmentBadge assessment={page.assessment} />
              </td>
              {METRICS.map((key) => {
                const metric = page.metrics.find((m) => m.metric === key);
                return (
                  <td key={key} className={styles.num}>
                    <MetricValue
                      metric={key}
                      p75={metric?.p75 ?? null}
                      rating={metric?.rating ?? 'no_data'}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </ListTable>
      )}
    </CruxScreen>
  );
}
