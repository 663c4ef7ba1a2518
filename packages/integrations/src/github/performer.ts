// The delivery pipeline's GitHub step (what the deliver job runs for a GitHub integration): check runs
// created and updated, and the summary comment on the pull request. Receiving GitHub's webhooks and
// moving runs between states is checks.ts.
import type { Database, Integration, IntegrationCheckRun, IntegrationDelivery } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import type { CallPerformer } from '../deliverer.ts';
import { IntegrationCallError } from '../errors.ts';
import { checkRunView, summarise } from './check-run-output.ts';
import { type GitHubConfig, installationClient, repositoryParts } from './client.ts';

/**
 * The delivery pipeline's GitHub step: creates the check run on its first call and updates it after,
 * then writes the summary comment once the run is over. Reads the run's current state, so a retried or
 * late call sends what is true now.
 */
export function gitHubPerformer(db: Database, config: GitHubConfig): CallPerformer {
  return async (integration: Integration, delivery: IntegrationDelivery, signal: AbortSignal) => {
    const installationId = integration.settings.installationId;
    if (!installationId || !config.githubAppId || !config.githubPrivateKey)
      throw new IntegrationCallError(
        'verification',
        'The GitHub App is not installed for this organisation',
        null,
        null,
        false,
      );
    // Only a binding checked against the organisation's installation acts on a repository.
    if (integration.repositoryId == null)
      throw new IntegrationCallError(
        'verification',
        'The repository was not checked against the installation; an administrator must save the integration again',
        null,
        null,
        false,
      );
    const run = await db.models.IntegrationCheckRun.findByPk(Number(delivery.payload?.checkRunId));
    if (!run) return { status: 204, body: 'check run deleted' };
    const octokit = installationClient(config, installationId);
    const { owner, repo } = repositoryParts(run.repository);
    const failOnUnmet = integration.settings.failOnUnmetBudget ?? false;
    try {
      // What is sent is the run's state when sending; if it moved on meanwhile (another call of this
      // run in flight), send again, so the last word on GitHub is the latest state.
      let sent = '';
      let status = 200;
      for (let round = 0; round < 3 && sent !== `${run.state}/${run.outcome}`; round++) {
        sent = `${run.state}/${run.outcome}`;
        const final = run.state === 'complete' || run.state === 'failed';
        const summary =
          final && run.snapshotId ? (await summarise(db, run, integration.siteId!)).markdown : '';
        const view = checkRunView(run, failOnUnmet, summary);
        const fields = {
          status: view.status,
          ...(view.conclusion ? { conclusion: view.conclusion } : {}),
          output: { title: view.title, summary: view.summary || view.title },
          request: { signal },
        };
        status = (await upsertCheckRun(db, octokit, run, owner, repo, fields)).status;
        if (final && summary)
          await upsertComment(db, octokit, integration, run, owner, repo, summary, signal);
        await run.reload();
      }
      return { status, body: sent };
    } catch (error) {
      if (error instanceof IntegrationCallError) throw error;
      const status = (error as { status?: number }).status;
      if (typeof status === 'number' && status > 0) {
        const body = JSON.stringify((error as { response?: { data?: unknown } }).response?.data ?? '');
        throw new IntegrationCallError(
          status === 401 ? 'verification' : 'http',
          `HTTP ${status}`,
          status,
          body,
        );
      }
      throw new IntegrationCallError('http', (error as Error).message);
    }
  };
}

/** Creates the run on GitHub once (a claim on the row keeps two calls from both creating it), else updates it. */
async function upsertCheckRun(
  db: Database,
  octokit: ReturnType<typeof installationClient>,
  run: IntegrationCheckRun,
  owner: string,
  repo: string,
  fields: Record<string, unknown>,
): Promise<{ status: number }> {
  const CREATING = -1;
  if (run.externalId === CREATING)
    throw new IntegrationCallError('http', 'The check run is still being created; trying again');
  if (run.externalId != null) {
    return octokit.rest.checks.update({ owner, repo, check_run_id: run.externalId, ...fields });
  }
  const [claimed] = await db.models.IntegrationCheckRun.update(
    { externalId: CREATING },
    { where: { id: run.id, externalId: null } },
  );
  if (!claimed) throw new IntegrationCallError('http', 'The check run is still being created; trying again');
  try {
    const created = await octokit.rest.checks.create({
      owner,
      repo,
      name: 'Pace',
      head_sha: run.headSha,
      external_id: run.uuid,
      ...fields,
    });
    await run.update({ externalId: created.data.id });
    return created;
  } catch (error) {
    await run.update({ externalId: null });
    throw error;
  }
}

/** One summary comment per pull request: later runs edit it. */
async function upsertComment(
  db: Database,
  octokit: ReturnType<typeof installationClient>,
  integration: Integration,
  run: IntegrationCheckRun,
  owner: string,
  repo: string,
  body: string,
  signal: AbortSignal,
) {
  const earlier = await db.models.IntegrationCheckRun.findOne({
    where: { integrationId: integration.id, pullNumber: run.pullNumber, commentId: { [Op.ne]: null } },
    order: [['id', 'DESC']],
  });
  const commentId = run.commentId ?? earlier?.commentId ?? null;
  if (commentId) {
    await octokit.rest.issues.updateComment({
      owner,
      repo,
      comment_id: commentId,
      body,
      request: { signal },
    });
    if (!run.commentId) await run.update({ commentId });
    return;
  }
  const comment = await octokit.rest.issues.createComment({
    owner,
    repo,
    issue_number: run.pullNumber,
    body,
    request: { signal },
  });
  await run.update({ commentId: comment.data.id });
}
