// A budget that ratchets, end to end: a member turns the ratchet on in the budget form, snapshots run
// real Lighthouse against a fixture site on loopback, the audit worker tightens the budget after two
// measurements well above it, and the budget screen shows the change with the measurements that caused it.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { addFastPageAndDesktopProfile, fixtureSiteWorld } from '../support/synthetic-site.ts';

const world = fixtureSiteWorld('Ratchet', 'screenshots');

describe('budgets that ratchet', () => {
  test('a member turns the ratchet on and sees the budget tighten with the measurements that caused it', async () => {
    const { tp, site, shots } = world;
    const { page } = tp;
    const slot = remoteSlot(page, 'mfe-synthetic');

    await addFastPageAndDesktopProfile(page, tp.url, site);

    // A performance score of at least 10, tightening after 2 runs to the worst of them less 5 points.
    await navigateInApp(page, `${site}/budgets/new`);
    await slot.getByLabel('Metric').selectOption('performance_score');
    await slot.getByLabel(/At least/).fill('10');
    await slot.getByLabel(/Tighten this budget/).check();
    await slot.getByLabel('Measurements in a row under the budget by the margin').fill('2');
    await slot.getByLabel('Margin', { exact: true }).fill('5');
    await slot.getByLabel('Margin unit').selectOption('absolute');
    await page.screenshot({ path: join(shots, 'budget-ratchet-form.png'), fullPage: true });
    await slot.getByTestId('save-budget').click();
    await expect
      .poll(() => slot.getByTestId('budget-ratchet-state').getAttribute('data-enabled'))
      .toBe('true');
    await slot.getByTestId('budget-changes-none').waitFor();
    const budgetPath = new URL(page.url()).pathname;

    // Two snapshots, two measurements of the one page and profile: the worker tightens the budget.
    for (let run = 0; run < 2; run++) {
      await navigateInApp(page, `${site}/pulse`);
      await slot.getByTestId('run-snapshot').click();
      // The new snapshot's own screen, not the pulse's list with the last one's status.
      await page.waitForURL(/\/snapshots\/\d+$/);
      const status = slot.getByTestId('run-status').first();
      await expect
        .poll(() => status.getAttribute('data-status'), { timeout: 240_000, interval: 1_000 })
        .toBe('completed');
    }

    await navigateInApp(page, budgetPath);
    await slot.getByTestId('budget-changes').waitFor();
    const change = slot.getByTestId('budget-change');
    expect(await change.count()).toBe(1);
    const cells = await change.first().locator('td').allInnerTexts();
    expect(cells[1]).toBe('10');
    expect(Number(cells[2])).toBeGreaterThan(10);
    // Both measurements, each with its page and profile.
    expect(cells[3]!.match(/Fast page · Desktop cable/g)).toHaveLength(2);
    await page.screenshot({ path: join(shots, 'budget-ratchet.png'), fullPage: true });
    expect(tp.pageErrors).toEqual([]);
  }, 600_000);
});
