// User flows' GraphQL documents (issue 22), typed from the bff schema like ./synthetic.ts.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';

export const FLOW_STEP_FIELDS = graphql(`
  fragment FlowStepFields on FlowStep { id kind name mode url selector text timeoutMs }
`);

export const FLOW_RUN_FIELDS = graphql(`
  fragment FlowRunFields on FlowRun {
    uuid status snapshotId failureCode failureMessage durationMs reportUrl createdAt finishedAt
  }
`);

export const FLOWS = graphql(`
  query Flows($teamId: ID!, $siteId: ID!) {
    flows(teamId: $teamId, siteId: $siteId) {
      uuid name steps { ...FlowStepFields } runs(limit: 1) { ...FlowRunFields }
    }
  }
`);

export const FLOW = graphql(`
  query Flow($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      uuid name steps { ...FlowStepFields }
      runs(limit: 10) { ...FlowRunFields }
      latestSteps { stepId stepIndex stepName mode measuredAt metrics { metric value } }
    }
  }
`);

export const FLOW_STEP_HISTORY = graphql(`
  query FlowStepHistory($teamId: ID!, $siteId: ID!, $uuid: ID!, $metric: String!, $days: Int) {
    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      uuid stepHistory(metric: $metric, days: $days) { stepId stepName mode points { at value } }
    }
  }
`);

export const CREATE_FLOW = graphql(`
  mutation CreateFlow($teamId: ID!, $siteId: ID!, $input: FlowInput!) {
    createFlow(teamId: $teamId, siteId: $siteId, input: $input) { uuid name steps { ...FlowStepFields } }
  }
`);

export const UPDATE_FLOW = graphql(`
  mutation UpdateFlow($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: FlowInput!) {
    updateFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid name steps { ...FlowStepFields } }
  }
`);

export const DELETE_FLOW = graphql(`
  mutation DeleteFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) { deleteFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) }
`);

export const RUN_FLOW = graphql(`
  mutation RunFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    runFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) { ...FlowRunFields }
  }
`);

export type FlowDetail = NonNullable<ResultOf<typeof FLOW>['flow']>;
export type FlowStepData = FlowDetail['steps'][number];
export type FlowRunData = FlowDetail['runs'][number];
