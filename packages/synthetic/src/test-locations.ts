// Test locations (issue 21): a location is a pool of audit workers, named by PACE_LOCATION when each
// worker starts (none: the default location). Each worker process beats a row of `audit_agents` every
// 30 s while it lives; a location is alive while one of its rows is fresh. The database rather than the
// key-value store: it is shared in both modes (Redis, or the embedded process) and can list what is there.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '@pace/platform/db';
import { QueryTypes } from 'sequelize';

export const AGENT_BEAT_EVERY_MS = 30_000;
/** Three missed beats: the worker is gone (the same rule as the queue heartbeat's). */
export const AGENT_STALE_MS = 3 * AGENT_BEAT_EVERY_MS;
/** Rows of workers gone for this long are removed by the next beat of any worker. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface LiveLocation {
  /** null: the default location. */
  name: string | null;
  /** Worker processes of the location beating now. */
  workers: number;
  lastSeenAt: Date;
}

/** One worker process of a location: what it writes while it lives. */
export class AuditAgent {
  readonly id: string;

  constructor(
    private readonly db: Database,
    readonly location: string | null,
  ) {
    // Host and process for whoever reads the table; the random part tells pools of one process apart.
    this.id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  async beat(now = new Date()) {
    const upsert =
      this.db.dialect === 'mysql'
        ? 'ON DUPLICATE KEY UPDATE seen_at = VALUES(seen_at)'
        : 'ON CONFLICT (agent_id) DO UPDATE SET seen_at = excluded.seen_at';
    await this.db.sequelize.query(
      `INSERT INTO audit_agents (agent_id, location, host, seen_at) VALUES ($1, $2, $3, $4) ${upsert}`,
      { bind: [this.id, this.location ?? '', hostname(), now.getTime()], type: QueryTypes.INSERT },
    );
    await this.db.sequelize.query('DELETE FROM audit_agents WHERE seen_at < $1', {
      bind: [now.getTime() - FORGET_AFTER_MS],
      type: QueryTypes.DELETE,
    });
  }

  /** A worker stopping on purpose: its location goes off the list at once if it was the last. */
  async leave() {
    await this.db.sequelize.query('DELETE FROM audit_agents WHERE agent_id = $1', {
      bind: [this.id],
      type: QueryTypes.DELETE,
    });
  }
}

/** The locations with a live worker, the default location (null) first, then by name. */
export async function liveLocations(db: Database, now = new Date()): Promise<LiveLocation[]> {
  const rows = await db.sequelize.query<{
    location: string;
    workers: number | string;
    last: number | string;
  }>(
    'SELECT location, COUNT(*) AS workers, MAX(seen_at) AS last FROM audit_agents WHERE seen_at >= $1 GROUP BY location ORDER BY location',
    { bind: [now.getTime() - AGENT_STALE_MS], type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    name: row.location || null,
    workers: Number(row.workers),
    lastSeenAt: new Date(Number(row.last)),
  }));
}

/** Whether a worker of the location (null: the default) is alive. */
export async function isLocationLive(db: Database, location: string | null, now = new Date()) {
  return (await liveLocations(db, now)).some((live) => live.name === (location || null));
}
