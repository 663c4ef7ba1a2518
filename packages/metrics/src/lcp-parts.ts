// LCP's four parts side by side: each part's rating, its share of the four together, and which part
// dominates. One rule for the bff and every screen (CrUX now; RUM and synthetic use the same keys).
//
// Ratings use the definitions' stops (spec section 9: CrUX LCP parts ttfb 300/800, load delay 50/250,
// load duration 300/800, render delay 50/250 ms). No browser vendor publishes good/poor thresholds for the
// parts; web.dev's "Optimize LCP" gives proportions instead (LCP_PART_GUIDE): of a good LCP's 2,500 ms,
// about 40 % for the time to first byte and for the load duration, under 10 % for each delay. The spec's
// stops fit that guide: the delays turn poor past 250 ms, 10 % of the good LCP; TTFB and load duration past
// 800 ms, 32 %; so four parts that are none of them poor add up to at most 2,100 ms, inside a good LCP.

import { rate } from './rating.ts';
import { METRICS } from './registry.ts';
import type { MetricSource, Rating } from './types.ts';

/** The parts in the order they add up, the same keys in every source. */
export const LCP_PART_KEYS = [
  'lcp_ttfb',
  'lcp_resource_load_delay',
  'lcp_resource_load_duration',
  'lcp_element_render_delay',
] as const;
export type LcpPartKey = (typeof LCP_PART_KEYS)[number];

/**
 * web.dev's guide for a well-optimised image LCP: the share of LCP each part should take, `about` that
 * share or `under` it. A screen quotes it beside the part that dominates.
 */
export const LCP_PART_GUIDE: Readonly<Record<LcpPartKey, { share: number; kind: 'about' | 'under' }>> = {
  lcp_ttfb: { share: 0.4, kind: 'about' },
  lcp_resource_load_delay: { share: 0.1, kind: 'under' },
  lcp_resource_load_duration: { share: 0.4, kind: 'about' },
  lcp_element_render_delay: { share: 0.1, kind: 'under' },
};

export interface LcpPartValue {
  metric: LcpPartKey;
  /** Milliseconds; null when the source did not report the part. */
  p75: number | null;
  rating: Rating;
  /** This part's share (0–1) of the four parts' values added up; null unless all four have one. */
  share: number | null;
}

export interface LcpPartsBreakdown {
  parts: LcpPartValue[];
  /** Whether all four parts have a value: only then are shares and the dominant part given. */
  complete: boolean;
  /** The part with the largest value (the first in order on a tie); null unless complete. */
  dominant: LcpPartKey | null;
}

/**
 * The four parts of one measurement, from values by part key (other keys are ignored). Field sources
 * report each part's own 75th percentile, and percentiles do not add up: the shares are of the four
 * values added together, not of LCP's p75, which is why they are only a guide to where the time goes.
 */
export function lcpPartsBreakdown(
  source: MetricSource,
  values: Readonly<Partial<Record<string, number | null | undefined>>>,
): LcpPartsBreakdown {
  const definitions = METRICS[source] as Readonly<Record<string, Parameters<typeof rate>[0]>>;
  const p75s = LCP_PART_KEYS.map((key) => {
    const value = values[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  });
  const complete = p75s.every((value) => value !== null);
  const total = complete ? p75s.reduce<number>((sum, value) => sum + value!, 0) : 0;
  const parts = LCP_PART_KEYS.map(
    (metric, i): LcpPartValue => ({
      metric,
      p75: p75s[i]!,
      rating: rate(definitions[metric]!, p75s[i]),
      share: complete && total > 0 ? p75s[i]! / total : null,
    }),
  );
  let dominant: LcpPartKey | null = null;
  if (complete && total > 0) {
    dominant = parts.reduce((best, part) => (part.p75! > best.p75! ? part : best)).metric;
  }
  return { parts, complete, dominant };
}
