// @pace/ui/format/warm-up: the number-format warm-up of @pace/metrics for the shell, which takes its
// formatting through @pace/ui (as @pace/ui/format), in a module of its own so it costs a few bytes.
export { warmUpNumberFormat } from '@pace/metrics/warm-up';
