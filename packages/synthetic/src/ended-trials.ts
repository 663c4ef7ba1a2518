// The artifacts of trials that ended without a plan (expired or cancelled): once the trial has been over
// for a grace period (time to come back and subscribe with everything still there), every test of the
// organisation loses its heavy artifacts, protected or not; their metrics stay. Like the age sweep
// (artifact-retention.ts): files first, then a conditional mark, so a sweep stopped half-way is finished
// by the next one.
import type { ArtifactStore } from '@pace/platform/artifacts';
import { type Database, Op } from '@pace/platform/db';

/** Days after a trial ends before its tests' artifacts go. */
export const ENDED_TRIAL_GRACE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
const ENDED = ['trial_expired', 'trial_canceled'] as const;

/** Organisations whose trial ended (expired or cancelled) more than the grace period ago. */
async function endedTrialOrganisations(db: Database, cutoff: Date): Promise<number[]> {
  const subscriptions = await db.models.Subscription.findAll({
    where: { status: [...ENDED], organisationId: { [Op.ne]: null } },
    attributes: ['organisationId', 'status', 'trialEndsAt', 'canceledAt', 'updatedAt'],
  });
  return subscriptions
    .filter((subscription) => {
      const ended =
        (subscription.status === 'trial_canceled' ? subscription.canceledAt : subscription.trialEndsAt) ??
        subscription.updatedAt;
      return ended.getTime() < cutoff.getTime();
    })
    .map((subscription) => subscription.organisationId!);
}

/** Removes the artifacts of every finished test of organisations whose trial ended; returns how many. */
export async function pruneEndedTrialArtifacts(
  db: Database,
  store: ArtifactStore,
  now = new Date(),
  graceDays = ENDED_TRIAL_GRACE_DAYS,
): Promise<{ pruned: number; bytes: number }> {
  const outcome = { pruned: 0, bytes: 0 };
  const organisations = await endedTrialOrganisations(db, new Date(now.getTime() - graceDays * DAY_MS));
  if (organisations.length === 0) return outcome;
  const teams = await db.models.Team.findAll({
    where: { organisationId: organisations },
    attributes: ['id'],
  });
  const sites = await db.models.Site.findAll({
    where: { teamId: teams.map((team) => team.id) },
    attributes: ['id'],
  });
  if (sites.length === 0) return outcome;
  let after = 0;
  for (;;) {
    const batch = await db.models.Test.findAll({
      where: {
        id: { [Op.gt]: after },
        siteId: sites.map((site) => site.id),
        status: ['completed', 'failed', 'errored'],
        artifactsPrunedAt: null,
      },
      order: [['id', 'ASC']],
      limit: BATCH,
    });
    if (batch.length === 0) return outcome;
    after = batch.at(-1)!.id;
    for (const test of batch.filter((row) => row.artifacts.length > 0)) {
      await store.removeAll(`tests/${test.uuid}`);
      const [marked] = await db.models.Test.update(
        { artifacts: [], artifactsPrunedAt: now },
        { where: { id: test.id, artifactsPrunedAt: null, status: test.status } },
      );
      if (marked === 0) continue;
      outcome.pruned++;
      outcome.bytes += test.artifacts.reduce((sum, artifact) => sum + artifact.bytes, 0);
    }
  }
}
