// pace export metrics: each measurement of the chosen metrics, pages and profiles in a time range, one row
// per measurement (long format, so any metric set keeps the same columns).
import type { PaceClient } from '../client.ts';
import { CliError, ExitCode } from '../exit-codes.ts';
import { CliMetricHistoryDocument } from '../graphql/generated/graphql.ts';
import { chooseFormat, emit, json, toCsv } from '../output.ts';
import type { Progress } from '../progress.ts';
import { choose, chooseMetrics, loadSiteData } from '../site-data.ts';
import { formatSiteRef, type SiteRef } from '../site-ref.ts';
import { inRange, parseTimeRange } from '../time-range.ts';

/** How far back metricHistory goes. */
const MAX_DAYS = 730;

export const METRIC_COLUMNS = ['measured_at', 'page', 'page_url', 'profile', 'metric', 'value'];

export interface MetricRow {
  measuredAt: string;
  page: string;
  pageUrl: string;
  profile: string;
  metric: string;
  value: number;
}

export interface ExportOptions {
  from?: string;
  to?: string;
  pages?: string;
  profiles?: string;
  metrics?: string;
  format?: string;
  out?: string;
}

export async function exportMetrics(
  client: PaceClient,
  site: SiteRef,
  options: ExportOptions,
  bar: Progress,
) {
  const format = chooseFormat(options.format, options.out);
  const range = parseTimeRange(options);
  const days = Math.ceil((Date.now() - range.from.getTime()) / 86_400_000);
  if (days > MAX_DAYS) throw new CliError(`--from can go back at most ${MAX_DAYS} days`, ExitCode.USAGE);
  const data = await loadSiteData(client, site);
  const pages = choose(data.pages, options.pages, 'page');
  const profiles = choose(data.profiles, options.profiles, 'profile');
  const metrics = chooseMetrics(data.metrics, options.metrics);

  const rows: MetricRow[] = [];
  bar.start(metrics.length, `Exporting metrics of ${formatSiteRef(site)}`);
  try {
    for (const metric of metrics) {
      const { metricHistory } = await client.query(CliMetricHistoryDocument, {
        ...site,
        metric: metric.key,
        days: Math.max(days, 1),
        pageIds: pages.map((page) => page.uuid),
        profileIds: profiles.map((profile) => profile.uuid),
      });
      for (const series of metricHistory.series) {
        for (const point of series.points) {
          if (!inRange(new Date(point.at), range)) continue;
          rows.push({
            measuredAt: new Date(point.at).toISOString(),
            page: series.page.name,
            pageUrl: series.page.url,
            profile: series.profile.name,
            metric: metric.key,
            value: point.value,
          });
        }
      }
      bar.tick();
    }
  } finally {
    bar.stop();
  }
  rows.sort((a, b) => a.measuredAt.localeCompare(b.measuredAt) || a.page.localeCompare(b.page));

  const text =
    format === 'json'
      ? json({
          site: formatSiteRef(site),
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          metrics: metrics.map((metric) => metric.key),
          measurements: rows,
        })
      : toCsv({
          columns: METRIC_COLUMNS,
          rows: rows.map((row) => [
            row.measuredAt,
            row.page,
            row.pageUrl,
            row.profile,
            row.metric,
            row.value,
          ]),
        });
  await emit(text, options.out);
  if (options.out) process.stderr.write(`${rows.length} measurements written to ${options.out}\n`);
}
