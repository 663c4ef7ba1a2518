// What the job workers use of integrations: the delivery step, the events they publish after a
// snapshot, and the code host's check runs. Exported as @pace/bff/integrations.
export { type CallPerformer, Deliverer } from './deliverer.ts';
export { IntegrationCallError } from './errors.ts';
export { budgetEventData, IntegrationEvents, snapshotEventData } from './events.ts';
