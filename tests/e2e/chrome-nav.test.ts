// The site's side navigation in a real browser (issue 4, item 6): expanded by default at 250 px, Ctrl/Cmd
// + / folds it to 60 px and the choice survives a reload, groups fold, a collapsed bar shows hover
// menus (also from the keyboard), and entries the viewer may not use are not there.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChromeWorld, createChromeWorld, openAs, sql } from '../support/chrome-world.ts';
import type { TestPage } from '../support/page.ts';

let world: ChromeWorld;
let admin: TestPage;
const site = (path = 'pulse') => `/teams/${world.team.slug}/${world.sites[0]!.slug}/${path}`;

beforeAll(async () => {
  world = await createChromeWorld('nav');
  admin = await openAs(world.admin);
}, 120_000);

afterAll(async () => {
  await admin?.context.close();
});

const nav = (page: Page) => page.getByTestId('side-nav');
const width = (page: Page) =>
  nav(page).evaluate((element) => Math.round(element.getBoundingClientRect().width));
const linkNames = (page: Page) =>
  nav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').slice(4).join('/')));

const ALL_ENTRIES = [
  'rum/dashboard',
  'rum/pages',
  'rum/metrics/lcp',
  'rum/metrics/cls',
  'rum/metrics/inp',
  'rum/metrics/ttfb',
  'rum/metrics/fcp',
  'rum/metrics/rtt',
  'rum/audience',
  'rum/settings',
  'pulse',
  'pages',
  'snapshots',
  'budgets',
  'flows',
  'synthetic/agent',
  'crux/dashboard',
  'crux/pages',
  'crux/metrics/lcp',
  'crux/metrics/cls',
  'crux/metrics/inp',
  'crux/metrics/ttfb',
  'crux/metrics/fcp',
  'crux/metrics/rtt',
  'settings/general',
  'settings/pages',
  'settings/page-groupings',
];

describe('side navigation', () => {
  test('groups and entries as the spec lists them, expanded at 250 px by default, the current entry marked', async () => {
    const { page, pageErrors } = admin;
    await page.goto(admin.url(site('rum/dashboard')));
    await nav(page).waitFor();
    expect(await width(page)).toBe(250);
    expect(await nav(page).getAttribute('data-collapsed')).toBe('false');
    const groups = nav(page).locator(':scope > ul > li > button');
    expect(await groups.allTextContents()).toEqual(['RUM', 'Synthetic', 'CrUX', 'Site settings']);
    expect(await linkNames(page)).toEqual(ALL_ENTRIES);
    const current = nav(page).locator('a[aria-current="page"]');
    expect(await current.getAttribute('href')).toBe(site('rum/dashboard'));
    expect(pageErrors).toEqual([]);
  });

  test('Ctrl+/ collapses it to 60 px, the choice survives a reload, and Cmd+/ expands it again', async () => {
    const { page } = admin;
    await page.goto(admin.url(site()));
    await nav(page).waitFor();
    await page.keyboard.press('Control+/');
    await expect.poll(() => nav(page).getAttribute('data-collapsed')).toBe('true');
    await expect.poll(() => width(page)).toBe(60);
    expect(await page.evaluate(() => localStorage.getItem('pace:side-nav'))).toBe('collapsed');

    await page.reload();
    await nav(page).waitFor();
    expect(await nav(page).getAttribute('data-collapsed')).toBe('true');
    expect(await width(page)).toBe(60);

    await page.keyboard.press('Meta+/');
    await expect.poll(() => width(page)).toBe(250);
    await page.reload();
    await nav(page).waitFor();
    expect(await width(page)).toBe(250);
  });

  test('the labels come back 150 ms after the bar widens', async () => {
    const { page } = admin;
    await page.goto(admin.url(site()));
    await nav(page).waitFor();
    const delay = await nav(page)
      .locator('[data-group="synthetic"] > button span')
      .first()
      .evaluate((label) => getComputedStyle(label).animationDelay);
    expect(delay).toBe('0.15s');
    expect(await nav(page).evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.15s');
  });

  test('a group folds and unfolds, and stays as left', async () => {
    const { page } = admin;
    await page.goto(admin.url(site()));
    const button = nav(page).getByRole('button', { name: 'CrUX' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(1); // RUM's only
    await page.reload();
    expect(await nav(page).getByRole('button', { name: 'CrUX' }).getAttribute('aria-expanded')).toBe('false');
    await nav(page).getByRole('button', { name: 'CrUX' }).click();
    expect(await nav(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(2);
  });

  test('collapsed, hovering a group shows its entries in a menu beside it', async () => {
    const { page } = admin;
    await page.goto(admin.url(site()));
    await page.getByTestId('side-nav-toggle').click();
    await expect.poll(() => width(page)).toBe(60);
    const group = nav(page).locator('[data-group="synthetic"]');
    const flyout = group.getByTestId('side-nav-flyout');
    expect(await flyout.isVisible()).toBe(false);
    await group.getByRole('button', { name: 'Synthetic' }).hover();
    await flyout.waitFor();
    expect(await flyout.getByRole('link').allTextContents()).toEqual([
      'Pulse',
      'Pages',
      'Snapshots',
      'Budgets',
      'User flows',
      'Settings',
    ]);
    // The menu sits beside the bar, over the content, and its links work.
    const box = await flyout.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(60);
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="side-nav-flyout"]') !== null,
      [box!.x + box!.width / 2, box!.y + box!.height - 10],
    );
    expect(topmost).toBe(true);
    await flyout.getByRole('link', { name: 'Snapshots' }).click();
    await expect.poll(() => page.url()).toMatch(/\/snapshots$/);
    // Leaving it closes it.
    await page.mouse.move(900, 600);
    await expect.poll(() => flyout.isVisible()).toBe(false);
  });

  test('collapsed, the keyboard opens a group menu (Enter or ArrowRight) and Escape closes it', async () => {
    const { page } = admin;
    await page.goto(admin.url(site()));
    await nav(page).waitFor();
    expect(await nav(page).getAttribute('data-collapsed')).toBe('true');
    const button = nav(page).getByRole('button', { name: 'CrUX' });
    const flyout = nav(page).locator('[data-group="crux"]').getByTestId('side-nav-flyout');
    await button.focus();
    await page.keyboard.press('Enter');
    await flyout.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => flyout.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('CrUX');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Pages');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('CrUX');
    await page.keyboard.press('Control+/');
    await expect.poll(() => width(page)).toBe(250);
  });
});

describe('entries hidden by permission and feature', () => {
  test('a viewer sees the views but no settings', async () => {
    const viewer = await openAs(world.viewer);
    await viewer.page.goto(viewer.url(site()));
    await nav(viewer.page).waitFor();
    const groups = nav(viewer.page).locator(':scope > ul > li > button');
    expect(await groups.allTextContents()).toEqual(['RUM', 'Synthetic', 'CrUX']);
    expect(await linkNames(viewer.page)).toEqual(
      ALL_ENTRIES.filter(
        (entry) => !['rum/settings', 'synthetic/agent'].includes(entry) && !entry.startsWith('settings/'),
      ),
    );
    // The organisation's pages are not offered either.
    expect(await viewer.page.getByTestId('crumb-organisation').getByRole('link').count()).toBe(0);
    await viewer.context.close();
  });

  test('without the rum feature the RUM group and page groupings are gone', async () => {
    await sql('UPDATE organisations SET rum_enabled = 0 WHERE slug = ?', [world.organisation.slug]);
    try {
      const tp = await openAs(world.admin);
      await tp.page.goto(tp.url(site()));
      await nav(tp.page).waitFor();
      const groups = nav(tp.page).locator(':scope > ul > li > button');
      expect(await groups.allTextContents()).toEqual(['Synthetic', 'CrUX', 'Site settings']);
      const entries = await linkNames(tp.page);
      expect(entries.some((entry) => entry?.startsWith('rum/'))).toBe(false);
      expect(entries).not.toContain('settings/page-groupings');
      expect(entries).toContain('settings/general');
      await tp.context.close();
    } finally {
      await sql('UPDATE organisations SET rum_enabled = 1 WHERE slug = ?', [world.organisation.slug]);
    }
  });
});
