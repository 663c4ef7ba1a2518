// Everything a process of the platform holds open, made from the configuration in one call: the bff,
// the worker and the embedded mode start the same way and close the same way.
import { type Config, describeMode } from './config.ts';
import { type Database, openDatabase } from './db/index.ts';
import { createLogger, type Logger } from './log.ts';
import { createJobQueues, type JobQueues } from './queues/index.ts';
import { createKeyValueStore, type KeyValueStore } from './redis.ts';

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
  const log = options.log ?? createLogger({ level: config.logLevel, name: options.name });
  const mode = describeMode(config);
  log.info(mode, `Database: ${mode.database}; Redis: ${mode.redis}`);
  const db = await openDatabase(config.database, log);
  const kv = createKeyValueStore(config);
  const queues = createJobQueues(config);
  return {
    config,
    log,
    db,
    kv,
    queues,
    async close() {
      await queues.close().catch((error) => log.warn({ err: error }, 'closing the queues failed'));
      await kv.close().catch((error) => log.warn({ err: error }, 'closing the key-value store failed'));
      await db.close().catch((error) => log.warn({ err: error }, 'closing the database failed'));
    },
  };
}
