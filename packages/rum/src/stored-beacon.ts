// What the collection route queues and the beacon writer stores: the beacon as received, flattened into
// the rum_beacons columns, with what the bff derived from the request. No address, no user agent.
import type { Beacon } from '@pace/rum-agent/beacon';

export interface VisitorTraits {
  countryCode: string | null;
  city: string | null;
  browserName: string | null;
  browserMajorVersion: string | null;
  osName: string | null;
  osVersion: string | null;
  deviceType: string | null;
  deviceVendor: string | null;
  deviceModel: string | null;
}

export interface StoredBeacon extends VisitorTraits {
  siteId: number;
  pageViewId: string;
  seq: number;
  /** UTC day the beacon arrived, YYYY-MM-DD. */
  day: string;
  /** Epoch milliseconds. */
  receivedAt: number;
  path: string;
  /** The query parameters the site allows (its privacy rules), name=value joined by &; null for none. */
  query: string | null;
  navigationType: string;
  landing: boolean;
  /** The rate this page view was kept at: it stands for 100 / sampleRate page views. */
  sampleRate: number;
  rtt: number | null;
  lcp: number | null;
  lcp_ttfb: number | null;
  lcp_resource_load_delay: number | null;
  lcp_resource_load_duration: number | null;
  lcp_element_render_delay: number | null;
  lcpTarget: string | null;
  inp: number | null;
  inp_input_delay: number | null;
  inp_processing_duration: number | null;
  inp_presentation_delay: number | null;
  inpTarget: string | null;
  inpInteractionType: string | null;
  cls: number | null;
  clsTarget: string | null;
  ttfb: number | null;
  ttfb_waiting: number | null;
  ttfb_cache: number | null;
  ttfb_dns: number | null;
  ttfb_connection: number | null;
  ttfb_request: number | null;
  fcp: number | null;
}

export const utcDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

export function toStoredBeacon(
  beacon: Beacon,
  context: { siteId: number; receivedAt: number; sampleRate: number; visitor: VisitorTraits },
): StoredBeacon {
  const { lcp, inp, cls, ttfb, fcp } = beacon.metrics;
  return {
    siteId: context.siteId,
    pageViewId: beacon.pageViewId,
    seq: beacon.seq,
    day: utcDay(context.receivedAt),
    receivedAt: context.receivedAt,
    path: beacon.path,
    query: beacon.query ?? null,
    navigationType: beacon.navigationType,
    landing: beacon.landing,
    sampleRate: context.sampleRate,
    ...context.visitor,
    rtt: beacon.rtt ?? null,
    lcp: lcp?.value ?? null,
    lcp_ttfb: lcp?.ttfb ?? null,
    lcp_resource_load_delay: lcp?.resourceLoadDelay ?? null,
    lcp_resource_load_duration: lcp?.resourceLoadDuration ?? null,
    lcp_element_render_delay: lcp?.elementRenderDelay ?? null,
    lcpTarget: lcp?.target ?? null,
    inp: inp?.value ?? null,
    inp_input_delay: inp?.inputDelay ?? null,
    inp_processing_duration: inp?.processingDuration ?? null,
    inp_presentation_delay: inp?.presentationDelay ?? null,
    inpTarget: inp?.target ?? null,
    inpInteractionType: inp?.interactionType ?? null,
    cls: cls?.value ?? null,
    clsTarget: cls?.target ?? null,
    ttfb: ttfb?.value ?? null,
    ttfb_waiting: ttfb?.waiting ?? null,
    ttfb_cache: ttfb?.cache ?? null,
    ttfb_dns: ttfb?.dns ?? null,
    ttfb_connection: ttfb?.connection ?? null,
    ttfb_request: ttfb?.request ?? null,
    fcp: fcp?.value ?? null,
  };
}
