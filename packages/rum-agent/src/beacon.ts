// The beacon the agent sends to POST /rum/collect: one schema gives the bff its validation and both sides
// their type. The agent imports only the type (erased at build time), so zod never reaches visitors.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { z } from 'zod';
import {
  BEACON_VERSION,
  CONTROL_RANGE,
  MAX_BEACON_BYTES,
  MAX_BEACONS_PER_PAGE_VIEW,
  MAX_DURATION_MS,
  MAX_PATH_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_RTT_MS,
  MAX_TARGET_LENGTH,
  NAVIGATION_TYPES,
  PAGE_VIEW_ID_PATTERN,
  SITE_KEY_PATTERN,
} from './beacon-limits.ts';

export { BEACON_FIELDS, type BeaconFieldGroup } from './beacon-fields.ts';
export {
  BEACON_VERSION,
  MAX_BEACON_BYTES,
  MAX_BEACONS_PER_PAGE_VIEW,
  MAX_DURATION_MS,
  MAX_PATH_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_RTT_MS,
  MAX_TARGET_LENGTH,
  NAVIGATION_TYPES,
  type NavigationType,
} from './beacon-limits.ts';

/** C0 and C1 control characters and DEL (CONTROL_RANGE): never in a beacon's text. */
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_RANGE}]`, 'g');

/** Text without control characters (CONTROL_CHARACTERS): every free-text field of a beacon. */
const PRINTABLE = new RegExp(`^[^${CONTROL_RANGE}]*$`);

/** Milliseconds, whole, from 0 to one hour. */
const ms = (description: string) =>
  z.number().int().min(0).max(MAX_DURATION_MS).describe(`${description}. Milliseconds.`);
/** A CSS selector naming an element of the page, as web-vitals builds it. */
const target = (description: string) =>
  z.string().min(1).max(MAX_TARGET_LENGTH).regex(PRINTABLE).optional().describe(description);

export const lcpSchema = z
  .strictObject({
    value: ms('Largest Contentful Paint, from navigation (or activation, when prerendered)'),
    target: target('Selector of the LCP element'),
    ttfb: ms('LCP part 1: time to first byte'),
    resourceLoadDelay: ms('LCP part 2: from first byte until the LCP resource started loading (0 for text)'),
    resourceLoadDuration: ms('LCP part 3: loading the LCP resource (0 for text)'),
    elementRenderDelay: ms('LCP part 4: from the resource loaded until the element rendered'),
  })
  .describe('The four parts add up to value (within rounding)');

export const inpSchema = z
  .strictObject({
    value: ms('Interaction to Next Paint: the worst interaction (p98 with 50+ interactions)'),
    target: target('Selector of the element interacted with'),
    interactionType: z.enum(['pointer', 'keyboard']),
    inputDelay: ms('INP part 1: from the input until its handlers started'),
    processingDuration: ms('INP part 2: running the event handlers'),
    presentationDelay: ms('INP part 3: from the handlers done until the next frame was presented'),
  })
  .describe('The three parts add up to value (within rounding)');

export const clsSchema = z.strictObject({
  value: z
    .number()
    .min(0)
    .max(100)
    .describe('Cumulative Layout Shift: the largest session window (unitless)'),
  target: target('Selector of the element that moved most in the largest shift'),
});

export const ttfbSchema = z
  .strictObject({
    value: ms('Time to First Byte of the document, from navigation (or activation)'),
    waiting: ms(
      'TTFB part: from the start of the navigation until the request was handled (redirects mostly)',
    ),
    cache: ms('TTFB part: HTTP cache lookup (with a service worker, usually its start-up and fetch handler)'),
    dns: ms('TTFB part: DNS lookup'),
    connection: ms('TTFB part: TCP and TLS connection'),
    request: ms('TTFB part: from the request sent until the first byte of the response'),
  })
  .describe(
    'The five parts add up to value (within rounding); 0 everywhere after a back/forward cache restore',
  );

export const fcpSchema = z.strictObject({ value: ms('First Contentful Paint') });

export const beaconMetricsSchema = z
  .strictObject({
    lcp: lcpSchema.optional(),
    inp: inpSchema.optional(),
    cls: clsSchema.optional(),
    ttfb: ttfbSchema.optional(),
    fcp: fcpSchema.optional(),
  })
  .describe(
    'Final values measured so far; a metric the browser cannot measure, or that never happened, is absent',
  );

export const beaconSchema = z.strictObject({
  v: z.literal(BEACON_VERSION).describe('Format version'),
  siteKey: z.string().regex(SITE_KEY_PATTERN).describe('The site key from the embed code'),
  pageViewId: z
    .string()
    .regex(PAGE_VIEW_ID_PATTERN)
    .describe('Random per page view (128 bits, hex); follow-up beacons of the page view repeat it'),
  seq: z
    .number()
    .int()
    .min(0)
    .max(MAX_BEACONS_PER_PAGE_VIEW - 1)
    .describe('0 for the first beacon of the page view, then 1, 2… for follow-ups with changed metrics only'),
  path: z
    .string()
    .regex(new RegExp(`^/[^?#${CONTROL_RANGE}]*$`))
    .max(MAX_PATH_LENGTH)
    .describe(
      "location.pathname, scrubbed by the site's path rules: never a query string or hash, which could carry personal data",
    ),
  query: z
    .string()
    .min(1)
    .max(MAX_QUERY_LENGTH)
    .regex(new RegExp(`^[^?#${CONTROL_RANGE}]*$`))
    .optional()
    .describe(
      'Only the query parameters the site allows, as name=value pairs joined by & (no ?); absent when none. Every other parameter is dropped in the browser, and again on the server',
    ),
  navigationType: z.enum(NAVIGATION_TYPES).describe('How the page view started'),
  landing: z
    .boolean()
    .describe('A fresh navigation not coming from a page of the same origin: the first page view of a visit'),
  sampleRate: z
    .number()
    .gt(0)
    .max(100)
    .describe('Percent of page views the agent measures on this site: this one stands for 100 / sampleRate'),
  rtt: z
    .number()
    .int()
    .min(0)
    .max(MAX_RTT_MS)
    .optional()
    .describe('Round-trip time estimate of the network (ms, Chromium only)'),
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
const utf8 = new TextDecoder();

let compiled: ((json: unknown) => boolean) | undefined;

/**
 * The zod schema above, compiled to plain checks by ajv (through the JSON Schema zod writes of it): a
 * beacon is checked in a third of zod's time, which matters at thousands of beacons a second. ajv reads
 * patterns as zod does (no `u` flag) and, like zod, counts string lengths in characters; a test holds
 * the two to the same verdicts on every edge of the format. zod still explains a refusal.
 */
export function isBeacon(json: unknown): json is Beacon {
  compiled ??= new Ajv2020({ unicodeRegExp: false }).compile(z.toJSONSchema(beaconSchema));
  return compiled(json);
}

export function parseBeacon(body: string | Uint8Array): ParsedBeacon {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body).byteLength : body.byteLength;
  if (bytes > MAX_BEACON_BYTES) return { ok: false, reason: 'too_large' };
  let json: unknown;
  try {
    json = JSON.parse(typeof body === 'string' ? body : utf8.decode(body));
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  if (isBeacon(json)) return { ok: true, beacon: json };
  const result = beaconSchema.safeParse(json);
  return result.success
    ? { ok: true, beacon: result.data } // not reached while the two agree (see the test)
    : { ok: false, reason: 'invalid', issues: result.error.issues };
}
