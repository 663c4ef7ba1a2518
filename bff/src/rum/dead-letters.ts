// The staff's view of RUM dead letters: beacons the database kept refusing, set aside by the beacon
// writer with the reason (see @pace/rum's README). Staff only: the beacons belong to any organisation.
import type { Database } from '@pace/platform/db';
import type { Access } from '../kernel/auth/access.ts';

const MAX_LISTED = 200;

export interface RumDeadLetterView {
  id: string;
  siteId: string | null;
  pageViewId: string | null;
  seq: number | null;
  reason: string;
  attempts: number;
  createdAt: Date;
  beacon: string;
}

export class RumDeadLetterService {
  constructor(private readonly db: Database) {}

  /** How many there are, and the newest `first` (at most 200). */
  async list(access: Access, first: number): Promise<{ totalCount: number; items: RumDeadLetterView[] }> {
    access.requireStaff();
    const { RumDeadLetter } = this.db.models;
    const [totalCount, rows] = await Promise.all([
      RumDeadLetter.count(),
      RumDeadLetter.findAll({ order: [['id', 'DESC']], limit: Math.min(Math.max(first, 0), MAX_LISTED) }),
    ]);
    return {
      totalCount,
      items: rows.map((row) => ({
        id: String(row.id),
        siteId: row.siteId === null ? null : String(row.siteId),
        pageViewId: row.pageViewId,
        seq: row.seq,
        reason: row.reason,
        attempts: row.attempts,
        createdAt: row.createdAt,
        beacon: row.beacon,
      })),
    };
  }
}
