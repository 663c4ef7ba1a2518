// Synthetic end to end: a member adds a page and a test profile on the screens, runs a snapshot, watches
// it go to completed while the worker runs real Lighthouse against a fixture site on loopback (the
// global setup opens loopback to audits), then opens the test detail and a budget.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { addFastPageAndDesktopProfile, fixtureSiteWorld } from '../support/synthetic-site.ts';

const world = fixtureSiteWorld('Synthetic', 'synthetic');

describe('synthetic monitoring', () => {
  test('a page and a profile, a snapshot run to completed, the test detail and a budget', async () => {
    const { tp, site, shots } = world;
    const { page } = tp;
    const slot = remoteSlot(page, 'mfe-synthetic');

    await addFastPageAndDesktopProfile(page, tp.url, site);

    // Runs per test, on the test agent screen: a cap below the minimum is refused by name, then two
    // runs exactly (few real runs: the machine is shared).
    await navigateInApp(page, `${site}/synthetic/agent`);
    const runSettings = slot.getByTestId('run-settings');
    await runSettings.getByLabel('Minimum runs').fill('3');
    await runSettings.getByLabel('Run cap').fill('2');
    await slot.getByTestId('save-run-settings').click();
    await expect
      .poll(() => runSettings.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('The cap cannot be below the minimum runs');
    await runSettings.getByLabel('Minimum runs').fill('2');
    await runSettings.getByLabel('Key metric').selectOption('lcp');
    await slot.getByTestId('save-run-settings').click();
    await expect.poll(() => runSettings.getByRole('alert').count(), { timeout: 15_000 }).toBe(0);
    await page.screenshot({ path: join(shots, 'run-settings.png'), fullPage: true });

    await navigateInApp(page, `${site}/budgets/new`);
    await slot.getByLabel('Metric').selectOption('performance_score');
    await slot.getByLabel(/At least/).fill('10');
    await slot.getByTestId('save-budget').click();
    await slot.getByTestId('budget-state').first().waitFor();

    await navigateInApp(page, `${site}/pulse`);
    await slot.getByTestId('run-snapshot').click();
    const status = slot.getByTestId('run-status').first();
    // It shows its progress live: scheduled or running first, completed at the end.
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: 15_000 })
      .toMatch(/scheduled|running|verifying|processing|completed/);
    await page.screenshot({ path: join(shots, 'snapshot-running.png') });
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: 240_000, interval: 1_000 })
      .toBe('completed');
    await slot.getByTestId('snapshot-tests').getByTestId('run-status').first().waitFor();
    await page.screenshot({ path: join(shots, 'snapshot.png'), fullPage: true });
    const snapshotPath = new URL(page.url()).pathname;

    await slot.getByTestId('test-link').first().click();
    await slot.getByTestId('test-metrics').waitFor();
    // Two runs, the median one shown, each value with the interval of the runs.
    expect(await slot.getByTestId('run-count').textContent()).toBe('2 runs');
    await expect.poll(() => slot.getByTestId('metric-interval').count()).toBeGreaterThan(0);
    await slot.getByTestId('filmstrip').waitFor();
    await expect.poll(() => slot.getByTestId('category-performance').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'test.png'), fullPage: true });
    await slot.getByRole('button', { name: 'Requests' }).click();
    await slot.getByTestId('requests').getByText('/fast').first().waitFor();

    await navigateInApp(page, `${site}/budgets`);
    await slot.getByTestId('budget-link').first().click();
    await expect.poll(() => slot.getByTestId('budget-state').first().getAttribute('data-state')).toBe('met');
    await slot.getByTestId('budget-history-pending').waitFor();
    await page.screenshot({ path: join(shots, 'budget.png'), fullPage: true });

    // The other screens of the area render with what the snapshot measured.
    await navigateInApp(page, `${site}/pulse`);
    // Measured: the row shows values (a rating and a formatted number), not "Not measured yet".
    await slot.getByTestId('pulse').locator('data').first().waitFor();
    await page.screenshot({ path: join(shots, 'pulse.png') });
    await navigateInApp(page, `${site}/metrics/lcp`);
    await slot.getByTestId('metric-chart').waitFor();
    await page.screenshot({ path: join(shots, 'metric.png') });
    await navigateInApp(page, `${snapshotPath}/performance`);
    await slot.getByTestId('category-performance').waitFor();
    await navigateInApp(page, `${site}/synthetic/agent`);
    await slot.getByText('Snapshot schedule').waitFor();
    await page.screenshot({ path: join(shots, 'agent.png') });
    await navigateInApp(page, `${site}/synthetic/profiles/new`);
    await slot.getByLabel('Connection speed').waitFor();
    await page.screenshot({ path: join(shots, 'profile-form.png'), fullPage: true });
    expect(tp.pageErrors).toEqual([]);
  }, 420_000);
});
