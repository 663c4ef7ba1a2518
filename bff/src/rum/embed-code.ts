// The embed code the RUM settings screen shows: the script tag with the site's key and, like its sampling
// rate, its privacy rules as data attributes, so the script stays one cacheable file for every site
// (@pace/rum-agent reads them from its tag). In consent mode a one-line stub comes first, so the page may
// call pace('consent') before the script has loaded; the script replays what the stub queued.

export interface EmbedSettings {
  siteKey: string;
  samplingRate: number;
  pathRules: readonly string[];
  queryParameters: readonly string[];
  neverRecordedSelectors: readonly string[];
  consentMode: boolean;
}

/** Defines pace() until the script replaces it; calls made meanwhile wait in pace.q. */
export const CONSENT_STUB =
  '<script>window.pace=window.pace||function(){(pace.q=pace.q||[]).push(arguments)}</script>';

/** Safe inside a double-quoted attribute (selectors may hold quotes; rules and names are checked, but still). */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedCode(publicUrl: string, settings: EmbedSettings): string {
  const attributes = [`data-site-key="${settings.siteKey}"`];
  if (settings.samplingRate < 100) attributes.push(`data-sample-rate="${settings.samplingRate}"`);
  if (settings.pathRules.length) attributes.push(`data-scrub="${attribute(settings.pathRules.join(' '))}"`);
  if (settings.queryParameters.length)
    attributes.push(`data-query="${attribute(settings.queryParameters.join(' '))}"`);
  if (settings.neverRecordedSelectors.length)
    attributes.push(`data-private="${attribute(settings.neverRecordedSelectors.join(', '))}"`);
  if (settings.consentMode) attributes.push('data-consent');
  const tag = `<script async src="${publicUrl}/rum/pace-rum.js" ${attributes.join(' ')}></script>`;
  return settings.consentMode ? `${CONSENT_STUB}\n${tag}` : tag;
}
