// Access entries of user flows (issue 22) on site A1: the same rules as its pages. Reading needs
// readSites, defining, changing, deleting and running a flow updateSites (kernel/auth/site-scope.ts).
// Site A1 has a flow with a run and a measured step, so that reads have something to leak.
import { type AccessArea, type AccessFixtures, guards } from '../support/access-kit.ts';

// flow_step_results has no updated_at (rows are written once): its rows go with flow_runs'.
const TABLES = ['flows', 'flow_runs', 'budgets', 'snapshots', 'tests'];
const siteA1 = (f: AccessFixtures) => ({ teamId: f.teamA1.slug, siteId: f.siteA1.slug });
const flowUuid = (f: AccessFixtures) => f.extra.flows!.flowUuid as string;

const FLOW = {
  name: 'Intruder',
  steps: [{ kind: 'navigate', url: '/intruder' }],
};

const read = (field: string, query: string, withUuid = false) => ({
  field: `Query.${field}`,
  call: (f: AccessFixtures) => ({
    query,
    variables: { ...siteA1(f), ...(withUuid ? { uuid: flowUuid(f) } : {}) },
  }),
  expect: guards.teamRead(),
  tables: TABLES,
});

const write = (field: string, query: string, input?: Record<string, unknown>, withUuid = false) => ({
  field: `Mutation.${field}`,
  call: (f: AccessFixtures) => ({
    query,
    variables: { ...siteA1(f), ...(input ? { input } : {}), ...(withUuid ? { uuid: flowUuid(f) } : {}) },
  }),
  expect: guards.siteWrite(),
  tables: TABLES,
});

export const area: AccessArea = {
  async setup(f) {
    const { Flow, FlowRun, FlowStepResult } = f.app.db.models;
    const siteId = f.siteA1.id;
    const flow = await Flow.create({
      siteId,
      name: 'Checkout',
      steps: [{ id: 'home', name: 'Home', mode: 'navigation', kind: 'navigate', url: f.siteA1.canonicalUrl }],
    });
    const run = await FlowRun.create({ flowId: flow.id, siteId, status: 'completed' });
    await FlowStepResult.create({
      flowRunId: run.id,
      flowId: flow.id,
      siteId,
      stepId: 'home',
      stepIndex: 0,
      stepName: 'Home',
      mode: 'navigation',
      metrics: { lcp: 1234 },
      measuredAt: new Date(),
    });
    return { flowUuid: flow.uuid };
  },

  cases: [
    read(
      'flows',
      'query($teamId: ID!, $siteId: ID!) { flows(teamId: $teamId, siteId: $siteId) { uuid name steps { url } } }',
    ),
    read(
      'flow',
      `query($teamId: ID!, $siteId: ID!, $uuid: ID!) {
        flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
          name runs { uuid } latestSteps { stepName metrics { value } }
          stepHistory(metric: "lcp") { stepName points { value } } } }`,
      true,
    ),
    write(
      'createFlow',
      `mutation($teamId: ID!, $siteId: ID!, $input: FlowInput!) {
        createFlow(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`,
      FLOW,
    ),
    write(
      'updateFlow',
      `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: FlowInput!) {
        updateFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid } }`,
      FLOW,
      true,
    ),
    write(
      'deleteFlow',
      'mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) { deleteFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) }',
      undefined,
      true,
    ),
    write(
      'runFlow',
      'mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) { runFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid } }',
      undefined,
      true,
    ),
  ],
};
