import { describeStops } from '../format.ts';
import { SCALES } from '../scales.ts';
import type {
  BudgetDirection,
  Formatter,
  MetricCategory,
  MetricDefinition,
  MetricSource,
  ScaleName,
  Stops,
} from '../types.ts';

/** What a metric states; defineMetrics fills in what follows from it. */
export interface MetricSpec {
  readonly valueField: string;
  readonly name: string;
  readonly abbreviation: string;
  readonly formatter: Formatter;
  readonly scale: ScaleName;
  readonly category: MetricCategory;
  /** Default: the scale's direction. */
  readonly direction?: BudgetDirection;
  /** [good, poor]. Default: the scale's stops. null: the spec gives none, the metric is not rated. */
  readonly stops?: readonly [good: number, poor: number] | null;
  /** Which side a value equal to a stop falls on, where it differs from the direction's convention. */
  readonly inclusive?: { readonly good: boolean; readonly poor: boolean };
  readonly recommended?: boolean;
  /** Key of the metric this one is a part of; the parent's subMetrics are derived from it. */
  readonly parent?: string;
  /** The page under /docs/metrics/. */
  readonly docs: string;
  readonly tooltip: string;
  /** Only where the spec gives one. */
  readonly significantChangeMultiplier?: number;
  readonly fractionDigits?: number;
}

/**
 * The conventions of section 4 of the spec: lower-is-better metrics follow Core Web Vitals (the good
 * stop is good, the poor stop is not yet poor); higher-is-better ones follow Lighthouse scores (90 is
 * good, 49 is poor).
 */
const DEFAULT_INCLUSIVE: Readonly<Record<BudgetDirection, { good: boolean; poor: boolean }>> = {
  GreaterThan: { good: true, poor: false },
  LessThan: { good: true, poor: true },
};

function stopsOf(spec: MetricSpec, direction: BudgetDirection): Stops | null {
  if (spec.stops === null) return null;
  const [good, poor] = spec.stops ?? [SCALES[spec.scale].good, SCALES[spec.scale].poor];
  const inclusive = spec.inclusive ?? DEFAULT_INCLUSIVE[direction];
  return Object.freeze({ good, poor, goodInclusive: inclusive.good, poorInclusive: inclusive.poor });
}

/** Builds the definitions of one source, keyed by metric key, frozen. */
export function defineMetrics<K extends string>(
  source: MetricSource,
  specs: Readonly<Record<K, MetricSpec>>,
): Readonly<Record<K, MetricDefinition>> {
  const entries = Object.entries(specs) as [K, MetricSpec][];
  const definitions = {} as Record<K, MetricDefinition>;
  for (const [key, spec] of entries) {
    if (spec.parent !== undefined && !(spec.parent in specs)) {
      throw new Error(`${source} metric ${key}: unknown parent ${spec.parent}`);
    }
    const budgetDirection = spec.direction ?? SCALES[spec.scale].direction;
    const stops = stopsOf(spec, budgetDirection);
    const definition: MetricDefinition = {
      key,
      source,
      valueField: spec.valueField,
      name: spec.name,
      abbreviation: spec.abbreviation,
      formatter: spec.formatter,
      budgetDirection,
      scale: spec.scale,
      category: spec.category,
      stops,
      recommended: spec.recommended ?? false,
      parent: spec.parent ?? null,
      subMetrics: Object.freeze(entries.filter(([, s]) => s.parent === key).map(([k]) => k)),
      docsPath: `/docs/metrics/${spec.docs}`,
      tooltip: spec.tooltip,
      thresholdsText: describeStops({
        formatter: spec.formatter,
        fractionDigits: spec.fractionDigits,
        stops,
        budgetDirection,
      }),
      significantChangeMultiplier: spec.significantChangeMultiplier ?? 'unknown',
      ...(spec.fractionDigits === undefined ? {} : { fractionDigits: spec.fractionDigits }),
    };
    definitions[key] = Object.freeze(definition);
  }
  return Object.freeze(definitions);
}
