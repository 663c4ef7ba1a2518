// What the bff and the job workers share of the synthetic area: starting snapshots (the bff's "run now",
// deploy hooks and the scheduler) and evaluating budgets and alerting on their changes (after a snapshot).

export { BudgetAlerts } from './budget-alerts.ts';
export { type BudgetChange, BudgetEvaluator } from './budget-evaluator.ts';
export { SnapshotStarter, type StartOptions } from './snapshot-starter.ts';
