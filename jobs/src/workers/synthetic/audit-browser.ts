// The Chromium this worker's audits use (@pace/lighthouse-runner's locateChromium), from the config.
import { describeAuditBrowser, type LocateOptions } from '@pace/lighthouse-runner';
import type { Config } from '@pace/platform/config';
import { type Logger, say } from '@pace/platform/log';

export const chromiumSearch = (config: Config): LocateOptions => ({
  configured: config.audits.chromePath,
  unpackInto: config.audits.bundledChromiumDir,
});

/**
 * Says at start which browser audits will use, or exactly what is missing (audits would otherwise only
 * fail later, one test at a time). Finding the shipped Chromium unpacks it, once: done now, not at the
 * first audit. `console`: a line for the person at the console too (the embedded mode, see `say`).
 */
export async function announceAuditBrowser(
  config: Config,
  log: Logger,
  options: { console?: boolean } = {},
): Promise<string> {
  const { ok, line } = await describeAuditBrowser(chromiumSearch(config));
  if (options.console) say(log, line, {}, ok ? 'info' : 'warn');
  else if (ok) log.info(line);
  else log.warn(line);
  return line;
}
