// User flows' presenters: the stored rows the flow object types are resolved from.
import type { Budget, Flow, FlowRun, FlowStep, FlowStepResult } from '@pace/platform/db';

export type FlowParent = Flow;
export type FlowRunParent = FlowRun;
export type FlowStepParent = FlowStep;
export type FlowStepResultParent = FlowStepResult;
export type BudgetParent = Budget;
