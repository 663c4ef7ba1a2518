// LCP's image parts on the CrUX LCP screen: a plain line saying which part dominates, each part's p75
// with its rating (shape, colour and word), its share of the four beside web.dev's guide, and each
// part's p75 per period. Where CrUX did not report the parts it says so, and why.
import { formatDate, formatMetric, formatShare, getMetric, ratingLabel } from '@pace/metrics';
import { Card, Skeleton } from '@pace/ui';
import { ChartState, periodSpan, type TimeSeries, TimeSeriesChart } from '@pace/ui/charts';
import { type ReactNode, useCallback, useMemo } from 'react';
import type { CombinedError } from 'urql';
import type { FormFactor, LcpParts as LcpPartsData } from '../graphql/crux';
import styles from './crux.module.css';
import { MetricValue } from './Rating';

const DEVICES: Record<FormFactor, string> = {
  ALL: 'all devices',
  PHONE: 'phones',
  DESKTOP: 'desktops',
};

/** "about 40%" or "under 10%": web.dev's share of LCP for the part. */
const guideText = (part: { guide: 'about' | 'under'; guideShare: number }) =>
  `${part.guide} ${formatShare(part.guideShare)}`;

/** The part's name in a sentence: "Resource load delay" (its definition says "LCP resource load delay"). */
const partName = (metric: string) => getMetric('crux', metric).name.replace(/^LCP /, '');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function Verdict({ data }: { data: LcpPartsData }) {
  const part = data.parts.find((p) => p.metric === data.dominant);
  if (!part || part.p75 == null || part.share == null) return null;
  const definition = getMetric('crux', part.metric);
  return (
    <p className={styles.verdict} data-testid="crux-lcp-parts-verdict" data-dominant={part.metric}>
      {capitalised(partName(part.metric))} dominates: {formatMetric(definition, part.p75)} at p75 (
      {ratingLabel(part.rating).toLowerCase()}), {formatShare(part.share)} of the four sub-parts together;
      web.dev suggests {guideText(part)} of LCP.
    </p>
  );
}

function PartsTable({ data }: { data: LcpPartsData }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="crux-lcp-parts-table">
        <thead>
          <tr>
            <th scope="col">Sub-part</th>
            <th scope="col" className={styles.number}>
              p75
            </th>
            <th scope="col">Share of the four</th>
            <th scope="col">web.dev’s guide</th>
            <th scope="col">Thresholds</th>
          </tr>
        </thead>
        <tbody>
          {data.parts.map((part) => {
            const definition = getMetric('crux', part.metric);
            return (
              <tr key={part.metric} data-testid={`crux-lcp-part-${part.metric}`}>
                <th scope="row" className={styles.pageCell} title={definition.tooltip}>
                  {capitalised(partName(part.metric))}
                </th>
                <td className={styles.number}>
                  <MetricValue metric={part.metric} p75={part.p75} rating={part.rating} />
                </td>
                <td>
                  <span className={styles.shareCell}>
                    <span className={styles.shareTrack} aria-hidden="true">
                      <span className={styles.shareFill} style={{ width: `${(part.share ?? 0) * 100}%` }} />
                      <span className={styles.shareGuide} style={{ left: `${part.guideShare * 100}%` }} />
                    </span>
                    {part.share == null ? '—' : formatShare(part.share)}
                  </span>
                </td>
                <td className={styles.muted}>{guideText(part)}</td>
                <td className={styles.muted}>{definition.thresholdsText}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function LcpParts({
  data,
  fetching,
  error,
  formFactor,
  theme,
}: {
  data: LcpPartsData | undefined;
  fetching: boolean;
  error: CombinedError | undefined;
  formFactor: FormFactor;
  theme: 'light' | 'dark';
}) {
  const history = data?.history;
  const series = useMemo<TimeSeries[]>(
    () =>
      (history ?? []).map((part, i) => ({
        name: capitalised(partName(part.metric)),
        points: part.points.map((p) => ({ t: Date.parse(`${p.periodEnd}T00:00:00Z`), value: p.p75 })),
        dashed: i % 2 === 1,
      })),
    [history],
  );
  const timeRange = useMemo(() => periodSpan(data?.months ?? 6), [data?.months]);
  const formatValue = useCallback((value: number) => formatMetric(getMetric('crux', 'lcp_ttfb'), value), []);
  const hasHistory = series.some((s) => s.points.length > 0);

  let body: ReactNode;
  if (error) body = <ChartState state="error" height={96} />;
  else if (fetching || !data) body = <Skeleton height="9rem" />;
  else if (!data.reported) {
    const where = `${data.target} on ${DEVICES[formFactor]}`;
    body = (
      <p className={styles.muted} data-testid="crux-lcp-parts-missing">
        {data.period
          ? `The Chrome UX Report has no LCP sub-parts for ${where} in the 28 days to ${formatDate(data.period.lastDate)}. It reports them only where enough page loads had an image as their largest element${formFactor === 'ALL' ? '.' : '; all devices together may have them.'}`
          : `No LCP data for ${where} yet, so no sub-parts either.`}
      </p>
    );
  } else {
    body = (
      <>
        <Verdict data={data} />
        <PartsTable data={data} />
        <p className={styles.muted}>
          Each sub-part is its own 75th percentile, so the four need not add up to LCP’s p75 (
          {formatMetric(getMetric('crux', 'lcp'), data.lcpP75)}).
        </p>
      </>
    );
  }
  return (
    <Card title="LCP sub-parts (image LCPs)" data-testid="crux-lcp-parts">
      {body}
      {data?.reported || hasHistory ? (
        <>
          <h3 className={styles.subheading}>Sub-parts per 28-day period</h3>
          <TimeSeriesChart
            label={`LCP sub-parts at the 75th percentile, ${data?.months ?? 6} months`}
            series={series}
            formatValue={formatValue}
            timeRange={timeRange}
            theme={theme}
            height={180}
            loading={fetching}
            error={error}
            emptyMessage="No sub-parts reported in this period"
            data-testid="crux-lcp-parts-chart"
          />
        </>
      ) : null}
    </Card>
  );
}
