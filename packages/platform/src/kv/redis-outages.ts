// Redis outages, logged once each: ioredis reconnects on its own and emits an error per failed attempt
// (several a second), so listening with a no-op hid outages entirely and logging each would flood the
// log. One line when a connection first fails, one when it is back, with how long it was down.
import type { Redis } from 'ioredis';
import type { Logger } from '../log.ts';

/** Errors that mean "Redis cannot be reached", as opposed to a command or a job going wrong. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
export function isConnectionError(error: unknown) {
  const { code, message, name } = (error ?? {}) as { code?: string; message?: string; name?: string };
  return (
    (code !== undefined && CONNECTION_CODES.has(code)) ||
    name === 'MaxRetriesPerRequestError' ||
    /Connection is closed|connect ETIMEDOUT|Stream isn't writeable/i.test(message ?? '')
  );
}

export class RedisOutageLog {
  private downSince: number | null = null;

  /** `what`: the user of the connection, e.g. "key-value store", "job queues", "beacon stream". */
  constructor(
    private readonly log: Logger,
    private readonly what: string,
  ) {}

  get down() {
    return this.downSince !== null;
  }

  /** Follows a connection: its errors open an outage, its next `ready` closes it. */
  watch(redis: Redis): Redis {
    redis.on('error', (error: Error) => this.failed(error));
    redis.on('ready', () => this.recovered());
    return redis;
  }

  failed(error: unknown) {
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.log.error(
      { err: error, component: this.what },
      `Redis unreachable (${this.what}); reconnecting, logged again when it is back`,
    );
  }

  recovered() {
    if (this.downSince === null) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = null;
    this.log.warn(
      { component: this.what, downMs },
      `Redis reachable again (${this.what}) after ${downMs} ms`,
    );
  }
}
