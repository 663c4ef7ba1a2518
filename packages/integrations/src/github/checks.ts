// The code host's check runs (spec section 4). GitHub tells us about pull requests and deployments
// through the App's signed webhook; each site integration watching the repository follows its pull
// requests:
//   opened / synchronised → awaiting deployment (a draft: awaiting review; a branch not watched: ignored)
//   a successful deployment of the head commit → processing: a snapshot of the preview URL; an earlier
//     run of the same pull request still measuring is cancelled by the later deployment
//   the snapshot finished → complete (success, failure, unmet metrics, neutral) or failed, with a
//     summary comment on the pull request (updated, not repeated, on later runs).
// Every change is sent to GitHub through the delivery pipeline (queued, retried, logged).
// An event reaches the integrations bound to its installation and repository id (checked against the
// organisation's installation when bound), never those merely naming the repository; a delivery GitHub
// sends again (the same X-GitHub-Delivery id) is answered and changes nothing.

import { verify } from '@octokit/webhooks-methods';
import type { PlanGate } from '@pace/billing/gates';
import type { Database, Integration, IntegrationCheckRun } from '@pace/platform/db';
import { Op, UniqueConstraintError } from '@pace/platform/db';
import { AppError, BadUserInputError, UnauthenticatedError } from '@pace/platform/errors';
import { matchesAnyGlob } from '@pace/platform/glob';
import type { JobQueues } from '@pace/platform/queues';
import { SnapshotStarter } from '@pace/synthetic/snapshot-starter';
import { IntegrationEvents } from '../events.ts';
import { summarise } from './check-run-output.ts';
import type { GitHubConfig } from './client.ts';

/** Where an App webhook's event happened: GitHub sends both ids with every repository event. */
interface EventSource {
  installation?: { id: number };
  repository: { id: number; full_name: string };
}

interface PullRequestEvent extends EventSource {
  action: string;
  number: number;
  pull_request: { draft?: boolean; head: { sha: string; ref: string }; base: { ref: string } };
}

interface DeploymentStatusEvent extends EventSource {
  deployment_status: { state: string; environment_url?: string | null; target_url?: string | null };
  deployment: { id: number; sha: string; ref: string; environment: string };
}

interface CheckRunEvent extends EventSource {
  action: string;
  check_run: { id: number; external_id?: string | null };
}

const OPEN_STATES = ['awaiting_deployment', 'awaiting_review', 'processing'] as const;
const FINAL_SNAPSHOT = ['completed', 'failed', 'errored'];

export class GitHubChecks {
  private readonly events: IntegrationEvents;
  private readonly starter: SnapshotStarter;

  constructor(
    private readonly db: Database,
    queues: JobQueues,
    private readonly config: GitHubConfig,
    gates: PlanGate,
  ) {
    this.events = new IntegrationEvents(db, queues);
    this.starter = new SnapshotStarter(db, queues, gates);
  }

  /** GitHub's webhook: verified with the App's webhook secret (`x-hub-signature-256`). */
  async receive(body: string, headers: Record<string, string | undefined>) {
    const signature = headers['x-hub-signature-256'];
    const secret = this.config.githubWebhookSecret;
    if (!secret || !signature || !(await verify(secret, body, signature).catch(() => false)))
      throw new UnauthenticatedError('The signature did not match');
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw new BadUserInputError('The request body is not valid JSON');
    }
    const deliveryId = headers['x-github-delivery']?.slice(0, 255);
    if (!deliveryId) throw new BadUserInputError('The X-GitHub-Delivery header is missing');
    const event = headers['x-github-event'] ?? 'unknown event';
    if (!(await this.claim(deliveryId, event))) return { status: 200, body: { duplicate: deliveryId } };
    try {
      return await this.handle(event, payload);
    } catch (error) {
      // Not handled after all: GitHub's redelivery of it must be handled, not taken for a duplicate.
      await this.db.models.ProcessedWebhookEvent.destroy({
        where: { provider: 'github', eventId: deliveryId },
      });
      throw error;
    }
  }

  private async handle(event: string, payload: Record<string, unknown>) {
    switch (event) {
      case 'pull_request':
        return {
          status: 202,
          body: { checkRuns: await this.pullRequest(payload as unknown as PullRequestEvent) },
        };
      case 'deployment_status':
        return {
          status: 202,
          body: { checkRuns: await this.deploymentStatus(payload as unknown as DeploymentStatusEvent) },
        };
      case 'check_run':
        return { status: 202, body: { checkRuns: await this.checkRun(payload as unknown as CheckRunEvent) } };
      default:
        return { status: 202, body: { ignored: event } };
    }
  }

  /** Records a delivery as handled; false when it already was (or is being, by a parallel call). */
  private async claim(deliveryId: string, event: string): Promise<boolean> {
    try {
      await this.db.models.ProcessedWebhookEvent.create({
        provider: 'github',
        eventId: deliveryId,
        type: event.slice(0, 100),
      });
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return false;
      throw error;
    }
  }

  /** The enabled site integrations bound to the event's repository through the event's installation. */
  private async watching(event: EventSource): Promise<Integration[]> {
    const installationId = event.installation?.id;
    const repositoryId = event.repository?.id;
    if (!installationId || !repositoryId) return [];
    const integrations = await this.db.models.Integration.findAll({
      where: { provider: 'github', enabled: true, siteId: { [Op.ne]: null }, repositoryId },
    });
    const candidates = integrations.filter((integration) => bound(integration, event));
    if (candidates.length === 0) return [];
    // Only through the organisation's own installation as proved with GitHub: one connected by its id
    // alone (before proofs) could be anyone's, and nothing is sent or received through it.
    const installations = await this.db.models.Integration.findAll({
      where: {
        provider: 'github',
        siteId: null,
        organisationId: [...new Set(candidates.map((integration) => integration.organisationId))],
      },
    });
    const proved = new Set(
      installations
        .filter(
          (installation) =>
            installation.settings.installationId === installationId &&
            installation.settings.installationProvedAt,
        )
        .map((installation) => installation.organisationId),
    );
    return candidates.filter((integration) => proved.has(integration.organisationId));
  }

  private async pullRequest(event: PullRequestEvent): Promise<string[]> {
    if (
      !['opened', 'synchronize', 'reopened', 'ready_for_review', 'converted_to_draft'].includes(event.action)
    )
      return [];
    const uuids: string[] = [];
    for (const integration of await this.watching(event)) {
      await this.received(integration, `pull_request.${event.action}`, {
        pullNumber: event.number,
        headSha: event.pull_request.head.sha,
        branch: event.pull_request.head.ref,
      });
      const { branches = [] } = integration.settings;
      const watched = branches.length === 0 || matchesAnyGlob(branches, event.pull_request.head.ref);
      const state = !watched
        ? 'ignored'
        : event.pull_request.draft
          ? 'awaiting_review'
          : 'awaiting_deployment';
      const existing = await this.db.models.IntegrationCheckRun.findOne({
        where: {
          integrationId: integration.id,
          pullNumber: event.number,
          headSha: event.pull_request.head.sha,
        },
      });
      if (existing) {
        // Draft ↔ ready for review on the same commit: the run waits for (or skips) the deployment.
        if (existing.state === 'awaiting_review' || existing.state === 'awaiting_deployment') {
          await this.move(integration, existing, { state });
        }
        uuids.push(existing.uuid);
        continue;
      }
      const run = await this.db.models.IntegrationCheckRun.create({
        integrationId: integration.id,
        repository: event.repository.full_name,
        pullNumber: event.number,
        headSha: event.pull_request.head.sha,
        state,
      });
      await this.sync(integration, run);
      // Deploy trigger "push": no preview to wait for; the site itself is measured for the new commit.
      if (state === 'awaiting_deployment' && integration.settings.deployTrigger === 'push') {
        await this.measure(integration, run, null, null);
      }
      uuids.push(run.uuid);
    }
    return uuids;
  }

  private async deploymentStatus(event: DeploymentStatusEvent): Promise<string[]> {
    if (event.deployment_status.state !== 'success') return [];
    const url = event.deployment_status.environment_url ?? event.deployment_status.target_url ?? null;
    const uuids: string[] = [];
    for (const integration of await this.watching(event)) {
      await this.received(integration, 'deployment_status.success', {
        headSha: event.deployment.sha,
        environment: event.deployment.environment,
        url,
      });
      const run = await this.db.models.IntegrationCheckRun.findOne({
        where: { integrationId: integration.id, headSha: event.deployment.sha },
        order: [['id', 'DESC']],
      });
      if (!run || run.state === 'awaiting_review' || run.state === 'ignored') continue;
      const { environments = [], domains = [] } = integration.settings;
      const host = url ? new URL(url).hostname : null;
      if (
        !url ||
        (environments.length && !environments.includes(event.deployment.environment)) ||
        (domains.length && !domains.some((domain) => host === domain || host!.endsWith(`.${domain}`)))
      ) {
        continue;
      }
      // A later deployment replaces what is still being measured for the same pull request.
      const earlier = await this.db.models.IntegrationCheckRun.findAll({
        where: {
          integrationId: integration.id,
          pullNumber: run.pullNumber,
          id: { [Op.ne]: run.id },
          state: [...OPEN_STATES],
        },
      });
      for (const other of earlier) await this.move(integration, other, { state: 'cancelled' });
      if (run.state === 'processing' && run.deploymentId === String(event.deployment.id)) {
        uuids.push(run.uuid); // the same deployment told twice
        continue;
      }
      uuids.push(run.uuid);
      await this.measure(integration, run, url, String(event.deployment.id));
    }
    return uuids;
  }

  /** "Re-run" on GitHub: the same deployment is measured again (a run never deployed waits on). */
  private async checkRun(event: CheckRunEvent): Promise<string[]> {
    if (event.action !== 'rerequested' || !event.check_run.external_id) return [];
    const run = await this.db.models.IntegrationCheckRun.findOne({
      where: { uuid: event.check_run.external_id },
    });
    const integration = run ? await this.db.models.Integration.findByPk(run.integrationId) : null;
    if (!run || !integration?.enabled || !bound(integration, event)) return [];
    await this.received(integration, 'check_run.rerequested', { headSha: run.headSha });
    if (run.state === 'ignored' || run.state === 'awaiting_review' || run.state === 'awaiting_deployment')
      return [run.uuid];
    if (!run.environmentUrl && integration.settings.deployTrigger !== 'push') return [run.uuid];
    await this.measure(integration, run, run.environmentUrl, run.deploymentId);
    return [run.uuid];
  }

  private async measure(
    integration: Integration,
    run: IntegrationCheckRun,
    url: string | null,
    deploymentId: string | null,
  ) {
    const site = await this.db.models.Site.findByPk(integration.siteId!);
    if (!site) return;
    try {
      const snapshot = await this.starter.start(site, integration.organisationId, {
        trigger: 'integration',
        triggerClient: 'github',
        baseUrl: url,
      });
      await this.move(integration, run, {
        state: 'processing',
        snapshotId: snapshot.id,
        environmentUrl: url,
        deploymentId,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await this.move(integration, run, { state: 'failed', environmentUrl: url, deploymentId });
    }
  }

  /** After a snapshot is over (called by the job workers): its check run completes or fails. */
  async snapshotFinished(snapshotId: number): Promise<void> {
    const run = await this.db.models.IntegrationCheckRun.findOne({
      where: { snapshotId, state: 'processing' },
    });
    if (!run) return;
    const snapshot = await this.db.models.Snapshot.findByPk(snapshotId);
    const integration = await this.db.models.Integration.findByPk(run.integrationId);
    if (!snapshot || !integration || !FINAL_SNAPSHOT.includes(snapshot.status)) return;
    if (snapshot.status !== 'completed') {
      await this.move(integration, run, { state: 'failed' });
      return;
    }
    const { outcome, regressed } = await summarise(this.db, run, integration.siteId!);
    await this.move(integration, run, { state: 'complete', outcome, regressed });
  }

  /** What GitHub told us, in the integration's delivery log (verified by then). */
  private async received(integration: Integration, event: string, payload: Record<string, unknown>) {
    await this.db.models.IntegrationDelivery.create({
      integrationId: integration.id,
      direction: 'incoming',
      event,
      payload,
      status: 'delivered',
      attempts: 1,
      responseStatus: 202,
      finishedAt: new Date(),
    });
  }

  private async move(
    integration: Integration,
    run: IntegrationCheckRun,
    values: Partial<IntegrationCheckRun>,
  ) {
    await run.update(values);
    await this.sync(integration, run);
  }

  /** Queues the call that brings GitHub's check run (and the comment) up to date with ours. */
  private async sync(integration: Integration, run: IntegrationCheckRun) {
    if (!integration.enabled) return;
    await this.events.queue(integration, { checkRunId: run.id, state: run.state }, `check_run.${run.state}`);
  }
}

/** Whether a site integration is bound to the repository and installation an event came from. */
function bound(integration: Integration, event: EventSource): boolean {
  return (
    integration.siteId != null &&
    integration.repositoryId != null &&
    integration.repositoryId === event.repository?.id &&
    integration.settings.installationId != null &&
    integration.settings.installationId === event.installation?.id
  );
}
