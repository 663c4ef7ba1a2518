// What the bff derives from a beacon's request, and keeps instead of the request: browser, OS and device
// from the User-Agent (ua-parser-js 1.x, MIT), country and city from the address (geoip-lite's bundled
// GeoLite2 data), and whether it is a bot (isbot). Neither the address nor the User-Agent is stored.
import { createRequire } from 'node:module';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';

/**
 * A few thousand user agents make up nearly all traffic, and parsing one costs tens of microseconds
 * (isbot and ua-parser-js are regular expressions): remember the latest ones.
 */
const MAX_REMEMBERED = 5_000;
const remembered = new Map<string, { bot: boolean; traits?: ReturnType<typeof parseUserAgentNow> }>();

function rememberedUserAgent(userAgent: string) {
  let entry = remembered.get(userAgent);
  if (!entry) {
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    entry = { bot: isbot(userAgent) };
    remembered.set(userAgent, entry);
  }
  return entry;
}

export const isBot = (userAgent: string | undefined) => !userAgent || rememberedUserAgent(userAgent).bot;

/** The European Economic Area: the EU's 27 members, Iceland, Liechtenstein and Norway. */
export const EEA_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' '),
);

/** Device types of the spec's device filters (android and ios are filters on the OS). */
function deviceTypeOf(type: string | undefined, osName: string | undefined): string {
  if (type === 'mobile' || type === 'tablet') return type;
  if (type === 'smarttv') return 'smart_tv';
  if (type) return 'unknown'; // console, wearable, embedded
  return osName ? 'desktop' : 'unknown';
}

const cut = (value: string | undefined, length: number) => (value ? value.slice(0, length) : null);

export function parseUserAgent(userAgent: string) {
  const entry = rememberedUserAgent(userAgent);
  entry.traits ??= parseUserAgentNow(userAgent);
  return entry.traits;
}

function parseUserAgentNow(userAgent: string) {
  const { browser, os, device } = new UAParser(userAgent).getResult();
  return {
    browserName: cut(browser.name, 64),
    browserMajorVersion: cut(browser.major, 16),
    osName: cut(os.name, 64),
    osVersion: cut(os.version, 32),
    deviceType: deviceTypeOf(device.type, os.name),
    deviceVendor: cut(device.vendor, 64),
    deviceModel: cut(device.model, 64),
  };
}

interface GeoLookup {
  lookup(ip: string): { country?: string; city?: string } | null;
}
let geo: GeoLookup | undefined;

/**
 * geoip-lite reads its database (about 150 MB) into memory synchronously when first required, so it is
 * loaded on the first beacon rather than when the bff starts; `warmUpGeo` does it ahead of time.
 */
export function warmUpGeo(): GeoLookup {
  geo ??= createRequire(import.meta.url)('geoip-lite') as GeoLookup;
  return geo;
}

export function locate(ip: string): { countryCode: string | null; city: string | null } {
  const found = warmUpGeo().lookup(ip.replace(/^::ffff:/, ''));
  return { countryCode: cut(found?.country, 2), city: cut(found?.city || undefined, 100) };
}
