// The tools that read: the sites the token reaches, a site's latest synthetic metrics, its CrUX
// assessment and its RUM p75s. Each is one or two of the CLI's GraphQL documents, sent with the token.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { PaceClient } from '../client.ts';
import { listSites } from '../commands/sites.ts';
import {
  McpCruxSummaryDocument,
  McpPulseDocument,
  McpRumDashboardDocument,
} from '../graphql/generated/graphql.ts';
import { answer, metricValues, siteRef } from './answer.ts';

export const SITE = z.string().describe('the site as <team>/<site>, as list_sites gives it');
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;
const RUM_PERIODS = [
  'today',
  'last_7_days',
  'last_14_days',
  'last_month',
  'last_3_months',
  'last_6_months',
  'year',
] as const;

export function registerSiteTools(server: McpServer, client: PaceClient): void {
  server.registerTool(
    'list_sites',
    {
      title: 'List sites',
      description:
        'Every site this API token reaches: its <team>/<site> reference, name, URL, team and organisation.',
      annotations: READ_ONLY,
    },
    () => answer(async () => ({ sites: await listSites(client) })),
  );

  server.registerTool(
    'latest_synthetic_metrics',
    {
      title: 'Latest synthetic metrics',
      description:
        "The latest completed Lighthouse test of each of a site's pages and test profiles, with its metric values (milliseconds, bytes, scores 0-1; CLS unitless).",
      inputSchema: {
        site: SITE,
        metrics: z
          .array(z.string())
          .optional()
          .describe('metric keys to keep, e.g. ["lcp","cls","tbt"]; default all'),
      },
      annotations: READ_ONLY,
    },
    ({ site, metrics }) =>
      answer(async () => {
        const { pulse } = await client.query(McpPulseDocument, siteRef(site));
        const wanted = metrics?.length ? new Set(metrics) : null;
        return {
          site,
          latest: pulse.map((entry) => ({
            page: entry.page.name,
            pageUrl: entry.page.url,
            profile: entry.profile.name,
            test: entry.test?.uuid ?? null,
            finishedAt: entry.test?.finishedAt ?? null,
            metrics: metricValues(entry.metrics.filter(({ metric }) => !wanted || wanted.has(metric))),
          })),
        };
      }),
  );

  server.registerTool(
    'crux_assessment',
    {
      title: 'CrUX assessment',
      description:
        "Chrome UX Report field data of a site's origin: the Core Web Vitals assessment (pass, fail, not_assessed) of the latest 28-day period and each metric's p75, rating and shares.",
      inputSchema: { site: SITE, formFactor: z.enum(['ALL', 'PHONE', 'DESKTOP']).optional() },
      annotations: READ_ONLY,
    },
    ({ site, formFactor }) =>
      answer(async () => {
        const { cruxSummary } = await client.query(McpCruxSummaryDocument, { ...siteRef(site), formFactor });
        return { site, ...cruxSummary };
      }),
  );

  server.registerTool(
    'rum_p75s',
    {
      title: 'RUM p75s',
      description:
        "The 75th percentile of each Core Web Vital over a site's real visitors (Pace's embed script) in a period, with its rating and the page views measured, optionally for one device, browser, country, page grouping, navigation or connection type.",
      inputSchema: {
        site: SITE,
        period: z.enum(RUM_PERIODS).optional().describe('default last_7_days; year needs year'),
        year: z.number().int().optional(),
        device: z.string().optional().describe('desktop, tablet, mobile, android, ios, smart_tv, unknown'),
        browser: z.string().optional(),
        country: z.string().optional().describe('ISO 3166 code, e.g. DE'),
        pageGrouping: z.string().optional(),
        navigationType: z.string().optional().describe('navigate, reload, back_forward, prerender, restore…'),
        connectionType: z.string().optional(),
      },
      annotations: READ_ONLY,
    },
    ({ site, period, year, ...filters }) =>
      answer(async () => {
        const { rumDashboard } = await client.query(McpRumDashboardDocument, {
          ...siteRef(site),
          period,
          year,
          filters: Object.values(filters).some(Boolean) ? filters : undefined,
        });
        return {
          site,
          period: period ?? 'last_7_days',
          pageViews: rumDashboard.pageViews,
          p75: rumDashboard.coreWebVitals.map(({ metric, value, rating, samples }) => ({
            metric,
            p75: value ?? null,
            rating,
            samples,
          })),
        };
      }),
  );
}
