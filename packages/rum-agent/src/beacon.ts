// The beacon the agent sends to POST /rum/collect: one schema gives the bff its validation and both sides
// their type. The agent imports only the type (erased at build time), so zod never reaches visitors.
import { z } from 'zod';
import {
  BEACON_VERSION,
  MAX_BEACON_BYTES,
  MAX_BEACONS_PER_PAGE_VIEW,
  MAX_DURATION_MS,
  MAX_PATH_LENGTH,
  MAX_TARGET_LENGTH,
  NAVIGATION_TYPES,
  PAGE_VIEW_ID_PATTERN,
  SITE_KEY_PATTERN,
} from './beacon-limits.ts';

export {
  BEACON_VERSION,
  MAX_BEACON_BYTES,
  MAX_BEACONS_PER_PAGE_VIEW,
  MAX_DURATION_MS,
  MAX_PATH_LENGTH,
  MAX_TARGET_LENGTH,
  NAVIGATION_TYPES,
  type NavigationType,
} from './beacon-limits.ts';

/** Milliseconds, whole, from 0 to one hour. */
const duration = z.number().int().min(0).max(MAX_DURATION_MS);
/** A CSS selector naming an element of the page, as web-vitals builds it. */
const target = z.string().min(1).max(MAX_TARGET_LENGTH);

export const lcpSchema = z.strictObject({
  value: duration,
  target: target.optional(),
  ttfb: duration,
  resourceLoadDelay: duration,
  resourceLoadDuration: duration,
  elementRenderDelay: duration,
});

export const inpSchema = z.strictObject({
  value: duration,
  target: target.optional(),
  interactionType: z.enum(['pointer', 'keyboard']),
  inputDelay: duration,
  processingDuration: duration,
  presentationDelay: duration,
});

export const clsSchema = z.strictObject({
  value: z.number().min(0).max(100),
  target: target.optional(),
});

export const ttfbSchema = z.strictObject({
  value: duration,
  waiting: duration,
  cache: duration,
  dns: duration,
  connection: duration,
  request: duration,
});

export const fcpSchema = z.strictObject({ value: duration });

export const beaconMetricsSchema = z.strictObject({
  lcp: lcpSchema.optional(),
  inp: inpSchema.optional(),
  cls: clsSchema.optional(),
  ttfb: ttfbSchema.optional(),
  fcp: fcpSchema.optional(),
});

export const beaconSchema = z.strictObject({
  v: z.literal(BEACON_VERSION),
  siteKey: z.string().regex(SITE_KEY_PATTERN),
  pageViewId: z.string().regex(PAGE_VIEW_ID_PATTERN),
  seq: z
    .number()
    .int()
    .min(0)
    .max(MAX_BEACONS_PER_PAGE_VIEW - 1),
  // The path only: a query string or hash could carry personal data.
  path: z
    .string()
    .regex(/^\/[^?#]*$/)
    .max(MAX_PATH_LENGTH),
  navigationType: z.enum(NAVIGATION_TYPES),
  landing: z.boolean(),
  sampleRate: z.number().gt(0).max(100),
  rtt: z.number().int().min(0).max(60_000).optional(),
  metrics: beaconMetricsSchema,
});

export type Beacon = z.infer<typeof beaconSchema>;
export type BeaconMetrics = z.infer<typeof beaconMetricsSchema>;
export type MetricName = keyof BeaconMetrics;

export type ParsedBeacon =
  | { ok: true; beacon: Beacon }
  | { ok: false; reason: 'too_large' | 'not_json' | 'invalid'; issues?: z.core.$ZodIssue[] };

/**
 * Parses a request body as the agent sends it (JSON, served as text/plain). The bff reads the raw body
 * (at most MAX_BEACON_BYTES; a larger body is rejected before parsing) and answers 400 unless ok.
 */
export function parseBeacon(body: string | Uint8Array): ParsedBeacon {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : body.byteLength;
  if (bytes > MAX_BEACON_BYTES) return { ok: false, reason: 'too_large' };
  let json: unknown;
  try {
    json = JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body));
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  const result = beaconSchema.safeParse(json);
  return result.success
    ? { ok: true, beacon: result.data }
    : { ok: false, reason: 'invalid', issues: result.error.issues };
}
