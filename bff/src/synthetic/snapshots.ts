// Snapshots of a site: started by hand (or by an integration or the API), listed with their test counts,
// and read with their tests.

import type { PlanGate } from '@pace/billing/gates';
import type { Database, RunState, Snapshot, Test } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import type { JobQueues } from '@pace/platform/queues';
import { SnapshotStarter } from '@pace/synthetic/snapshot-starter';
import { Op } from 'sequelize';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef, writeSite } from '../kernel/auth/site-scope.ts';

export const SNAPSHOTS_PAGE_SIZE = 25;

export type TestCounts = Record<RunState, number> & { total: number };

export interface SnapshotInput {
  pageIds?: string[] | null;
  profileIds?: string[] | null;
  /** The program asking (web, cli…). */
  client?: string | null;
}

export class SnapshotService {
  private readonly starter: SnapshotStarter;

  constructor(
    private readonly db: Database,
    queues: JobQueues,
    gates: PlanGate,
  ) {
    this.starter = new SnapshotStarter(db, queues, gates);
  }

  async create(access: Access, ref: SiteRef, input: SnapshotInput = {}): Promise<Snapshot> {
    const { site, organisation } = await writeSite(access, ref);
    const { Page, TestProfile } = this.db.models;
    const ids = async (model: typeof Page | typeof TestProfile, uuids?: string[] | null) =>
      uuids?.length
        ? (
            await (model as typeof Page).findAll({
              where: { siteId: site.id, uuid: uuids },
              attributes: ['id'],
            })
          ).map((row) => row.id)
        : null;
    const pageIds = await ids(Page, input.pageIds);
    const profileIds = await ids(TestProfile, input.profileIds);
    const viewer = access.viewer;
    return this.starter.start(site, organisation.id, {
      pageIds: pageIds && pageIds.length < (input.pageIds?.length ?? 0) ? [...pageIds, -1] : pageIds,
      profileIds:
        profileIds && profileIds.length < (input.profileIds?.length ?? 0) ? [...profileIds, -1] : profileIds,
      trigger: viewer.kind === 'token' ? 'api' : 'manual',
      triggerClient: (input.client ?? (viewer.kind === 'token' ? 'api' : 'web')).slice(0, 64),
      userId: viewer.kind === 'anonymous' ? null : (viewer.user?.id ?? null),
    });
  }

  /** Newest first, 25 at a time; `after` is the id of the last snapshot of the previous page. */
  async list(access: Access, ref: SiteRef, after?: string | null) {
    const { site } = await readSite(access, ref);
    const before = after ? snapshotCursor(after) : null;
    const rows = await this.db.models.Snapshot.findAll({
      where: { siteId: site.id, ...(before ? { id: { [Op.lt]: before } } : {}) },
      order: [['id', 'DESC']],
      limit: SNAPSHOTS_PAGE_SIZE + 1,
    });
    const nodes = rows.slice(0, SNAPSHOTS_PAGE_SIZE);
    return {
      nodes,
      pageInfo: {
        hasNextPage: rows.length > SNAPSHOTS_PAGE_SIZE,
        endCursor: nodes.at(-1)?.id.toString() ?? null,
      },
    };
  }

  async get(access: Access, ref: SiteRef, id: string): Promise<Snapshot> {
    const { site } = await readSite(access, ref);
    const snapshot = /^\d+$/.test(id)
      ? await this.db.models.Snapshot.findOne({ where: { id: Number(id), siteId: site.id } })
      : null;
    if (!snapshot) throw NotFoundError.of('snapshot');
    return snapshot;
  }

  async tests(snapshot: { id: number }): Promise<Test[]> {
    return this.db.models.Test.findAll({
      where: { snapshotId: snapshot.id },
      include: [
        { association: 'page', attributes: ['uuid', 'name', 'url'] },
        { association: 'profile', attributes: ['uuid', 'name', 'device', 'connection'] },
      ],
      order: [['id', 'ASC']],
    });
  }

  async counts(snapshot: Snapshot): Promise<TestCounts> {
    return (await this.countsOf([snapshot.id])).get(snapshot.id)!;
  }

  /** The tests of each snapshot counted by state, in one grouped query for a whole list. */
  async countsOf(snapshotIds: number[]): Promise<Map<number, TestCounts>> {
    const rows = snapshotIds.length
      ? ((await this.db.models.Test.findAll({
          where: { snapshotId: [...new Set(snapshotIds)] },
          attributes: [
            'snapshotId',
            'status',
            [this.db.sequelize.fn('COUNT', this.db.sequelize.col('id')), 'count'],
          ],
          group: ['snapshotId', 'status'],
          raw: true,
        })) as unknown as { snapshotId: number; status: RunState; count: number | string }[])
      : [];
    const counts = new Map(snapshotIds.map((id) => [id, emptyCounts()]));
    for (const row of rows) {
      const of = counts.get(Number(row.snapshotId));
      if (!of) continue;
      of[row.status] = Number(row.count);
      of.total += Number(row.count);
    }
    return counts;
  }
}

const emptyCounts = (): TestCounts => ({
  total: 0,
  created: 0,
  scheduled: 0,
  running: 0,
  verifying: 0,
  processing: 0,
  completed: 0,
  errored: 0,
  failed: 0,
});

/** A page's `endCursor` is a snapshot id; anything else (a word, a sign, past the integers) is refused. */
function snapshotCursor(after: string): number {
  const id = /^\d{1,15}$/.test(after) ? Number(after) : 0;
  if (id < 1) throw new BadUserInputError('Invalid cursor', { field: 'after' });
  return id;
}
