// Server-side sampling. The agent samples with the rate in its embed code; when the site's rate is
// lower (the embed code is older than a settings change), the server keeps the same share of those page
// views, decided by the page-view id so that a page view's follow-up beacons share its fate.
import { createHash } from 'node:crypto';

/** The rate a page view is kept at, or null to drop it. */
export function keptSampleRate(pageViewId: string, beaconRate: number, siteRate: number): number | null {
  if (siteRate <= 0) return null;
  if (siteRate >= beaconRate) return beaconRate;
  const draw = createHash('sha256').update(pageViewId).digest().readUInt32BE(0) / 0x1_0000_0000;
  return draw < siteRate / beaconRate ? siteRate : null;
}
