// The beacon stream a process uses: Redis when REDIS_URL is set, else the database's table (the embedded
// mode). Both keep what collection acknowledged across a crash or restart; see stream-types.ts for the
// contract and each implementation for how.
import type { Database } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import { DatabaseBeaconStream } from './database-beacon-stream.ts';
import { RedisBeaconStream } from './redis-beacon-stream.ts';
import type { BeaconStream } from './stream-types.ts';

export { BACKLOG_RETRY_AFTER_SECONDS, BeaconStreamFullError, SiteBacklogFullError } from './backlog-limit.ts';
export { DatabaseBeaconStream, type DatabaseBeaconStreamOptions } from './database-beacon-stream.ts';
export { MemoryBeaconStream } from './memory-beacon-stream.ts';
export { RedisBeaconStream, type RedisBeaconStreamOptions } from './redis-beacon-stream.ts';
export {
  type BeaconStream,
  LIVE_WINDOW_MINUTES,
  MAX_BEACONS_PER_ENTRY,
  type ReadOptions,
  type StreamEntry,
} from './stream-types.ts';

/**
 * A SQLite file's acknowledgement log sits beside it (`pace.sqlite.rum-journal/`), so that it moves, and
 * is backed up, with the database; one process collects per database file.
 */
function journalOf(db: Database): { journal?: string } {
  // Sequelize keeps its constructor's options; its types leave the property out.
  const { options } = db.sequelize as unknown as { options: { storage?: string } };
  const storage = db.dialect === 'sqlite' ? options.storage : undefined;
  return storage && storage !== ':memory:' ? { journal: `${storage}.rum-journal` } : {};
}

/**
 * One stream per process and key-value store: in the embedded mode the bff and the job handlers share
 * the same store, and so the same stream (and its live-visitor counts).
 */
const streams = new WeakMap<object, BeaconStream>();

export function beaconStreamFor(deps: {
  config: {
    redisUrl: string | null;
    redisPrefix: string;
    rumBacklogLimit?: number;
    rumSiteBacklogLimit?: number;
  };
  kv: { close(): Promise<void> };
  db: Database;
  log?: Logger;
}): BeaconStream {
  const { config, kv } = deps;
  let stream = streams.get(kv);
  if (!stream) {
    const backlogLimit = config.rumBacklogLimit;
    const siteBacklogLimit = config.rumSiteBacklogLimit;
    const limits = {
      ...(backlogLimit ? { backlogLimit } : {}),
      ...(siteBacklogLimit ? { siteBacklogLimit } : {}),
    };
    const created = config.redisUrl
      ? new RedisBeaconStream(config.redisUrl, {
          prefix: config.redisPrefix,
          ...limits,
          ...(deps.log ? { log: deps.log } : {}),
        })
      : new DatabaseBeaconStream(deps.db, {
          ...limits,
          ...journalOf(deps.db),
        });
    streams.set(kv, created);
    // The stream lives as long as the store it is paired with: every process closes that one (before
    // the database, which the embedded mode's stream still needs to write what is gathering).
    const closeStore = kv.close.bind(kv);
    kv.close = async () => {
      await created.close();
      await closeStore();
    };
    stream = created;
  }
  return stream;
}
