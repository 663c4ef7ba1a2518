// The scenarios of tests/security/identity-claims.json: each names the test that proves it, and a test
// that no scenario names is refused (so the list and the tests cannot drift apart).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Scenario {
  name: string;
  steps: string[];
  expected: string;
  /** The file of bff/test/security/ and the name of the test there. */
  file: string;
  test: string;
}

export const SCENARIOS: Scenario[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/identity-claims.json'), 'utf8'),
).scenarios;

/** The test's name, once a scenario names it. */
export function scenarioTest(name: string): string {
  if (!SCENARIOS.some((scenario) => scenario.test === name)) {
    throw new Error(`no scenario in identity-claims.json names the test "${name}"`);
  }
  return name;
}
