// What the bff and the job workers share of the synthetic area: starting snapshots (the bff's "run now",
// deploy hooks and the scheduler), evaluating budgets and alerting on their changes (after a snapshot), and
// ratcheting budgets (after each test), and the retention sweep of test artifacts.

export {
  pruneTestArtifacts,
  type RetentionOutcome,
  type RetentionSettings,
} from './artifact-retention.ts';
export { BudgetAlerts } from './budget-alerts.ts';
export { type BudgetChange, BudgetEvaluator } from './budget-evaluator.ts';
export {
  BudgetRatchet,
  type BudgetTightening,
  RATCHET_PERCENT_MAX,
  RATCHET_RUNS_MAX,
  RATCHET_RUNS_MIN,
  type RatchetSettings,
  ratchetTarget,
  underWithMargin,
} from './budget-ratchet.ts';
export { ENDED_TRIAL_GRACE_DAYS, pruneEndedTrialArtifacts } from './ended-trials.ts';
export { SnapshotStarter, type StartOptions } from './snapshot-starter.ts';
