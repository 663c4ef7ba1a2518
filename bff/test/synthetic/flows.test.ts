// User flows over GraphQL (issue 22): a member defines a flow as data (ids made for new steps, paths taken
// relative to the site's URL, navigate steps measured as navigations by default); bad flows are refused
// with the field named and nothing written; a flow runs on demand and in a whole snapshot, each run
// counted against the allotment and queued; each measured step's history and latest values read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const STEP_FIELDS = 'id kind name mode url selector text timeoutMs';
const CREATE = `mutation ($t: ID!, $s: ID!, $input: FlowInput!) {
  createFlow(teamId: $t, siteId: $s, input: $input) { uuid name steps { ${STEP_FIELDS} } } }`;
const UPDATE = `mutation ($t: ID!, $s: ID!, $u: ID!, $input: FlowInput!) {
  updateFlow(teamId: $t, siteId: $s, uuid: $u, input: $input) { uuid steps { ${STEP_FIELDS} } } }`;
const RUN = `mutation ($t: ID!, $s: ID!, $u: ID!) { runFlow(teamId: $t, siteId: $s, uuid: $u) { uuid status snapshotId } }`;
const READ = `query ($t: ID!, $s: ID!, $u: ID!) { flow(teamId: $t, siteId: $s, uuid: $u) {
  name runs { uuid status }
  latestSteps { stepId stepName mode metrics { metric value } }
  stepHistory(metric: "lcp") { stepId stepName mode points { value } } } }`;

type Step = Record<string, unknown>;
const CHECKOUT = {
  name: 'Checkout',
  steps: [
    { kind: 'navigate', url: '/basket' },
    { kind: 'type', selector: '#email', text: 'a@example.com' },
    { kind: 'submit', selector: 'form#pay', mode: 'navigation', name: 'Pay' },
  ],
};

describe.each(MODES)('user flows (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let member: Headers;
  let viewer: Headers;
  let site: { t: string; s: string };
  let flow: { uuid: string; steps: Step[] };

  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
    member = await actorHeaders(app, world.users.memberA);
    viewer = await actorHeaders(app, world.users.viewerA);
    site = { t: world.teamA1.slug, s: world.siteA1.slug };
  });
  afterAll(() => app?.close());

  it('are defined by a member as data: ids made, paths resolved, navigate steps measured by default', async () => {
    const result = await gql<{ createFlow: { uuid: string; steps: Step[] } }>(app, member, CREATE, {
      ...site,
      input: CHECKOUT,
    });
    expect(result.errors).toBeUndefined();
    flow = result.data!.createFlow;
    const [open, type, pay] = flow.steps;
    expect(open).toMatchObject({
      kind: 'navigate',
      mode: 'navigation',
      url: new URL('/basket', world.siteA1.canonicalUrl).href,
    });
    expect(type).toMatchObject({
      kind: 'type',
      mode: null,
      selector: '#email',
      text: 'a@example.com',
      url: null,
    });
    expect(pay).toMatchObject({ kind: 'submit', mode: 'navigation', name: 'Pay', selector: 'form#pay' });
    expect(new Set(flow.steps.map((step) => step.id)).size).toBe(3);
    expect((await gql(app, viewer, CREATE, { ...site, input: CHECKOUT })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('keeps a step’s id through an edit, so its history follows it', async () => {
    const input = {
      name: 'Checkout',
      steps: [
        { ...pick(flow.steps[0]!), name: 'Basket' },
        { ...pick(flow.steps[2]!), mode: 'timespan' },
      ],
    };
    const result = await gql<{ updateFlow: { steps: Step[] } }>(app, member, UPDATE, {
      ...site,
      u: flow.uuid,
      input,
    });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data!.updateFlow.steps.map((step) => [step.id, step.name, step.mode])).toEqual([
      [flow.steps[0]!.id, 'Basket', 'navigation'],
      [flow.steps[2]!.id, 'Pay', 'timespan'],
    ]);
  });

  it('refuses bad flows with the field named, writing nothing', async () => {
    const before = await app.db.models.Flow.count();
    const long = 'a'.repeat(513);
    const cases: [Step[], string, RegExp][] = [
      [[{ kind: 'click', selector: 'a' }], 'steps.0.kind', /A flow starts with a navigate step/],
      [
        [
          { kind: 'navigate', url: '/' },
          { kind: 'click', selector: long },
        ],
        'steps.1.selector',
        /512 characters or fewer/,
      ],
      [
        [
          { kind: 'navigate', url: '/' },
          { kind: 'click', selector: 'a\nb' },
        ],
        'steps.1.selector',
        /one line/,
      ],
      [[{ kind: 'navigate', url: '/' }, { kind: 'click' }], 'steps.1.selector', /Enter a CSS selector/],
      [[{ kind: 'navigate', url: 'http://10.1.2.3/admin' }], 'steps.0.url', /private|not public|reach/i],
      [
        [
          { kind: 'navigate', url: '/', mode: null },
          { kind: 'navigate', url: '/', mode: null },
        ],
        'steps',
        /Measure at least one step/,
      ],
      [
        [
          { kind: 'navigate', url: '/' },
          { kind: 'waitFor', selector: '#x', timeoutMs: 60_000 },
        ],
        'steps.1.timeoutMs',
        /at most 30000 ms/,
      ],
      [Array.from({ length: 21 }, () => ({ kind: 'navigate', url: '/' })), 'steps', /at most 20 steps/],
      [
        Array.from({ length: 11 }, () => ({ kind: 'navigate', url: '/' })),
        'steps',
        /Measure at most 10 steps/,
      ],
    ];
    for (const [steps, field, message] of cases) {
      const result = await gql(app, member, CREATE, { ...site, input: { name: 'Bad', steps } });
      expect(
        result.errors?.[0]?.extensions,
        `${field} ${JSON.stringify(result.errors ?? result.data)}`,
      ).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(result.errors?.[0]?.message, field).toMatch(message);
    }
    const unknown = await gql(app, member, CREATE, {
      ...site,
      input: { name: 'Bad', steps: [{ kind: 'eval', url: '/' }] },
    });
    expect(unknown.errors?.[0]?.message).toMatch(/FlowStepKind/);
    expect(await app.db.models.Flow.count()).toBe(before);
  });

  it('run on demand and in a whole snapshot, counted against the allotment and queued', async () => {
    const tests = async () =>
      (await app.db.models.UsageCounter.findAll({ where: { organisationId: world.orgA.id } })).reduce(
        (sum, row) => sum + row.tests,
        0,
      );
    const before = await tests();
    const run = await gql<{ runFlow: { uuid: string; status: string; snapshotId: string | null } }>(
      app,
      member,
      RUN,
      {
        ...site,
        u: flow.uuid,
      },
    );
    expect(run.errors).toBeUndefined();
    expect(run.data!.runFlow).toMatchObject({ status: 'scheduled', snapshotId: null });
    const stored = await app.db.models.FlowRun.findOne({
      where: { uuid: run.data!.runFlow.uuid },
      rejectOnEmpty: true,
    });
    expect(await app.deps.queues.hasJob('audits', `flow-${stored.id}`)).toBe(true);
    expect(await tests()).toBe(before + 1);
    expect((await gql(app, viewer, RUN, { ...site, u: flow.uuid })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );

    const { Page, TestProfile } = app.db.models;
    await Page.create({ siteId: world.siteA1.id, name: 'Home', url: world.siteA1.canonicalUrl });
    await TestProfile.create({
      siteId: world.siteA1.id,
      name: 'Desktop',
      device: 'desktop',
      connection: 'cable',
    });
    const snapshot = await gql<{ createSnapshot: { id: string } }>(
      app,
      member,
      'mutation ($t: ID!, $s: ID!) { createSnapshot(teamId: $t, siteId: $s) { id } }',
      site,
    );
    expect(snapshot.errors).toBeUndefined();
    const inSnapshot = await app.db.models.FlowRun.findAll({
      where: { snapshotId: Number(snapshot.data!.createSnapshot.id) },
    });
    expect(inSnapshot.map((row) => [row.flowId, row.status])).toEqual([[stored.flowId, 'scheduled']]);
    // One test and one flow.
    expect(await tests()).toBe(before + 3);
  });

  it('reads each measured step’s history and the latest values', async () => {
    const stored = await app.db.models.Flow.findOne({ where: { uuid: flow.uuid }, rejectOnEmpty: true });
    const [basket, pay] = stored.steps;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    for (const [n, lcp] of [
      [3, 1500],
      [2, 1400],
      [1, 1300],
    ] as const) {
      const run = await app.db.models.FlowRun.create({
        flowId: stored.id,
        siteId: stored.siteId,
        status: 'completed',
      });
      await app.db.models.FlowStepResult.bulkCreate([
        {
          flowRunId: run.id,
          flowId: stored.id,
          siteId: stored.siteId,
          stepId: basket!.id,
          stepIndex: 0,
          stepName: 'Basket',
          mode: 'navigation',
          metrics: { lcp, performance_score: 90 },
          measuredAt: day(n),
        },
        {
          flowRunId: run.id,
          flowId: stored.id,
          siteId: stored.siteId,
          stepId: pay!.id,
          stepIndex: 1,
          stepName: 'Pay',
          mode: 'timespan',
          metrics: { cls: 20, inp: 80 + n },
          measuredAt: day(n),
        },
      ]);
    }
    const read = await gql<{ flow: { latestSteps: unknown[]; stepHistory: unknown[] } }>(app, viewer, READ, {
      ...site,
      u: flow.uuid,
    });
    expect(read.errors).toBeUndefined();
    expect(read.data!.flow.stepHistory).toEqual([
      {
        stepId: basket!.id,
        stepName: 'Basket',
        mode: 'navigation',
        points: [{ value: 1500 }, { value: 1400 }, { value: 1300 }],
      },
    ]);
    expect(read.data!.flow.latestSteps).toEqual([
      {
        stepId: basket!.id,
        stepName: 'Basket',
        mode: 'navigation',
        metrics: [
          { metric: 'lcp', value: 1300 },
          { metric: 'performance_score', value: 90 },
        ],
      },
      {
        stepId: pay!.id,
        stepName: 'Pay',
        mode: 'timespan',
        metrics: [
          { metric: 'cls', value: 20 },
          { metric: 'inp', value: 81 },
        ],
      },
    ]);
  });
});

/** A step as the form sends it back: its id and fields, without the nulls of the other kinds. */
function pick(step: Step): Step {
  return Object.fromEntries(Object.entries(step).filter(([, value]) => value !== null));
}
