// What the job workers use of integrations: the delivery step (with the code host's calls), what
// follows a finished snapshot, and the weekly summary. Also used by the bff (events, signing, GitHub checks).
export { afterSnapshot } from './after-snapshot.ts';
export { type CallPerformer, Deliverer } from './deliverer.ts';
export { IntegrationCallError } from './errors.ts';
export { budgetEventData, IntegrationEvents, snapshotEventData } from './events.ts';
export { GitHubChecks } from './github/checks.ts';
export { gitHubPerformer } from './github/performer.ts';
export { sendWeeklySummaries } from './notify-mail.ts';
