// Every synthetic metric definition's value, read from a Lighthouse report, in the unit the definition
// stores (@pace/metrics: scores 0–100, milliseconds, bytes, CLS in thousandths). A metric the report
// does not have (a deprecated audit, no LCP image) is left out: no measurement, never a made-up zero.
import { type MetricDefinition, metricsFor } from '@pace/metrics';
import { summariseThirdParties } from './third-parties.ts';

interface Audit {
  numericValue?: number;
  score?: number | null;
  details?: { items?: unknown[] };
}
export interface LighthouseReport {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
  entities?: { name: string; isFirstParty?: boolean; category?: string }[];
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl?: string;
  [key: string]: unknown;
}

/** Lighthouse resource types to the asset types of the size metrics. */
const ASSET_OF: Record<string, string> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
  Media: 'media',
};

interface RequestItem {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

function sizes(report: LighthouseReport): Map<string, number> {
  const values = new Map<string, number>();
  const add = (key: string, value: number) => values.set(key, (values.get(key) ?? 0) + value);
  const requests = (report.audits['network-requests']?.details?.items ?? []) as RequestItem[];
  for (const asset of [...Object.values(ASSET_OF), 'other', 'total']) {
    values.set(`${asset}_size`, 0);
    values.set(`${asset}_transfer_size`, 0);
  }
  for (const request of requests) {
    const asset = ASSET_OF[request.resourceType ?? ''] ?? 'other';
    for (const key of [asset, 'total']) {
      add(`${key}_size`, request.resourceSize ?? 0);
      add(`${key}_transfer_size`, request.transferSize ?? 0);
    }
  }
  return values;
}

function lcpPart(report: LighthouseReport, subpart: string): number | undefined {
  const lists = (report.audits['lcp-breakdown-insight']?.details?.items ?? []) as {
    type?: string;
    items?: { subpart?: string; duration?: number }[];
  }[];
  const table = lists.find((item) => item.type === 'table');
  return table?.items?.find((row) => row.subpart === subpart)?.duration;
}

/** Values keyed by metric key. `testDurationMs`: how long the whole test took on the agent. */
export function extractMeasurements(
  report: LighthouseReport,
  options: { testDurationMs?: number } = {},
): Record<string, number> {
  const derived = sizes(report);
  const thirdParties = summariseThirdParties(report);
  derived.set('third_party_count', thirdParties.length);
  derived.set(
    'third_party_size',
    thirdParties.reduce((sum, party) => sum + party.transferSize, 0),
  );
  derived.set(
    'third_party_main_thread_duration',
    thirdParties.reduce((sum, party) => sum + party.mainThreadTime, 0),
  );
  if (options.testDurationMs !== undefined) derived.set('test_duration', options.testDurationMs);
  if (report.environment?.benchmarkIndex !== undefined)
    derived.set('benchmarkIndex', report.environment.benchmarkIndex);

  const values: Record<string, number> = {};
  for (const metric of metricsFor('synthetic')) {
    const value = measuredValue(metric, report, derived);
    if (value !== undefined && Number.isFinite(value)) values[metric.key] = value;
  }
  return values;
}

function measuredValue(
  metric: MetricDefinition,
  report: LighthouseReport,
  derived: Map<string, number>,
): number | undefined {
  const field = metric.valueField;
  if (field.startsWith('lcp-breakdown-insight.')) return lcpPart(report, field.split('.')[1]!);
  const category = report.categories[field];
  if (category) return category.score === null ? undefined : Math.round(category.score * 100);
  const audit = report.audits[field];
  if (audit?.numericValue !== undefined) {
    return metric.formatter === 'milliunit' ? audit.numericValue * 1000 : audit.numericValue;
  }
  return derived.get(field);
}
