// Retention that keeps what matters (issue 21): a test's heavy artifacts (Lighthouse report, final
// screenshot, filmstrip frames) are removed once the test is older than the configured age, unless
// the test is one people come back to: a failed or errored test, a test behind a pull request check
// that reported a regression, or one of the newest N completed tests of its page and profile. The
// metrics of every test stay. A test stores only its median run's artifacts (the other runs' reports are
// never written, jobs/src/workers/synthetic/artifacts.ts), so the median rule holds at write time and
// the sweep decides per test.
//
// Safe to run at any time and as often as wanted: only finished tests are looked at (a test being run
// or written is never final), files go first and the row is marked after, with a conditional update, so a
// sweep that stops half-way leaves a test that the next sweep finishes, never a row that points at
// files it no longer has without saying so.
import type { ArtifactStore } from '@pace/platform/artifacts';
import type { Database, Test } from '@pace/platform/db';
import { Op } from '@pace/platform/db';

export interface RetentionSettings {
  /** Tests finished longer ago than this lose their artifacts (unless protected). */
  maxAgeDays: number;
  /** The newest completed tests of each page and profile that keep theirs whatever their age. */
  keepLatest: number;
}

export interface RetentionOutcome {
  /** Tests whose artifacts were removed by this sweep. */
  pruned: number;
  /** Bytes of the artifacts removed (as recorded when they were stored). */
  bytes: number;
  /** Old enough, but kept: by reason. */
  kept: { failed: number; regression: number; latest: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tests read per query: the sweep's memory stays flat however many tests there are. */
const BATCH = 500;

type Reason = keyof RetentionOutcome['kept'];

/** The snapshots whose tests a regression verdict stands on: every snapshot of the same commit. */
async function regressionSnapshots(db: Database): Promise<Set<number>> {
  const { IntegrationCheckRun } = db.models;
  const regressed = await IntegrationCheckRun.findAll({
    where: { regressed: true },
    attributes: ['integrationId', 'headSha'],
  });
  if (regressed.length === 0) return new Set();
  const sameCommit = await IntegrationCheckRun.findAll({
    where: {
      [Op.or]: regressed.map((run) => ({ integrationId: run.integrationId, headSha: run.headSha })),
      snapshotId: { [Op.ne]: null },
    },
    attributes: ['snapshotId'],
  });
  return new Set(sameCommit.map((run) => run.snapshotId!));
}

/** The newest `keep` completed tests of each page and profile among the given tests. */
async function latestOf(db: Database, tests: Test[], keep: number): Promise<Set<number>> {
  const cells = new Map<string, Test>();
  for (const test of tests) cells.set(`${test.siteId}:${test.pageId}:${test.profileId}`, test);
  const latest = new Set<number>();
  for (const test of cells.values()) {
    const newest = await db.models.Test.findAll({
      where: { siteId: test.siteId, pageId: test.pageId, profileId: test.profileId, status: 'completed' },
      attributes: ['id'],
      // By when they finished, not by id: a test re-run or copied later is not newer for it.
      order: [
        ['finishedAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: keep,
    });
    for (const row of newest) latest.add(row.id);
  }
  return latest;
}

/** Removes the artifacts of every finished, unprotected test older than the age. Idempotent. */
export async function pruneTestArtifacts(
  db: Database,
  store: ArtifactStore,
  settings: RetentionSettings,
  now = new Date(),
): Promise<RetentionOutcome> {
  const { Test } = db.models;
  const cutoff = new Date(now.getTime() - settings.maxAgeDays * DAY_MS);
  const outcome: RetentionOutcome = { pruned: 0, bytes: 0, kept: { failed: 0, regression: 0, latest: 0 } };
  const regression = await regressionSnapshots(db);
  let after = 0;
  for (;;) {
    const batch = await Test.findAll({
      where: {
        id: { [Op.gt]: after },
        status: ['completed', 'failed', 'errored'],
        artifactsPrunedAt: null,
        finishedAt: { [Op.lt]: cutoff },
      },
      order: [['id', 'ASC']],
      limit: BATCH,
    });
    if (batch.length === 0) return outcome;
    after = batch.at(-1)!.id;
    const withFiles = batch.filter((test) => test.artifacts.length > 0);
    const latest = await latestOf(db, withFiles, settings.keepLatest);
    for (const test of withFiles) {
      const reason: Reason | null =
        test.status !== 'completed'
          ? 'failed'
          : regression.has(test.snapshotId)
            ? 'regression'
            : latest.has(test.id)
              ? 'latest'
              : null;
      if (reason) {
        outcome.kept[reason]++;
        continue;
      }
      await store.removeAll(`tests/${test.uuid}`);
      // Only a test still finished and not yet marked: a concurrent sweep marks it once.
      const [marked] = await Test.update(
        { artifacts: [], artifactsPrunedAt: now },
        { where: { id: test.id, artifactsPrunedAt: null, status: test.status } },
      );
      if (marked === 0) continue;
      outcome.pruned++;
      outcome.bytes += test.artifacts.reduce((sum, artifact) => sum + artifact.bytes, 0);
    }
  }
}
