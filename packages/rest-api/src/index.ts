// @pace/rest-api: what the bff's REST routes answer and the interface reads, typed once for both. The bff
// checks its answers against these types at compile time; the shell checks what arrives at run time
// (an answer is only data from the network) with the guards beside each type.
export type { ChangelogEntry, ChangelogFeed } from './changelog.ts';
export { isChangelogFeed } from './changelog.ts';
export type { ServiceStatus, StatusAnswer } from './status.ts';
export { isStatusAnswer } from './status.ts';
