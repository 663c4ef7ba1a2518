// A vitest reporter for `npm test`: names the tests that failed and then passed on a retry (CI retries a
// failed test once), with the error of the failed attempt, so that a flaky test is seen and fixed instead
// of either blocking every landing or passing unnoticed. Appends one JSON line per test to
// PACE_FLAKY_REPORT; scripts/test.mjs prints them at the end of the run.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const file = process.env.PACE_FLAKY_REPORT;
    if (!file || !testCase.diagnostic()?.flaky) return;
    const error = testCase.result().errors?.[0]?.message ?? '';
    const test = `${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`;
    appendFileSync(file, `${JSON.stringify({ test, error: error.split('\n')[0].slice(0, 300) })}\n`);
  }
}
