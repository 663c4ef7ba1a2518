// Process lifecycle shared by the entry points: stop cleanly on SIGTERM/SIGINT, and never hang there.
import type { Logger } from './log.ts';

/**
 * Runs `stop` once on the first SIGTERM or SIGINT, then exits 0 (1 if it throws). A second signal, or
 * `stop` running past `timeoutMs`, exits at once with 1.
 */
export function onShutdown(log: Logger, stop: (signal: string) => Promise<void>, timeoutMs = 60_000) {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown took too long: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    stop(signal).then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

/** `http://host:port`, with brackets around an IPv6 host. */
export function formatUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
