// A budget on one step of a user flow (issue 22): made on a measured step of a flow of the site, judged
// from that step's latest value, refused for anything else with the field named; and in a pull
// request's check run, judged from the snapshot's run of the flow, a flow that failed failing the check.
import { summarise } from '@pace/integrations/github/check-run-output';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const CREATE_FLOW = `mutation ($t: ID!, $s: ID!, $input: FlowInput!) {
  createFlow(teamId: $t, siteId: $s, input: $input) { uuid steps { id mode } } }`;
const CREATE_BUDGET = `mutation ($t: ID!, $s: ID!, $input: BudgetInput!) {
  createBudget(teamId: $t, siteId: $s, input: $input) {
    uuid state cells { value } flowStep { stepId stepName value state flow { name } } } }`;

describe.each(MODES)('flow step budgets (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let member: Headers;
  let site: { t: string; s: string };
  let flow: { uuid: string; steps: { id: string; mode: string | null }[] };

  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
    member = await actorHeaders(app, world.users.memberA);
    site = { t: world.teamA1.slug, s: world.siteA1.slug };
    const made = await gql<{ createFlow: typeof flow }>(app, member, CREATE_FLOW, {
      ...site,
      input: {
        name: 'Checkout',
        steps: [
          { kind: 'navigate', url: '/basket', name: 'Basket' },
          { kind: 'type', selector: '#email', text: 'a@example.com' },
          { kind: 'submit', selector: 'form', mode: 'navigation', name: 'Pay' },
        ],
      },
    });
    flow = made.data!.createFlow;
  });
  afterAll(() => app?.close());

  const stored = () => app.db.models.Flow.findOne({ where: { uuid: flow.uuid }, rejectOnEmpty: true });
  const measure = async (lcp: number, snapshotId: number | null = null) => {
    const row = await stored();
    const run = await app.db.models.FlowRun.create({
      flowId: row.id,
      siteId: row.siteId,
      snapshotId,
      status: 'completed',
    });
    await app.db.models.FlowStepResult.create({
      flowRunId: run.id,
      flowId: row.id,
      siteId: row.siteId,
      stepId: flow.steps[2]!.id,
      stepIndex: 2,
      stepName: 'Pay',
      mode: 'navigation',
      metrics: { lcp },
      measuredAt: new Date(),
    });
    return run;
  };

  it('holds a measured step to a limit, judged from its latest value', async () => {
    await measure(1800);
    const result = await gql<{ createBudget: Record<string, unknown> }>(app, member, CREATE_BUDGET, {
      ...site,
      input: { metric: 'lcp', value: 1000, flowId: flow.uuid, flowStepId: flow.steps[2]!.id },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createBudget).toMatchObject({
      state: 'exceeded',
      cells: [],
      flowStep: {
        stepId: flow.steps[2]!.id,
        stepName: 'Pay',
        value: 1800,
        state: 'exceeded',
        flow: { name: 'Checkout' },
      },
    });
    await measure(800);
    const { BudgetEvaluator } = await import('@pace/synthetic/budget-evaluator');
    const budget = await app.db.models.Budget.findOne({
      where: { uuid: result.data!.createBudget.uuid as string },
      rejectOnEmpty: true,
    });
    expect(await new BudgetEvaluator(app.db).state(budget)).toBe('met');
  });

  it('refuses what a flow step budget cannot hold, naming the field and writing nothing', async () => {
    const before = await app.db.models.Budget.count();
    const step = flow.steps[2]!.id;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { metric: 'lcp', flowId: '00000000-0000-4000-8000-000000000000', flowStepId: step },
        'flowId',
        /Choose a flow of this site/,
      ],
      [{ metric: 'lcp', flowId: flow.uuid, flowStepId: flow.steps[1]!.id }, 'flowStepId', /measured step/],
      [
        { metric: 'total_size', flowId: flow.uuid, flowStepId: step },
        'metric',
        /metric a flow step measures/,
      ],
      [
        { metric: 'lcp', flowId: flow.uuid, flowStepId: step, pageIds: ['x'] },
        'pageIds',
        /no pages or profiles/,
      ],
      [
        {
          metric: 'lcp',
          flowId: flow.uuid,
          flowStepId: step,
          ratchet: { enabled: true, runs: 5, margin: 1, marginUnit: 'absolute' },
        },
        'ratchet',
        /no ratchet/,
      ],
    ];
    for (const [input, field, message] of cases) {
      const result = await gql(app, member, CREATE_BUDGET, { ...site, input: { value: 1000, ...input } });
      expect(result.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(result.errors?.[0]?.message, field).toMatch(message);
    }
    expect(await app.db.models.Budget.count()).toBe(before);
  });

  it('counts in a pull request’s check run: the snapshot’s flow run judges it, a failed flow fails it', async () => {
    const { Snapshot, IntegrationCheckRun } = app.db.models;
    const snapshot = await Snapshot.create({
      siteId: world.siteA1.id,
      trigger: 'integration',
      triggerClient: 'github',
      status: 'completed',
    });
    const run = IntegrationCheckRun.build({
      integrationId: 0,
      repository: 'acme/shop',
      pullNumber: 7,
      headSha: 'sha-flow',
      state: 'processing',
      snapshotId: snapshot.id,
    });
    await measure(2500, snapshot.id);
    const over = await summarise(app.db, run, world.siteA1.id);
    expect(over.outcome).toBe('unmet_metrics');
    expect(over.markdown).toMatch(/Largest Contentful Paint.*\|.*2[.,]5 s.*\| Exceeded/);

    const failed = await Snapshot.create({
      siteId: world.siteA1.id,
      trigger: 'integration',
      triggerClient: 'github',
      status: 'completed',
    });
    const row = await stored();
    await app.db.models.FlowRun.create({
      flowId: row.id,
      siteId: row.siteId,
      snapshotId: failed.id,
      status: 'failed',
    });
    const failing = await summarise(
      app.db,
      IntegrationCheckRun.build({ ...run.get(), snapshotId: failed.id }),
      world.siteA1.id,
    );
    expect(failing.outcome).toBe('failure');
    expect(failing.markdown).toContain('1 of 1 tests failed.');
  });
});
