import { CRUX } from './definitions/crux.ts';
import { RUM } from './definitions/rum.ts';
import { SYNTHETIC } from './definitions/synthetic.ts';
import type { MetricDefinition, MetricSource } from './types.ts';

/** Every definition, by source and key. */
export const METRICS = Object.freeze({ synthetic: SYNTHETIC, crux: CRUX, rum: RUM });

export const METRIC_SOURCES: readonly MetricSource[] = ['synthetic', 'crux', 'rum'];

/** The Core Web Vitals, as the screens group them (spec section 2: lcp, cls, inp). */
export const CORE_WEB_VITALS = ['lcp', 'cls', 'inp'] as const;

const lists: Readonly<Record<MetricSource, readonly MetricDefinition[]>> = Object.freeze({
  synthetic: Object.freeze(Object.values<MetricDefinition>(SYNTHETIC)),
  crux: Object.freeze(Object.values<MetricDefinition>(CRUX)),
  rum: Object.freeze(Object.values<MetricDefinition>(RUM)),
});

/** All definitions of every source. */
export const ALL_METRICS: readonly MetricDefinition[] = Object.freeze(
  METRIC_SOURCES.flatMap((s) => lists[s]),
);

/** The definitions of one source, parents before their sub-metrics. */
export const metricsFor = (source: MetricSource): readonly MetricDefinition[] => lists[source];

/** The definition for a key from outside (a route parameter, a stored budget), or undefined. */
export function findMetric(source: MetricSource, key: string): MetricDefinition | undefined {
  const bySource: Readonly<Record<string, MetricDefinition>> = METRICS[source];
  return Object.hasOwn(bySource, key) ? bySource[key] : undefined;
}

/** The definition for a key that must exist; throws for an unknown one. */
export function getMetric(source: MetricSource, key: string): MetricDefinition {
  const definition = findMetric(source, key);
  if (!definition) throw new RangeError(`Unknown ${source} metric: ${key}`);
  return definition;
}
