// User flows' resolvers: thin, over FlowService (./service.ts).
import type { GraphQLContext as Ctx } from '../../kernel/context.ts';
import type {
  FlowRunsArgs,
  FlowStepHistoryArgs,
  MutationCreateFlowArgs,
  MutationDeleteFlowArgs,
  MutationRunFlowArgs,
  MutationUpdateFlowArgs,
  QueryFlowArgs,
  QueryFlowsArgs,
} from '../../kernel/generated/resolvers.ts';
import type {
  BudgetParent as Budget,
  FlowParent as Flow,
  FlowRunParent as FlowRun,
  FlowStepParent as FlowStep,
  FlowStepResultParent as FlowStepResult,
} from './presenters.ts';

export const flowResolvers = {
  Query: {
    flows: (_: unknown, args: QueryFlowsArgs, { services, access }: Ctx) =>
      services.synthetic.flows.list(access, args),
    flow: (_: unknown, args: QueryFlowArgs, { services, access }: Ctx) =>
      services.synthetic.flows.get(access, args, args.uuid),
  },

  Mutation: {
    createFlow: (_: unknown, args: MutationCreateFlowArgs, { services, access }: Ctx) =>
      services.synthetic.flows.create(access, args, args.input),
    updateFlow: (_: unknown, args: MutationUpdateFlowArgs, { services, access }: Ctx) =>
      services.synthetic.flows.update(access, args, args.uuid, args.input),
    deleteFlow: (_: unknown, args: MutationDeleteFlowArgs, { services, access }: Ctx) =>
      services.synthetic.flows.remove(access, args, args.uuid),
    runFlow: (_: unknown, args: MutationRunFlowArgs, { services, access }: Ctx) =>
      services.synthetic.flows.run(access, args, args.uuid),
  },

  Flow: {
    runs: (flow: Flow, args: FlowRunsArgs, { services }: Ctx) =>
      services.synthetic.flows.runs(flow, args.limit ?? 10),
    latestSteps: (flow: Flow, _: unknown, { services }: Ctx) => services.synthetic.flows.latestSteps(flow),
    stepHistory: (flow: Flow, args: FlowStepHistoryArgs, { services }: Ctx) =>
      services.synthetic.flows.history(flow, args.metric, args.days ?? 90),
  },

  Budget: {
    flowStep: async (budget: Budget, _: unknown, { services }: Ctx) => {
      if (!budget.flowId) return null;
      const flow = await services.synthetic.flows.byId(budget.flowId);
      if (!flow) return null;
      const latest = await services.synthetic.budgets.evaluator.flowStep(budget);
      const step = flow.steps.find((candidate) => candidate.id === budget.flowStepId);
      return {
        flow,
        stepId: budget.flowStepId,
        stepName: step?.name ?? budget.flowStepId,
        value: latest.value,
        measuredAt: latest.measuredAt ?? null,
        state: latest.state,
      };
    },
  },

  FlowStep: {
    url: (step: FlowStep) => (step.kind === 'navigate' ? step.url : null),
    selector: (step: FlowStep) => ('selector' in step ? step.selector : null),
    text: (step: FlowStep) => (step.kind === 'type' ? step.text : null),
    timeoutMs: (step: FlowStep) => (step.kind === 'waitFor' ? step.timeoutMs : null),
  },

  FlowRun: {
    snapshotId: (run: FlowRun) => run.snapshotId?.toString() ?? null,
    reportUrl: (run: FlowRun) =>
      run.artifacts.some((artifact) => artifact.name === 'flow-report.html')
        ? `/api/flow-runs/${run.uuid}/artifacts/flow-report.html`
        : null,
  },

  FlowStepResult: {
    metrics: (result: FlowStepResult) =>
      Object.entries(result.metrics).map(([metric, value]) => ({ metric, value })),
  },
};
