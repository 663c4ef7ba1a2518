// What the job workers use of the synthetic area: starting snapshots (the scheduler) and evaluating
// budgets and alerting on their changes (after a snapshot). Exported as @pace/bff/synthetic.

export { createMailer } from '@pace/mail';
export { BudgetAlerts } from '../services/synthetic/budget-alerts.ts';
export { type BudgetChange, BudgetEvaluator } from '../services/synthetic/budget-evaluator.ts';
export { SnapshotStarter, type StartOptions } from '../services/synthetic/snapshot-starter.ts';
