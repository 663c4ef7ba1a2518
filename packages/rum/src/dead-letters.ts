// Beacons the database refuses. A refused beacon used to be retried forever at the head of its writer's
// batch, and so held back every beacon behind it. Now a refused batch is written again entry by entry and
// a refused entry beacon by beacon, so the good ones are stored at once; after MAX_WRITE_ATTEMPTS failed
// writes the beacons still refused are set aside in rum_dead_letters with the database's reason (logged,
// counted, and listed for staff), and their entry is acknowledged.
import { ConnectionError, type Database, TimeoutError } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { StoredBeacon } from './stored-beacon.ts';

/** Failed writes of an entry before its refused beacons are set aside. */
export const MAX_WRITE_ATTEMPTS = 5;

/** The database is unreachable or busy: the beacons are not at fault and nothing is counted against them. */
const PASSING_CODES = new Set([
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_DISK_FULL',
  'ER_RECORD_FILE_FULL',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
]);

/**
 * Whether the rows themselves were refused (a constraint, a value the database or the driver cannot take),
 * rather than the database being out of reach: anything but a connection, time-out or busy error. An
 * unknown passing error set aside by mistake is still in rum_dead_letters, not lost.
 */
export function isRefusal(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof TimeoutError) return false;
  const parent = (error as { parent?: { code?: string } } | undefined)?.parent;
  const code = parent?.code ?? (error as { code?: string } | undefined)?.code;
  if (code && PASSING_CODES.has(code)) return false;
  return !(code && /^(ECONN|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|PROTOCOL_)/.test(code));
}

export function refusalReason(error: unknown): string {
  const { name, message } = error as { name?: string; message?: string };
  return `${name ?? 'Error'}: ${message ?? String(error)}`.slice(0, 1_000);
}

export interface RefusedBeacon {
  beacon: StoredBeacon;
  reason: string;
}

/** Sets refused beacons aside, and says so once per entry. */
export async function setAside(
  deps: { db: Database; log: Logger },
  entryId: string,
  refused: RefusedBeacon[],
  attempts: number,
) {
  await deps.db.models.RumDeadLetter.bulkCreate(
    refused.map(({ beacon, reason }) => ({
      siteId: Number.isSafeInteger(beacon.siteId) ? beacon.siteId : null,
      pageViewId: typeof beacon.pageViewId === 'string' ? beacon.pageViewId.slice(0, 64) : null,
      seq: Number.isSafeInteger(beacon.seq) ? beacon.seq : null,
      beacon: JSON.stringify(beacon),
      reason,
      attempts,
    })),
  );
  deps.log.error(
    { entry: entryId, beacons: refused.length, attempts, reason: refused[0]?.reason },
    `RUM beacons refused by the database ${attempts} times: set aside as dead letters`,
  );
}
