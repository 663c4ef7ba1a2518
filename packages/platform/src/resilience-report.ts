// The resilience report: the fault and hostile-load tests each add a row (what was done, what was
// measured, the target, whether it was met), and `npm test` prints them as one table at the end
// (scripts/test.mjs). Rows go to the JSON-lines file PACE_RESILIENCE_REPORT names; a test run alone,
// without it, records nothing and still asserts its targets.
import { appendFileSync } from 'node:fs';

export interface ResilienceRow {
  /** What was done: "kill -9 of the worker mid-load (Redis mode)". */
  scenario: string;
  /** What was measured: "12,345 acknowledged, 12,345 stored". */
  measured: string;
  /** The target: "0 lost". */
  target: string;
  met: boolean;
}

export function recordResilience(row: ResilienceRow): void {
  const file = process.env.PACE_RESILIENCE_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}
