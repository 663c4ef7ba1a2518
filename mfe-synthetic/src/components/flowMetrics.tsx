// The values a flow step can have (@pace/lighthouse-runner's FLOW_STEP_METRICS): synthetic metric
// definitions, and INP's from the field (our lab has no synthetic INP: only a flow's timespan measures
// one), formatted and rated by @pace/metrics like every other value.
import { findMetric, formatMetric, type MetricDefinition, rate, ratingLabel } from '@pace/metrics';
import { RatingMark } from './common';
import styles from './synthetic.module.css';

export const FLOW_METRICS = [
  'performance_score',
  'lcp',
  'fcp',
  'cls',
  'tbt',
  'inp',
  'speed_index',
  'accessibility_score',
  'best_practices_score',
  'seo_score',
] as const;
export type FlowMetric = (typeof FLOW_METRICS)[number];

export function flowMetric(key: string): MetricDefinition | undefined {
  return findMetric('synthetic', key) ?? findMetric('rum', key);
}

/** The short name: the field's INP is written in lower case there, the lab's capitals here. */
export function flowAbbreviation(key: string): string {
  return flowMetric(key)?.abbreviation.replace(/^inp$/, 'INP') ?? key;
}

export function FlowValue({ metric, value }: { metric: string; value: number | null | undefined }) {
  const definition = flowMetric(metric);
  if (!definition || value == null) return <span className={styles.muted}>—</span>;
  const rating = rate(definition, value);
  return (
    <span className={styles.rating} title={`${definition.name}: ${ratingLabel(rating)}`}>
      <RatingMark rating={rating} />
      <data value={value}>{formatMetric(definition, value)}</data>
    </span>
  );
}

export const MODE_LABELS: Record<string, string> = {
  navigation: 'Navigation',
  timespan: 'Timespan',
  snapshot: 'Snapshot',
};
