import { type ArtifactStore, createArtifactStore } from '@pace/platform/artifacts';
import type { JobContext } from '@pace/platform/queues';
import { pruneEndedTrialArtifacts, pruneTestArtifacts } from '@pace/synthetic';
import { BaseTask, type TaskDeps } from '../base-task.ts';

/**
 * Removes the artifacts of tests older than ARTIFACT_RETENTION_DAYS that are not kept on purpose
 * (@pace/synthetic/artifact-retention), and all the artifacts of trials that ended without a plan a
 * while ago (@pace/synthetic ended-trials); their metrics stay. Daily, on the scheduling queue.
 */
export class PruneArtifactsTask extends BaseTask<'snapshot-scheduling', 'prune-artifacts'> {
  readonly queue = 'snapshot-scheduling';
  readonly name = 'prune-artifacts';
  private readonly store: ArtifactStore;

  constructor(deps: TaskDeps, store?: ArtifactStore) {
    super(deps);
    this.store = store ?? createArtifactStore(deps.config);
  }

  async perform(_payload: Record<string, never>, context: JobContext) {
    const outcome = await pruneTestArtifacts(this.deps.db, this.store, this.deps.config.audits.retention);
    context.log.info(outcome, 'Artifacts of old tests removed; their metrics are kept');
    const trials = await pruneEndedTrialArtifacts(this.deps.db, this.store);
    context.log.info(trials, 'Artifacts of ended trials removed; their metrics are kept');
  }
}
