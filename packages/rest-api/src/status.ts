// GET /api/status (spec section 7): the help menu's status line, which the bff reads server-side from
// the status page. `{ status: null }` when no status page is configured; a failed read is a 502 with the
// bff's REST error, not this answer.

export interface ServiceStatus {
  /** `none` (all good), `unknown`, or the provider's other values (minor, major, critical, maintenance). */
  indicator: string;
  description: string;
}

export interface StatusAnswer {
  status: ServiceStatus | null;
}

const isServiceStatus = (value: unknown): value is ServiceStatus =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServiceStatus).indicator === 'string' &&
  typeof (value as ServiceStatus).description === 'string';

/** Whether an answer of /api/status is the status line (or the null of no status page). */
export function isStatusAnswer(value: unknown): value is StatusAnswer {
  if (typeof value !== 'object' || value === null || !('status' in value)) return false;
  const { status } = value as { status: unknown };
  return status === null || isServiceStatus(status);
}
