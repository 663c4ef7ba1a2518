// Whether this process can serve: the database, the key-value store (Redis or memory) and the worker's
// heartbeat. Used by /healthz and the GraphQL `health` query.
import type { Database, Dialect } from '@pace/platform/db';
import { HEARTBEAT_STALE_MS, readHeartbeat } from '@pace/platform/heartbeat';
import type { KeyValueStore } from '@pace/platform/redis';
import { VERSION } from '../version.ts';

/** A dependency slower than this to answer counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

export type WorkerStatus = 'ok' | 'starting' | 'stale' | 'missing';

export interface HealthReport {
  status: 'ok' | 'error';
  version: string;
  database: { status: 'ok' | 'error'; dialect: Dialect; error?: string };
  /** `memory` in the embedded mode, where there is no Redis to be down. */
  redis: { status: 'ok' | 'memory' | 'error'; error?: string };
  worker: { status: WorkerStatus; lastHeartbeat: string | null; ageSeconds: number | null };
}

async function probe(check: () => Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

export class HealthService {
  constructor(
    private readonly deps: { db: Database; kv: KeyValueStore; startedAt: Date; now?: () => number },
  ) {}

  async check(): Promise<HealthReport> {
    const { db, kv, startedAt } = this.deps;
    const now = this.deps.now?.() ?? Date.now();
    const [dbError, kvError] = await Promise.all([probe(() => db.ping()), probe(() => kv.ping())]);
    let heartbeatAt: Date | null = null;
    if (!kvError) {
      const beat = await readHeartbeat(kv).catch(() => null);
      heartbeatAt = beat ? new Date(beat.at) : null;
    }
    const age = heartbeatAt ? now - heartbeatAt.getTime() : null;
    let worker: WorkerStatus;
    if (age !== null) worker = age <= HEARTBEAT_STALE_MS ? 'ok' : 'stale';
    // No beat yet: fine while this process is young (the worker may be starting beside it).
    else worker = now - startedAt.getTime() <= HEARTBEAT_STALE_MS ? 'starting' : 'missing';

    const healthy = !dbError && !kvError && (worker === 'ok' || worker === 'starting');
    return {
      status: healthy ? 'ok' : 'error',
      version: VERSION,
      database: {
        status: dbError ? 'error' : 'ok',
        dialect: db.dialect,
        ...(dbError ? { error: dbError } : {}),
      },
      redis: kvError
        ? { status: 'error', error: kvError }
        : { status: kv.kind === 'memory' ? 'memory' : 'ok' },
      worker: {
        status: worker,
        lastHeartbeat: heartbeatAt?.toISOString() ?? null,
        ageSeconds: age === null ? null : Math.round(age / 1000),
      },
    };
  }
}
