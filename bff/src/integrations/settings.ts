// Integrations as people manage them: a site's list, one integration, its delivery log, create, update
// (which is also how one is disabled and re-enabled), delete, and "send a test event". Reads need
// readSites on the site, writes updateSites; the organisation's own (the GitHub App installation) need
// updateOrganisations, and so does choosing a site's repository, which acts through that installation
// (repository-binding.ts); the installation itself is connected only through GitHub (github-connection.ts). Secrets are shown only to those who may change the integration.

import { IntegrationEvents } from '@pace/integrations/events';
import { checkRunOutput } from '@pace/integrations/github/check-run-output';
import { newWebhookSecret } from '@pace/integrations/signing';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import type { Config } from '@pace/platform/config';
import {
  type Database,
  INTEGRATION_EVENTS,
  INTEGRATION_PROVIDERS,
  type Integration,
  type IntegrationProvider,
} from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import type { JobQueues } from '@pace/platform/queues';
import { z } from 'zod';
import type { Access, SiteScope } from '../kernel/auth/access.ts';
import { parseInput, requireOrganisationWide } from '../kernel/input.ts';
import { lastDeliveryLoader } from './loaders.ts';
import { bindRepository } from './repository-binding.ts';

export type SiteRef = { teamId: string; siteId: string };

const httpUrl = z
  .string()
  .trim()
  .max(2048, 'The URL is too long')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Enter a full URL starting with https://');

const list = (label: string) =>
  z.array(z.string().trim().min(1).max(255)).max(50, `At most 50 ${label}`).nullish();

const input = z.object({
  provider: z.enum(INTEGRATION_PROVIDERS, { message: 'Choose a provider' }).optional(),
  name: z.string().trim().min(1, 'Enter a name').max(254, 'The name is too long').nullish(),
  events: z.array(z.enum(INTEGRATION_EVENTS)).nullish(),
  url: httpUrl.nullish().or(z.literal('')),
  secret: z.string().trim().max(500, 'The secret is too long').nullish(),
  enabled: z.boolean().nullish(),
  settings: z
    .object({
      installationId: z.number().int().positive().nullish(),
      repository: z
        .string()
        .trim()
        .regex(/^[\w.-]+\/[\w.-]+$/, 'Enter the repository as owner/name')
        .nullish(),
      mainBranch: z.string().trim().min(1).max(255).nullish(),
      deployTrigger: z.enum(['deployment', 'push']).nullish(),
      domains: list('domains'),
      environments: list('environments'),
      branches: list('branches'),
      failOnUnmetBudget: z.boolean().nullish(),
    })
    .nullish(),
});
export type IntegrationInput = z.input<typeof input>;

/** Providers that POST to a URL the user gives (the others call us, or go through the GitHub App). */
const NEEDS_URL: IntegrationProvider[] = ['webhook', 'slack', 'automation'];
/** Providers whose calls to us are verified with the integration's secret. */
const INCOMING: IntegrationProvider[] = ['netlify', 'vercel'];

const PROVIDER_NAMES: Record<IntegrationProvider, string> = {
  github: 'GitHub',
  slack: 'Slack',
  netlify: 'Netlify',
  vercel: 'Vercel',
  webhook: 'Webhook',
  automation: 'Automation service',
};

const DEFAULT_EVENTS: Record<IntegrationProvider, Integration['events']> = {
  github: [],
  slack: ['budget.changed', 'snapshot.failed'],
  netlify: [],
  vercel: [],
  webhook: ['snapshot.completed', 'snapshot.failed', 'budget.changed'],
  automation: ['snapshot.completed'],
};

export class IntegrationService {
  readonly events: IntegrationEvents;
  /** Where integrations may send: public addresses, plus the networks the operator allows (AUDIT_ALLOWED_NETWORKS). */
  readonly policy: NetworkPolicy;

  constructor(
    private readonly db: Database,
    queues: JobQueues,
    private readonly publicUrl: string,
    private readonly codeHost: Config['integrations'],
    allowedNetworks: readonly string[] = [],
  ) {
    this.events = new IntegrationEvents(db, queues);
    this.policy = new NetworkPolicy(allowedNetworks);
  }

  /** The integration's latest call, batched per request across a list (see loaders.ts). */
  lastDelivery(access: Access, integrationId: number) {
    return lastDeliveryLoader(this.db, access).load(integrationId);
  }

  /** A URL we would send to: not one on a private network (unless allowed). */
  private checkUrl(url: string | null) {
    if (url && this.policy.urlProblem(url))
      throw new BadUserInputError('This address is on a private network; Pace cannot send to it', {
        field: 'url',
      });
  }

  async list(access: Access, ref: SiteRef): Promise<Integration[]> {
    const { site } = await access.site(ref.teamId, ref.siteId, 'readSites');
    return this.db.models.Integration.findAll({ where: { siteId: site.id }, order: [['id', 'ASC']] });
  }

  /** The organisation's integrations: its own and every site's it reaches (administrators' overview). */
  async listForOrganisation(access: Access, orgSlug: string): Promise<Integration[]> {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    return this.db.models.Integration.findAll({
      where: { organisationId: organisation.id },
      order: [['id', 'ASC']],
    });
  }

  async get(access: Access, ref: SiteRef, uuid: string): Promise<Integration> {
    const { site } = await access.site(ref.teamId, ref.siteId, 'readSites');
    return this.find(site.id, uuid);
  }

  async create(access: Access, ref: SiteRef, raw: unknown): Promise<Integration> {
    const scope = await access.site(ref.teamId, ref.siteId, 'updateSites');
    const values = parseInput(input, raw);
    if (!values.provider) throw new BadUserInputError('Choose a provider', { field: 'provider' });
    const provider = values.provider;
    const url = values.url || null;
    if (NEEDS_URL.includes(provider) && !url)
      throw new BadUserInputError('Enter the URL to send to', { field: 'url' });
    this.checkUrl(url);
    const { settings, repositoryId } = await this.codeHostSettings(
      access,
      scope,
      provider,
      values.settings ?? {},
      null,
    );
    return this.db.models.Integration.create({
      organisationId: scope.organisation.id,
      siteId: scope.site.id,
      provider,
      name: values.name ?? PROVIDER_NAMES[provider],
      events: values.events ?? DEFAULT_EVENTS[provider],
      url,
      // Webhooks sign and hosting providers verify with a secret: one is made when none is given.
      secret:
        values.secret ||
        (provider === 'webhook'
          ? newWebhookSecret()
          : INCOMING.includes(provider)
            ? newWebhookSecret().slice(6)
            : null),
      enabled: values.enabled ?? true,
      settings,
      repositoryId,
      createdByUserId: viewerUserId(access),
    });
  }

  /** Changes what is given; `enabled` disables or re-enables it. */
  async update(access: Access, ref: SiteRef, uuid: string, raw: unknown): Promise<Integration> {
    const scope = await access.site(ref.teamId, ref.siteId, 'updateSites');
    const integration = await this.find(scope.site.id, uuid);
    const values = parseInput(input, raw);
    if (values.provider && values.provider !== integration.provider)
      throw new BadUserInputError('The provider of an integration cannot change', { field: 'provider' });
    const url = values.url === undefined ? integration.url : values.url || null;
    if (NEEDS_URL.includes(integration.provider) && !url)
      throw new BadUserInputError('Enter the URL to send to', { field: 'url' });
    if (url !== integration.url) this.checkUrl(url);
    const { settings, repositoryId } = values.settings
      ? await this.codeHostSettings(access, scope, integration.provider, values.settings, integration)
      : integration;
    await integration.update({
      name: values.name ?? integration.name,
      events: values.events ?? integration.events,
      url,
      secret: values.secret || integration.secret,
      enabled: values.enabled ?? integration.enabled,
      settings,
      repositoryId,
    });
    return integration;
  }

  async delete(access: Access, ref: SiteRef, uuid: string): Promise<boolean> {
    const scope = await access.site(ref.teamId, ref.siteId, 'updateSites');
    const integration = await this.find(scope.site.id, uuid);
    await this.db.sequelize.transaction(async (transaction) => {
      await this.db.models.IntegrationCheckRun.destroy({
        where: { integrationId: integration.id },
        transaction,
      });
      await this.db.models.IntegrationDelivery.destroy({
        where: { integrationId: integration.id },
        transaction,
      });
      await integration.destroy({ transaction });
    });
    return true;
  }

  /** Queues a `test` event to the integration (even a disabled one is tried: it is then skipped). */
  async sendTest(access: Access, ref: SiteRef, uuid: string) {
    const scope = await access.site(ref.teamId, ref.siteId, 'updateSites');
    const integration = await this.find(scope.site.id, uuid);
    if (!NEEDS_URL.includes(integration.provider))
      throw new BadUserInputError(`${PROVIDER_NAMES[integration.provider]} integrations receive no events`);
    const id = await this.events.queue(integration, {
      type: 'test',
      timestamp: new Date().toISOString(),
      data: { message: 'A test event from Pace', site: { name: scope.site.name, slug: scope.site.slug } },
    });
    return this.db.models.IntegrationDelivery.findByPk(id, { rejectOnEmpty: true });
  }

  /** The newest calls first. */
  deliveries(integration: Integration, first = 20) {
    return this.db.models.IntegrationDelivery.findAll({
      where: { integrationId: integration.id },
      order: [['id', 'DESC']],
      limit: Math.min(Math.max(first, 1), 100),
    });
  }

  /** The check runs of a GitHub integration, newest first, as the code host shows them. */
  async checkRuns(integration: Integration, first = 10) {
    if (integration.provider !== 'github' || integration.siteId == null) return [];
    const siteId = integration.siteId;
    const runs = await this.db.models.IntegrationCheckRun.findAll({
      where: { integrationId: integration.id },
      order: [['id', 'DESC']],
      limit: Math.min(Math.max(first, 1), 50),
    });
    const failOnUnmet = integration.settings.failOnUnmetBudget ?? false;
    return Promise.all(
      runs.map(async (run) => {
        const view = await checkRunOutput(this.db, run, siteId, failOnUnmet);
        return {
          uuid: run.uuid,
          repository: run.repository,
          pullNumber: run.pullNumber,
          headSha: run.headSha,
          state: run.state,
          outcome: run.outcome,
          conclusion: view.conclusion ?? null,
          title: view.title,
          summary: view.summary,
          updatedAt: run.updatedAt,
        };
      }),
    );
  }

  /** The organisation's GitHub App installation (the organisation's github screen), or null. */
  async organisationGitHub(access: Access, orgSlug: string): Promise<Integration | null> {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    return this.db.models.Integration.findOne({
      where: { organisationId: organisation.id, siteId: null, provider: 'github' },
    });
  }

  /** Where a hosting provider sends its deploy notifications for this integration. */
  hookUrl(integration: Integration): string | null {
    return INCOMING.includes(integration.provider)
      ? `${this.publicUrl}/webhooks/integrations/${integration.provider}/${integration.uuid}`
      : null;
  }

  /** Whether the viewer may see the secret (they may change the integration). */
  async canSeeSecret(access: Access, integration: Integration): Promise<boolean> {
    if (integration.siteId == null) return false;
    try {
      await access.siteById(integration.siteId, 'updateSites');
      return true;
    } catch {
      return false;
    }
  }

  private async find(siteId: number, uuid: string): Promise<Integration> {
    const integration = z.uuid().safeParse(uuid).success
      ? await this.db.models.Integration.findOne({ where: { uuid, siteId } })
      : null;
    if (!integration) throw new NotFoundError('Integration not found');
    return integration;
  }

  /** The code host's settings and its repository's id; its binding is checked in repository-binding.ts. */
  private async codeHostSettings(
    access: Access,
    scope: SiteScope,
    provider: IntegrationProvider,
    given: NonNullable<z.output<typeof input>['settings']>,
    current: Integration | null,
  ) {
    if (provider !== 'github') return { settings: {}, repositoryId: null };
    const binding = await bindRepository(this.db, this.codeHost, access, scope, given, current);
    const settings = { ...current?.settings, ...given };
    return {
      settings: {
        installationId: binding.installationId,
        repository: binding.repository,
        mainBranch: settings.mainBranch ?? 'main',
        deployTrigger: settings.deployTrigger ?? 'deployment',
        domains: settings.domains ?? [],
        environments: settings.environments ?? [],
        branches: settings.branches ?? [],
        failOnUnmetBudget: settings.failOnUnmetBudget ?? false,
      },
      repositoryId: binding.repositoryId,
    };
  }
}

/** The person behind the call (a session's user, or a token's owner), for `createdByUserId`. */
function viewerUserId(access: Access): number | null {
  const viewer = access.viewer as { user?: { id: number } | null };
  return viewer.user?.id ?? null;
}
