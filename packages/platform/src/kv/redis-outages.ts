// Redis outages, logged once each (OutageLog): ioredis reconnects on its own and emits an error per
// failed attempt, several a second.
import type { Redis } from 'ioredis';
import type { Logger } from '../log.ts';
import { OutageLog } from '../outage-log.ts';

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

/** A Redis connection's outages (see OutageLog). */
export class RedisOutageLog extends OutageLog {
  /** `what`: the user of the connection, e.g. "key-value store", "job queues", "beacon stream". */
  constructor(log: Logger, what: string) {
    super(log, 'Redis', what);
  }

  /** Follows a connection: its errors open an outage, its next `ready` closes it. */
  watch(redis: Redis): Redis {
    redis.on('error', (error: Error) => this.failed(error));
    redis.on('ready', () => this.recovered());
    return redis;
  }
}
