// GitHub App installation claims as data (tests/security/identity-claims-outside.json,
// installationClaims): an installation is bound to an organisation only through GitHub's own flow (the
// App's setup URL with our state, the person's OAuth code, and GitHub's list of the installations that
// person reaches), against a local server speaking GitHub's formats. Each scenario's steps, then which
// installation each organisation holds, proved. In both modes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Receiver, startReceiver } from '@pace/service-fakes/receivers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import {
  connectThroughGitHub,
  type FakeInstallations,
  type FakeUsers,
  GITHUB_CLIENT_ID,
  gitHubApi,
  gitHubAppEnv,
  oauthCodeFor,
  pullRequestEvent,
  sendGitHubEvent,
  startConnection,
} from '../support/github.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

type Org = 'A' | 'B';
interface Step {
  connect?: Org;
  direct?: Org;
  legacy?: Org;
  bind?: Org;
  legacyBinding?: Org;
  event?: string;
  reaches?: number;
  installation?: number;
  githubUser?: string;
  repository?: string;
  stateFrom?: Org;
  replayState?: true;
  tamperState?: true;
  withoutCode?: true;
  outcome?: string;
}
interface Scenario {
  name: string;
  steps: Step[];
  expect: Record<Org, number | null>;
}

const data = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/identity-claims-outside.json'), 'utf8'),
) as { installationClaims: Scenario[]; github: { installations: FakeInstallations; users: FakeUsers } };

const WEBHOOK_SECRET = 'claims-webhook-secret';
const HELD = `query($orgId: ID!) { organisationGitHub(orgId: $orgId) {
  settings { installationId installationProvedAt } } }`;

describe.each(MODES)('GitHub installation claims (%s)', (mode) => {
  let app: TestApp;
  let github: Receiver;
  let world: World;
  let admins: Record<Org, Headers>;
  let slugs: Record<Org, string>;

  beforeAll(async () => {
    github = await startReceiver(gitHubApi(data.github.installations, data.github.users));
    app = await startTestApp(mode, { withShell: false, env: gitHubAppEnv(github.url, WEBHOOK_SECRET) });
    world = await createWorld(app);
    admins = {
      A: await actorHeaders(app, world.users.adminA),
      B: await actorHeaders(app, world.users.adminB),
    };
    slugs = { A: world.orgA.slug, B: world.orgB.slug };
  });
  afterAll(async () => {
    await app?.close();
    await github?.close();
  });

  const repositoryOf = (fullName: string) =>
    Object.values(data.github.installations)
      .flat()
      .find((repository) => repository.fullName === fullName)!;
  const orgOf = (org: Org) => (org === 'A' ? world.orgA : world.orgB);
  const siteOf = (org: Org) =>
    org === 'A'
      ? { teamId: world.teamA1.slug, siteId: world.siteA1.slug }
      : { teamId: world.teamB1.slug, siteId: world.siteB1.slug };

  /** GitHub's setup redirect without a code, then its OAuth callback (state and code, no installation). */
  async function installThenAuthorise(org: Org, installationId: number, login: string, state: string) {
    const setup = (query: Record<string, string>) =>
      fetch(`${app.url}/integrations/github/setup?${new URLSearchParams(query)}`, {
        headers: { cookie: admins[org].cookie ?? '' },
        redirect: 'manual',
      });
    const installed = await setup({
      installation_id: String(installationId),
      setup_action: 'install',
      state,
    });
    const authorise = new URL(installed.headers.get('location') ?? '');
    expect(`${authorise.origin}${authorise.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorise.searchParams.get('client_id')).toBe(GITHUB_CLIENT_ID);
    const back = await setup({ state: authorise.searchParams.get('state') ?? '', code: oauthCodeFor(login) });
    return new URL(back.headers.get('location') ?? '', app.url);
  }

  async function held(org: Org): Promise<number | null> {
    const result = await gql<{
      organisationGitHub: {
        settings: { installationId: number | null; installationProvedAt: string | null };
      };
    }>(app, admins[org], HELD, { orgId: slugs[org] });
    expect(result.errors).toBeUndefined();
    const settings = result.data?.organisationGitHub?.settings;
    return settings?.installationProvedAt ? settings.installationId : null;
  }

  data.installationClaims.forEach((scenario) => {
    it(scenario.name, async () => {
      await app.db.models.IntegrationCheckRun.destroy({ where: {} });
      await app.db.models.IntegrationDelivery.destroy({ where: {} });
      await app.db.models.Integration.destroy({ where: { provider: 'github' } });
      let lastState = '';
      for (const step of scenario.steps) {
        if (step.connect) {
          const org = step.connect;
          let state = step.replayState
            ? lastState
            : await startConnection(app.url, admins[step.stateFrom ?? org], slugs[step.stateFrom ?? org]);
          lastState = state;
          if (step.tamperState) state = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
          const location = step.withoutCode
            ? await installThenAuthorise(org, step.installation!, step.githubUser!, state)
            : await connectThroughGitHub(app.url, admins[org], slugs[org], step.installation!, {
                login: step.githubUser!,
                state,
              });
          if (step.outcome === 'connected') {
            expect(location.searchParams.get('error')).toBeNull();
            expect(location.pathname).toBe(`/organisations/${slugs[org]}/github`);
            expect(location.searchParams.get('connected')).toBe(String(step.installation));
          } else {
            expect(location.searchParams.get('error')).toBe(step.outcome);
          }
        }
        if (step.direct) {
          const result = await gql(
            app,
            admins[step.direct],
            'mutation($orgId: ID!, $id: Int!) { connectGitHubInstallation(orgId: $orgId, installationId: $id) { uuid } }',
            { orgId: slugs[step.direct], id: step.installation },
          );
          expect(result.errors?.[0]?.extensions?.code).toBe(step.outcome);
        }
        if (step.legacy) {
          // A connection as saved before proofs: the id alone.
          await app.db.models.Integration.create({
            organisationId: orgOf(step.legacy).id,
            siteId: null,
            provider: 'github',
            name: 'GitHub App',
            settings: { installationId: step.installation! },
          });
        }
        if (step.legacyBinding) {
          // A site's binding as saved before proofs, through that installation.
          const scope = siteOf(step.legacyBinding);
          const site = await app.db.models.Site.findOne({ where: { slug: scope.siteId } });
          await app.db.models.Integration.create({
            organisationId: orgOf(step.legacyBinding).id,
            siteId: site!.id,
            provider: 'github',
            name: 'GitHub',
            settings: { installationId: step.installation!, repository: step.repository! },
            repositoryId: repositoryOf(step.repository!).id,
          });
        }
        if (step.event) {
          const source = { installationId: step.installation!, repository: repositoryOf(step.event) };
          const response = await sendGitHubEvent(
            app.url,
            WEBHOOK_SECRET,
            'pull_request',
            pullRequestEvent(source, 'opened', `sha-${scenario.name.length}`),
          );
          expect(response.status).toBe(202);
          const body = (await response.json()) as { checkRuns: string[] };
          expect(body.checkRuns).toHaveLength(step.reaches!);
        }
        if (step.bind) {
          const result = await gql(
            app,
            admins[step.bind],
            `mutation($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {
              createIntegration(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`,
            {
              ...siteOf(step.bind),
              input: { provider: 'github', settings: { repository: step.repository } },
            },
          );
          if (step.outcome === 'bound') expect(result.errors).toBeUndefined();
          else
            expect(result.errors?.[0]).toMatchObject({
              message: step.outcome,
              extensions: { code: 'BAD_USER_INPUT' },
            });
        }
      }
      expect({ A: await held('A'), B: await held('B') }).toEqual(scenario.expect);
    });
  });
});
