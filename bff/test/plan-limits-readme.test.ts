// The README's table of plan limits is the plans table the gates enforce and the billing screens show
// (packages/billing/src/plans.ts): a changed limit fails here until the README says the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAN_CATALOGUE, type PlanLimits } from '@pace/billing/plans';
import { formatNumber } from '@pace/metrics';
import { expect, test } from 'vitest';

const ROWS: [string, keyof PlanLimits][] = [
  ['Teams', 'teams'],
  ['Test profiles (across the organisation)', 'testProfiles'],
  ['Seats included', 'includedSeats'],
  ['Pages per site', 'pagesPerSite'],
  ['Tests per snapshot', 'testsPerSnapshot'],
  ['User flows per site', 'flowsPerSite'],
  ['Steps per flow', 'stepsPerFlow'],
  ['RUM page views a month', 'rumPageViews'],
];

function limitsTable(): string {
  const cells = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    cells(['Limit', ...PLAN_CATALOGUE.map((plan) => plan.name)]),
    cells(['---', ...PLAN_CATALOGUE.map(() => '---')]),
    ...ROWS.map(([label, key]) =>
      cells([
        label,
        ...PLAN_CATALOGUE.map((plan) => {
          const limit = plan.limits[key];
          return limit === null ? 'unlimited' : formatNumber(limit);
        }),
      ]),
    ),
  ].join('\n');
}

test('the README states every plan limit from the plans table', () => {
  // Every limit of the table has its row: a new one fails here until the README names it.
  expect(ROWS.map(([, key]) => key).sort()).toEqual(Object.keys(PLAN_CATALOGUE[0]!.limits).sort());
  const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
  expect(readme).toContain(limitsTable());
});
