// Connecting an organisation's GitHub App installation, only through GitHub's own flow for Apps: an
// administrator starts it here (a state bound to the organisation and to that person: signed with the
// App's client secret, kept 10 minutes, spent once), installs or authorises the App on GitHub, and GitHub
// sends the browser back to the App's setup URL with the installation id, the state and an OAuth code.
// The code buys a user-to-server token, and GitHub's list of the installations that person can access
// (GET /user/installations) must hold the installation: only then is it stored, marked proved.
// Installations connected before this (the id alone) are kept but unproved: nothing binds through them
// until an administrator connects them again this way (repository-binding.ts, checks.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { userInstallationAccess } from '@pace/integrations/github/user-installations';
import type { Config } from '@pace/platform/config';
import type { Database, Integration, User } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';
import type { Access } from '../kernel/auth/access.ts';
import { requireOrganisationWide } from '../kernel/input.ts';

const STATE_TTL_MS = 10 * 60 * 1000;
const stateKey = (nonce: string) => `github-connection:${nonce}`;

export const CONNECTION_MESSAGES = {
  state: 'This GitHub connection was started by someone else or has expired; start again',
  code: 'GitHub did not confirm who you are; start again',
  unreached: 'Your GitHub account cannot reach this installation of the Pace GitHub App',
  taken: 'This GitHub App installation is connected to another organisation',
  unanswered: 'GitHub could not be asked about the installation; try again in a moment',
} as const;

/** A refusal the administrator reads on the GitHub screen. */
export class GitHubConnectionRefusal extends Error {
  override name = 'GitHubConnectionRefusal';
  constructor(
    message: string,
    /** The organisation's slug, when the state named one (where to send the browser). */
    readonly orgSlug: string | null = null,
  ) {
    super(message);
  }
}

interface Pending {
  organisationId: number;
  userId: number;
  /** Set when GitHub came back from installing without a code: the authorisation still to come is for it. */
  installationId?: number;
}

export class GitHubConnections {
  constructor(
    private readonly db: Database,
    private readonly kv: KeyValueStore,
    private readonly config: Config['integrations'],
  ) {}

  /** The App's install page (which configures the installation when the App is there already), with a new state for this person. */
  async start(access: Access, orgSlug: string) {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    const user = access.requireSessionUser();
    const { githubClientId, githubAppSlug, githubWebUrl } = this.config;
    if (!githubClientId || !this.config.githubClientSecret || !githubAppSlug)
      throw new BadUserInputError('The GitHub App is not set up on this Pace server');
    const nonce = randomBytes(24).toString('base64url');
    const pending: Pending = { organisationId: organisation.id, userId: user.id };
    await this.kv.set(stateKey(nonce), JSON.stringify(pending), { ttlMs: STATE_TTL_MS });
    const state = `${nonce}.${this.sign(nonce, pending)}`;
    const install = new URL(`${githubWebUrl}/apps/${githubAppSlug}/installations/new`);
    install.searchParams.set('state', state);
    return { installUrl: install.toString() };
  }

  /**
   * GitHub's redirect to the setup URL, in the browser of `user`: with a code, the connection is proved
   * and stored; without one (the App does not ask for authorisation during installation) the browser is
   * sent to authorise the App with the same state, which then remembers the installation. Throws
   * GitHubConnectionRefusal.
   */
  async finish(
    user: User,
    query: Record<string, unknown>,
  ): Promise<{ orgSlug: string; installationId: number } | { redirectTo: string }> {
    const state = String(query.state ?? '');
    const code = String(query.code ?? '');
    const given = Number(query.installation_id);
    if (!code && Number.isSafeInteger(given) && given > 0)
      return { redirectTo: await this.authorise(user, state, given) };
    const pending = await this.spend(user, state);
    const organisation = await this.db.models.Organisation.findByPk(pending.organisationId);
    if (!organisation) throw new GitHubConnectionRefusal(CONNECTION_MESSAGES.state);
    const refuse = (message: string) => new GitHubConnectionRefusal(message, organisation.slug);
    const installationId = Number.isSafeInteger(given) && given > 0 ? given : (pending.installationId ?? 0);
    if (installationId <= 0) throw refuse('GitHub sent no installation; install the App from this screen');
    if (!code) throw refuse(CONNECTION_MESSAGES.code);
    const access = await userInstallationAccess(this.config, code, installationId);
    if (access.outcome === 'bad_code') throw refuse(CONNECTION_MESSAGES.code);
    if (access.outcome === 'unavailable') throw refuse(CONNECTION_MESSAGES.unanswered);
    if (access.outcome === 'unreached') throw refuse(CONNECTION_MESSAGES.unreached);
    await this.store(organisation.id, user.id, installationId, access.account, refuse);
    return { orgSlug: organisation.slug, installationId };
  }

  /** The App's authorise page with the same state, which now names the installation GitHub sent. */
  private async authorise(user: User, state: string, installationId: number): Promise<string> {
    const { nonce, raw, pending } = await this.read(user, state);
    const left = await this.kv.ttl(stateKey(nonce));
    const updated = JSON.stringify({ ...pending, installationId });
    if (left <= 0 || !(await this.kv.delIfValue(stateKey(nonce), raw)))
      throw new GitHubConnectionRefusal(CONNECTION_MESSAGES.state);
    await this.kv.set(stateKey(nonce), updated, { ttlMs: left });
    const authorize = new URL(`${this.config.githubWebUrl}/login/oauth/authorize`);
    authorize.searchParams.set('client_id', this.config.githubClientId ?? '');
    authorize.searchParams.set('state', state);
    return authorize.toString();
  }

  private sign(nonce: string, pending: Pending) {
    return createHmac('sha256', this.config.githubClientSecret ?? '')
      .update(`${nonce}\n${pending.organisationId}\n${pending.userId}`)
      .digest('base64url');
  }

  /** The state's pending connection, for this person only (signature checked). */
  private async read(user: User, state: string): Promise<{ nonce: string; raw: string; pending: Pending }> {
    const [nonce = '', signature = ''] = state.split('.');
    const raw = nonce ? await this.kv.get(stateKey(nonce)) : null;
    const pending = raw ? (JSON.parse(raw) as Pending) : null;
    const expected = pending ? Buffer.from(this.sign(nonce, pending)) : null;
    const given = Buffer.from(signature);
    if (
      !raw ||
      !pending ||
      !expected ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given) ||
      pending.userId !== user.id
    )
      throw new GitHubConnectionRefusal(CONNECTION_MESSAGES.state);
    return { nonce, raw, pending };
  }

  /** The same, spent: once. */
  private async spend(user: User, state: string): Promise<Pending> {
    const { nonce, raw, pending } = await this.read(user, state);
    if (!(await this.kv.delIfValue(stateKey(nonce), raw)))
      throw new GitHubConnectionRefusal(CONNECTION_MESSAGES.state);
    return pending;
  }

  /**
   * Stored as the organisation's installation, proved. One installation, one organisation: a proved
   * connection elsewhere keeps it; an unproved one (from before proofs) gives way to this proof.
   */
  private async store(
    organisationId: number,
    userId: number,
    installationId: number,
    account: string | null,
    refuse: (message: string) => Error,
  ) {
    const { Integration } = this.db.models;
    await this.db.sequelize.transaction(async (transaction) => {
      const installations = await Integration.findAll({
        where: { siteId: null, provider: 'github' },
        transaction,
        lock: true,
      });
      const elsewhere = installations.filter(
        (other) =>
          other.organisationId !== organisationId && other.settings.installationId === installationId,
      );
      if (elsewhere.some(proved)) throw refuse(CONNECTION_MESSAGES.taken);
      for (const other of elsewhere)
        await other.update({ settings: { ...other.settings, installationId: null } }, { transaction });
      const settings = {
        installationId,
        installationProvedAt: new Date().toISOString(),
        installationAccount: account,
      };
      const own = installations.find((row) => row.organisationId === organisationId);
      if (own)
        await own.update({ settings: { ...own.settings, ...settings }, enabled: true }, { transaction });
      else
        await Integration.create(
          {
            organisationId,
            siteId: null,
            provider: 'github',
            name: 'GitHub App',
            settings,
            createdByUserId: userId,
          },
          { transaction },
        );
    });
  }
}

/** Whether an organisation's installation was connected through GitHub's flow (not the id alone). */
export function proved(installation: Integration): boolean {
  return Boolean(installation.settings.installationId && installation.settings.installationProvedAt);
}
