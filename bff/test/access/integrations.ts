// Access entries of integrations: a site's integrations (reads need readSites on site A1, changes
// updateSites) and the organisation's overview and GitHub App installation (administrators, not
// team-limited tokens). Site A1 has a webhook and organisation A a GitHub installation, so that reads
// have something to leak (the secret, the URL) and writes something to change.
import { type AccessArea, type AccessFixtures, guards } from '../support/access-kit.ts';

const TABLES = ['integrations', 'integration_deliveries', 'integration_check_runs'];
const siteA1 = (f: AccessFixtures) => ({ teamId: f.teamA1.slug, siteId: f.siteA1.slug });
const hookUuid = (f: AccessFixtures) => f.extra.integrations!.hookUuid as string;
const FIELDS = 'uuid name url secret enabled';

const read = (field: string, query: string, withUuid = false) => ({
  field: `Query.${field}`,
  call: (f: AccessFixtures) => ({
    query,
    variables: { ...siteA1(f), ...(withUuid ? { uuid: hookUuid(f) } : {}) },
  }),
  expect: guards.teamRead(),
  tables: TABLES,
});

const write = (field: string, query: string, extra: (f: AccessFixtures) => Record<string, unknown>) => ({
  field: `Mutation.${field}`,
  call: (f: AccessFixtures) => ({ query, variables: { ...siteA1(f), ...extra(f) } }),
  expect: guards.siteWrite(),
  tables: TABLES,
});

export const area: AccessArea = {
  async setup(f) {
    const { Integration } = f.app.db.models;
    const hook = await Integration.create({
      organisationId: f.orgA.id,
      siteId: f.siteA1.id,
      provider: 'webhook',
      name: 'Secret hook',
      events: ['snapshot.completed'],
      url: 'http://127.0.0.1:9/hook-of-a1',
      secret: 'whsec_c2VjcmV0LW9mLWEx',
    });
    await Integration.create({
      organisationId: f.orgA.id,
      siteId: null,
      provider: 'github',
      name: 'GitHub App',
      settings: { installationId: 4242 },
    });
    return { hookUuid: hook.uuid };
  },

  cases: [
    read(
      'siteIntegrations',
      `query($teamId: ID!, $siteId: ID!) { siteIntegrations(teamId: $teamId, siteId: $siteId) { ${FIELDS} } }`,
    ),
    read(
      'integration',
      `query($teamId: ID!, $siteId: ID!, $uuid: ID!) { integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) { ${FIELDS} deliveries { uuid } } }`,
      true,
    ),
    {
      field: 'Query.organisationIntegrations',
      call: (f) => ({
        query: `query($orgId: ID!) { organisationIntegrations(orgId: $orgId) { ${FIELDS} } }`,
        variables: { orgId: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
      tables: TABLES,
    },
    {
      field: 'Query.organisationGitHub',
      call: (f) => ({
        query:
          'query($orgId: ID!) { organisationGitHub(orgId: $orgId) { uuid settings { installationId } } }',
        variables: { orgId: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
      tables: TABLES,
    },
    write(
      'createIntegration',
      `mutation($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) { createIntegration(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`,
      () => ({ input: { provider: 'webhook', url: 'http://127.0.0.1:9/intruder' } }),
    ),
    write(
      'updateIntegration',
      `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) { updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid } }`,
      (f) => ({ uuid: hookUuid(f), input: { enabled: false, url: 'http://127.0.0.1:9/intruder' } }),
    ),
    write(
      'sendTestIntegrationEvent',
      'mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) { sendTestIntegrationEvent(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid } }',
      (f) => ({ uuid: hookUuid(f) }),
    ),
    write(
      'deleteIntegration',
      'mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) { deleteIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid) }',
      (f) => ({ uuid: hookUuid(f) }),
    ),
    {
      field: 'Mutation.startGitHubConnection',
      call: (f) => ({
        query: 'mutation($orgId: ID!) { startGitHubConnection(orgId: $orgId) { installUrl } }',
        variables: { orgId: f.orgA.slug },
      }),
      expect: guards.organisationAdmin(),
      tables: TABLES,
    },
  ],
};
