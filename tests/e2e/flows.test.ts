// User flows end to end (issue 22): a member defines a two-step flow on the screens (open the basket,
// then click its Pay button, the navigation it starts measured), is told which step is wrong when a URL
// points at a private address, runs the flow, and the worker audits it with real Lighthouse's user flows
// against the fixture site; the flow's screen then shows both steps' latest values and charts both.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { fixtureSiteWorld } from '../support/synthetic-site.ts';

const world = fixtureSiteWorld('Flows', 'flows');

describe('user flows', () => {
  test('a two-step flow defined, audited with real Lighthouse, and its steps charted', async () => {
    const { tp, sites, site, shots } = world;
    const { page } = tp;
    const slot = remoteSlot(page, 'mfe-synthetic');
    await page.goto(tp.url(`${site}/flows`));
    await slot.getByTestId('screen-title').waitFor();
    // The title comes with the screen, the list with its query: wait for the answer.
    await expect.poll(() => slot.getByText('No user flows yet.').count()).toBe(1);
    await slot.getByTestId('new-flow').click();
    await slot.getByTestId('flow-form').waitFor();

    await slot.getByLabel('Name').first().fill('Checkout');
    await slot.locator('[name="steps.0.url"]').fill('http://10.0.0.1/basket');
    await slot.locator('[name="steps.0.name"]').fill('Basket');
    await slot.getByTestId('add-step').click();
    await slot.locator('[name="steps.1.kind"]').selectOption('click');
    await slot.locator('[name="steps.1.selector"]').fill('#pay-button');
    await slot.locator('[name="steps.1.mode"]').selectOption('navigation');
    await slot.locator('[name="steps.1.name"]').fill('Pay');
    await slot.getByTestId('save-flow').click();
    // The bff names the step: its message shows on step 1, which is marked invalid.
    const stepError = slot.getByTestId('step-error');
    await stepError.waitFor({ timeout: 15_000 });
    expect(await slot.getByRole('listitem', { name: 'Step 1' }).getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: join(shots, 'flow-form-error.png'), fullPage: true });

    await slot.locator('[name="steps.0.url"]').fill('/basket');
    await slot.getByTestId('save-flow').click();
    await slot.getByTestId('run-flow').waitFor({ timeout: 15_000 });
    expect(await slot.getByTestId('flow-definition').textContent()).toContain(`${sites.origin}/basket`);

    await slot.getByTestId('run-flow').click();
    const status = slot.getByTestId('flow-runs').getByTestId('run-status').first();
    await status.waitFor({ timeout: 15_000 });
    // The screen follows the run live until the worker's audit is over.
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: 300_000, interval: 2_000 })
      .toBe('completed');

    const rows = slot.getByTestId('flow-step-row');
    expect(await rows.allTextContents()).toEqual([
      expect.stringMatching(/^1\. Basket\s*Navigation/),
      expect.stringMatching(/^2\. Pay\s*Navigation/),
    ]);
    // The chart's table for screen readers: a column per step.
    const chart = slot.getByTestId('flow-chart').locator('table:has(caption)');
    await chart.waitFor({ state: 'attached', timeout: 30_000 });
    const lines = await chart.locator('thead th[scope="col"]').allTextContents();
    expect(lines).toEqual(['Date', 'Basket (Navigation)', 'Pay (Navigation)']);
    // Each step has a value for the day of its run, charted.
    const cells = await chart.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells).toHaveLength(2);
    for (const cell of cells) expect(cell).not.toBe('—');
    expect(await slot.getByRole('link', { name: 'Lighthouse flow report' }).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'flow-detail.png'), fullPage: true });

    // LCP of each step, from the URL.
    await slot.getByRole('navigation', { name: 'Metric' }).getByRole('button', { name: 'LCP' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('metric')).toBe('lcp');
    await expect
      .poll(() => chart.locator('thead th[scope="col"]').allTextContents(), { timeout: 15_000 })
      .toEqual(['Date', 'Basket (Navigation)', 'Pay (Navigation)']);

    // A budget on the Pay step's LCP, judged from its latest value at once.
    await navigateInApp(page, `${site}/budgets/new`);
    await slot.getByLabel('Holds').selectOption({ label: 'User flow Checkout › Pay' });
    await slot.getByLabel('Metric').selectOption('lcp');
    await slot.getByLabel(/At most/).fill('60000');
    await slot.getByTestId('save-budget').click();
    await expect
      .poll(() => slot.getByTestId('budget-state').first().textContent(), { timeout: 15_000 })
      .toMatch(/Met/);
    expect(await slot.getByTestId('budget-flow-step').textContent()).toMatch(
      /User flow Checkout › Pay: latest \d/,
    );
    await page.screenshot({ path: join(shots, 'flow-budget.png'), fullPage: true });

    await navigateInApp(page, `${site}/flows`);
    await slot.getByTestId('flows').getByText('Checkout').waitFor();
    await page.screenshot({ path: join(shots, 'flows.png'), fullPage: true });
  }, 420_000);
});
