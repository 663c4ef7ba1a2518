// The agent's configuration comes from its own script tag:
//   <script async src="https://PACE_HOST/rum/pace-rum.js" data-site-key="SITE_KEY"></script>
// Beacons go to the origin the script came from (data-endpoint overrides it). The sampling rate is the one
// the bff wrote into the script when it served it (see renderRumScript), else data-sample-rate, else 100.
// The site's privacy rules come in the embed code the RUM settings screen shows, like its sampling rate:
// the script stays one cacheable file for every site.
import { SITE_KEY_PATTERN } from './beacon-limits.ts';
import { hideElements } from './instrumentations/web-vitals/selector.ts';
import { compilePathRules, type PathRules } from './privacy.ts';

export interface Config {
  siteKey: string;
  endpoint: string;
  /** Percent of page views measured, 0 to 100. */
  sampleRate: number;
  /** data-scrub: path rules, separated by spaces (privacy.ts). */
  pathRules: PathRules;
  /** data-query: the query parameters kept, separated by spaces; none: no query string is sent. */
  query: string[];
  /** data-consent: nothing runs until the page calls pace('consent'). */
  consent: boolean;
}

/** Replaced in the served script by the bff; left as is, it reads as "not set". Keep in sync with server/. */
const INJECTED_SAMPLE_RATE = '%PACE_SAMPLE_RATE%';

/** The rate in `value` when it is one (0 to 100), else `otherwise`. */
function rate(value: string | undefined, otherwise: number): number {
  const number = Number(value || Number.NaN);
  return number >= 0 && number <= 100 ? number : otherwise;
}

/** Space-separated words (the bff writes them with single spaces). */
const words = (value: string | undefined): string[] => (value ? value.split(' ') : []);

export function readConfig(): Config | undefined {
  const script = (document.currentScript ||
    document.querySelector('script[data-site-key]')) as HTMLScriptElement | null;
  const data = script ? script.dataset : {};
  const siteKey = data.siteKey;
  if (!script || !siteKey || !SITE_KEY_PATTERN.test(siteKey)) return undefined;
  // data-private: a selector list; elements in what it matches are named by their tag only.
  hideElements(data.private || '');
  return {
    siteKey,
    endpoint: new URL(data.endpoint || '/rum/collect', script.src).href,
    sampleRate: rate(INJECTED_SAMPLE_RATE, rate(data.sampleRate, 100)),
    pathRules: compilePathRules(words(data.scrub)),
    query: words(data.query),
    consent: 'consent' in data,
  };
}
