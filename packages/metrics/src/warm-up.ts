// @pace/metrics/warm-up: one call that does nothing but what a page's first number format costs. The
// browser loads its number data (ICU) on the first Intl.NumberFormat of a page: 150 to 360 ms under a 4x
// CPU slowdown in Chromium, against 0 to 11 ms for every later one whatever its locale or options. A
// module of its own (format.ts's functions stay out of it) so the shell's first chunk can take it for a
// few bytes.
import { DEFAULT_LOCALE } from './format.ts';

/** Pays the page's first-number-format cost now, so a screen's first render does not. */
export function warmUpNumberFormat(): void {
  new Intl.NumberFormat(DEFAULT_LOCALE).format(0);
}
