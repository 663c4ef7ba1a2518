// The agent's configuration comes from its own script tag:
//   <script async src="https://PACE_HOST/rum/pace-rum.js" data-site-key="SITE_KEY"></script>
// Beacons go to the origin the script came from (data-endpoint overrides it). The sampling rate is the one
// the bff wrote into the script when it served it (see renderRumScript), else data-sample-rate, else 100.
import { SITE_KEY_PATTERN } from './beacon-limits.ts';

export interface Config {
  siteKey: string;
  endpoint: string;
  /** Percent of page views measured, 0 to 100. */
  sampleRate: number;
}

/** Replaced in the served script by the bff; left as is, it reads as "not set". Keep in sync with server/. */
const INJECTED_SAMPLE_RATE = '%PACE_SAMPLE_RATE%';

function rate(value: string | undefined): number | undefined {
  const number = value ? Number(value) : Number.NaN;
  return number >= 0 && number <= 100 ? number : undefined;
}

export function readConfig(): Config | undefined {
  const script = (document.currentScript ??
    document.querySelector('script[data-site-key]')) as HTMLScriptElement | null;
  const data = script?.dataset;
  const siteKey = data?.siteKey;
  if (!script || !siteKey || !SITE_KEY_PATTERN.test(siteKey)) return undefined;
  return {
    siteKey,
    endpoint: new URL(data.endpoint || '/rum/collect', script.src).href,
    sampleRate: rate(INJECTED_SAMPLE_RATE) ?? rate(data.sampleRate) ?? 100,
  };
}
