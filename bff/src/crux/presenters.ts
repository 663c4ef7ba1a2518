// The CrUX area's presenters: the summaries the service reads from the collected records, as the API
// shows them.
import type { CruxSiteSummary, CruxTargetSummary } from './service.ts';

/** Parents of CruxSummary's and CruxTargetSummary's fields. */
export type CruxSummaryParent = CruxSiteSummary;
export type CruxTargetSummaryParent = CruxTargetSummary;
