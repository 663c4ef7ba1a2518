// Limits shared by the agent (which trims to them) and the beacon schema (which enforces them). This file
// has no imports so the agent bundle can use it without pulling zod in.

/** The beacon format version; bump it (and keep accepting the old one) on any incompatible change. */
export const BEACON_VERSION = 1;

/** Attribution strings (CSS selectors) are cut to this many characters. */
export const MAX_TARGET_LENGTH = 200;

/** The page path is cut to this many characters. */
export const MAX_PATH_LENGTH = 500;

/** The allowed query parameters are cut to this many characters. */
export const MAX_QUERY_LENGTH = 500;

/** A site key as the bff issues it: url-safe characters only. */
export const SITE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * C0 and C1 control characters and DEL: never in a beacon's text. A NUL once froze a site's rollups, and
 * newlines or escapes in a path forge log lines and terminal output. Browsers percent-encode them in
 * paths and queries, so only a hand-made beacon (or an id attribute holding one) carries them.
 */
export const CONTROL_RANGE = '\\u0000-\\u001f\\u007f-\\u009f';

/** The random page-view id: 32 lowercase hex characters (128 bits). */
export const PAGE_VIEW_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The browser lets all keepalive requests of a page (sendBeacon included) carry 64 KiB in flight together.
 * A beacon is about 1 KB; this ceiling only guards the budget the host page's own beacons share with us.
 */
export const MAX_BEACON_BYTES = 16 * 1024;

/** Beacons one page view may send: the first one and follow-ups when values change after it. */
export const MAX_BEACONS_PER_PAGE_VIEW = 10;

/** Durations are capped at one hour (in ms): anything longer is not a page-load measurement. */
export const MAX_DURATION_MS = 3_600_000;

/** The network round-trip estimate is capped here (browsers report at most a few seconds). */
export const MAX_RTT_MS = 60_000;

export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back_forward',
  'back_forward_cache',
  'prerender',
  'restore',
] as const;

export type NavigationType = (typeof NAVIGATION_TYPES)[number];
