// Everything a process of the platform holds open, made from the configuration in one call: the bff,
// the worker and the embedded mode start the same way and close the same way.
import { type Config, describeMode } from './config.ts';
import { type Database, openDatabase } from './db/index.ts';
import { configuredLogger, type Logger } from './log.ts';
import { startMetricsListener, watchQueues } from './metrics.ts';
import { createJobQueues, type JobQueues, MemoryQueues } from './queues/index.ts';
import { createKeyValueStore, type KeyValueStore } from './redis.ts';
import { secretBoxFor } from './secrets/index.ts';

/** A dependency the process cannot start without is not there; the message says which and why. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface Runtime {
  config: Config;
  log: Logger;
  db: Database;
  kv: KeyValueStore;
  queues: JobQueues;
  /** Closes queues, key-value store and database, in that order. */
  close(): Promise<void>;
}

export async function openRuntime(config: Config, options: { name: string; log?: Logger }): Promise<Runtime> {
  const log = options.log ?? configuredLogger(config, options.name);
  const mode = describeMode(config);
  log.info(mode, `Database: ${mode.database}; Redis: ${mode.redis}`);
  let db: Database;
  try {
    db = await openDatabase(config.database, log, secretBoxFor(config));
  } catch (error) {
    // One clear line instead of a driver's stack trace: what could not be reached, and why.
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Cannot open the database (${mode.database}): ${reason}`);
  }
  const kv = createKeyValueStore(config, log);
  const queues = createJobQueues(config, { log, db });
  // The embedded mode's jobs that a crash or restart left (delayed, retrying, running) run again.
  if (queues instanceof MemoryQueues) {
    const restored = await queues.restore();
    if (restored > 0) log.info({ restored }, 'jobs left by the last run are back in their queues');
  }
  watchQueues(queues);
  const metricsListener =
    config.metrics.port === null
      ? null
      : await startMetricsListener({ ...config.metrics, port: config.metrics.port }, log);
  return {
    config,
    log,
    db,
    kv,
    queues,
    async close() {
      metricsListener?.close();
      await queues.close().catch((error) => log.warn({ err: error }, 'closing the queues failed'));
      await kv.close().catch((error) => log.warn({ err: error }, 'closing the key-value store failed'));
      await db.close().catch((error) => log.warn({ err: error }, 'closing the database failed'));
    },
  };
}

/** For entry points: the runtime, or one line on stderr and exit code 1 when a dependency is missing. */
export async function openRuntimeOrExit(
  config: Config,
  options: { name: string; log?: Logger },
): Promise<Runtime> {
  try {
    return await openRuntime(config, options);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
