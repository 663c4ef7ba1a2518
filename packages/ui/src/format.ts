// @pace/ui/format: the formatting functions of @pace/metrics for code that has no other use for that
// package (the shell). Every number, duration, size, amount and date on a screen goes through them, in
// one place through Intl with `en` as the default locale, so a later translation changes no screen.
export {
  DEFAULT_LOCALE,
  formatCurrency,
  formatDate,
  formatMilliseconds,
  formatNumber,
  formatRegion,
  formatRelativeTime,
  formatShare,
  NO_VALUE,
} from '@pace/metrics';
