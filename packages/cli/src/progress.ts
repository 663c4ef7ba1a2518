// A progress bar on stderr for long exports; shown only on a terminal, so piped output and logs stay clean.
import { Presets, SingleBar } from 'cli-progress';

export interface Progress {
  start(total: number, label: string): void;
  tick(): void;
  stop(): void;
}

export function progress(enabled: boolean): Progress {
  if (!enabled || !process.stderr.isTTY) return { start() {}, tick() {}, stop() {} };
  const bar = new SingleBar(
    {
      format: '{label} [{bar}] {value}/{total} ({eta_formatted} left)',
      stream: process.stderr,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  return {
    start: (total, label) => bar.start(total, 0, { label }),
    tick: () => bar.increment(),
    stop: () => bar.stop(),
  };
}
