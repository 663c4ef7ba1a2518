// The search modal in a real browser (issue 4, item 2): Ctrl/Cmd+P and Escape, focus kept inside and
// given back, recent sites for an empty query, no request before 250 ms of quiet, a no-results message,
// arrows and Enter, and UpdateUserSettings keeping the chosen site first, without duplicates, at most 5.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChromeWorld, createChromeWorld, graphqlAs, openAs } from '../support/chrome-world.ts';
import type { TestPage } from '../support/page.ts';

let world: ChromeWorld;
let tp: TestPage;

beforeAll(async () => {
  world = await createChromeWorld('search');
  tp = await openAs(world.admin);
  // Times, in the page's own clock, of every input event and of every search request the page sends.
  await tp.page.addInitScript(() => {
    const log = { inputs: [] as number[], searches: [] as { at: number; query: string }[] };
    (window as unknown as { searchLog: typeof log }).searchLog = log;
    document.addEventListener('input', () => log.inputs.push(performance.now()), true);
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (body.includes('ChromeSearchSites')) {
        log.searches.push({ at: performance.now(), query: JSON.parse(body).variables.query });
      }
      return original(input, init);
    };
  });
}, 120_000);

afterAll(async () => {
  await tp?.context.close();
});

const dialog = (page: Page) => page.getByTestId('search-dialog');
const input = (page: Page) => page.getByTestId('search-input');
const results = (page: Page) => page.getByTestId('search-result');
const searchLog = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { searchLog: { inputs: number[]; searches: { at: number; query: string }[] } })
        .searchLog,
  );

async function openSearch(page: Page) {
  // The shortcut listens once the chrome is on screen.
  await page.getByTestId('open-search').waitFor();
  await page.keyboard.press('Control+p');
  await dialog(page).waitFor();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
    .toBe('search-input');
}

async function choose(page: Page, name: string) {
  await openSearch(page);
  await input(page).fill(name);
  await expect.poll(() => results(page).first().textContent()).toContain(name);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('UpdateUserSettings'),
  );
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
}

describe('search modal', () => {
  test('Ctrl+P opens it instead of printing, Escape closes it and focus goes back', async () => {
    const { page, pageErrors } = tp;
    // A team's page, not a site's: opening a site makes it the first recent site (where / leads), and
    // the next test starts with none.
    await page.goto(tp.url(`/teams/${world.team.slug}/sites`));
    await page.getByTestId('open-search').focus();
    await openSearch(page);
    expect(await dialog(page).getAttribute('role')).toBe('dialog');
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    // Focus stays inside while it is open.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('[data-testid="search-dialog"]') !== null),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('open-search');
    // Cmd+P on a Mac does the same.
    await page.keyboard.press('Meta+p');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    expect(pageErrors).toEqual([]);
  });

  test('an empty query lists the recent sites; with none yet it says so', async () => {
    const { page } = tp;
    await page.goto(tp.url(`/teams/${world.team.slug}/sites`));
    await openSearch(page);
    expect(await page.getByTestId('search-message').textContent()).toMatch(/No recent sites yet/);
    expect(await results(page).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  test('no request before 250 ms without typing; one request for the query typed', async () => {
    const { page } = tp;
    await page.goto(tp.url(`/teams/${world.team.slug}/sites`));
    await openSearch(page);
    const start = await searchLog(page);
    // Four keystrokes 100 ms apart: each restarts the wait.
    for (const key of 'stor') {
      await page.keyboard.type(key);
      await page.waitForTimeout(100);
    }
    await expect.poll(async () => (await searchLog(page)).searches.at(-1)?.query).toBe('stor');
    await page.waitForTimeout(400);
    const log = await searchLog(page);
    const inputs = log.inputs.slice(start.inputs.length);
    const searches = log.searches.slice(start.searches.length);
    expect(inputs).toHaveLength(4);
    // Judged by the page's own clock, not the test's: under CI's load a 100 ms wait here has become
    // more than 250 ms in the page, and then a request for "s" is what the rule asks for. Each request
    // follows at least 250 ms of quiet after the keystroke before it, is for the text as that
    // keystroke left it, and no keystroke has two. With every gap under 250 ms, that leaves one request.
    const answered = searches.map((search) => {
      const last = inputs.findLastIndex((at) => at <= search.at);
      expect(last).toBeGreaterThanOrEqual(0);
      expect(search.at - inputs[last]!).toBeGreaterThanOrEqual(250);
      expect(search.query).toBe('stor'.slice(0, last + 1));
      return last;
    });
    expect(new Set(answered).size).toBe(answered.length);
    expect(searches.at(-1)?.query).toBe('stor');
    const quietGaps = inputs.slice(1).filter((at, i) => at - inputs[i]! >= 250).length;
    if (quietGaps === 0) expect(searches).toHaveLength(1);
    await expect.poll(() => results(page).count()).toBe(1);
    expect(await results(page).first().textContent()).toContain('Storefront');
    await page.keyboard.press('Escape');
  });

  test('no matches shows a no-results message', async () => {
    const { page } = tp;
    await openSearch(page);
    await input(page).fill('zzz-no-such-site');
    await expect
      .poll(() => page.getByTestId('search-message').textContent())
      .toBe('No sites match “zzz-no-such-site”');
    expect(await results(page).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  test('arrow keys move through the results and Enter opens the site', async () => {
    const { page } = tp;
    await openSearch(page);
    await input(page).fill('s');
    await expect.poll(() => results(page).count()).toBeGreaterThan(2);
    const names = (await results(page).allTextContents()).map((text) => text.trim());
    const selected = () => page.locator('[data-testid="search-result"][aria-selected="true"]').textContent();
    expect(await selected()).toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(names[2]);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(names[1]);
    const target = world.sites.find((site) => names[1]!.startsWith(site.name))!;
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.url())
      .toMatch(new RegExp(`/teams/${world.team.slug}/${target.slug}/pulse$`));
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  test('choosing sites keeps the latest first, without duplicates, at most 5', async () => {
    const { page } = tp;
    await page.goto(tp.url(`/teams/${world.team.slug}/sites`));
    const order = ['Storefront', 'Blog', 'Docs', 'Careers', 'Status', 'Support', 'Blog'];
    for (const name of order) await choose(page, name);
    const expected = ['Blog', 'Support', 'Status', 'Careers', 'Docs'];

    // The bff kept the same list…
    const { currentUser } = await graphqlAs<{ currentUser: { recentSites: { name: string }[] } }>(
      tp.context.request,
      tp.url(''),
      '{ currentUser { recentSites { name } } }',
    );
    expect(currentUser.recentSites.map((site) => site.name)).toEqual(expected);
    // …and the empty query shows it, in that order, after a reload too.
    await page.reload();
    await openSearch(page);
    await expect.poll(() => results(page).count()).toBe(5);
    const shown = await results(page).allTextContents();
    expect(shown.map((text) => expected.find((name) => text.startsWith(name)))).toEqual(expected);
    await page.keyboard.press('Escape');
  });
});
