// The chrome in light and dark (issue 4, item 10 and the closing note): axe-core finds no serious or
// critical violation in the top bar, side navigation, each menu, the search modal and the collapsed bar's
// hover menu; screenshots of each state go to tests/.artifacts/screenshots/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ChromeWorld,
  createChromeWorld,
  graphqlAs,
  menuReady,
  openAs,
  SCREENSHOTS,
  seriousViolations,
} from '../support/chrome-world.ts';
import type { TestPage } from '../support/page.ts';

let world: ChromeWorld;
let tp: TestPage;

beforeAll(async () => {
  world = await createChromeWorld('look');
  tp = await openAs(world.admin);
  await graphqlAs(
    tp.context.request,
    tp.url(''),
    'mutation ($input: ChangelogEntryInput!) { createChangelogEntry(input: $input) { uuid } }',
    { input: { title: 'RUM audience map by country', url: 'https://pace.example/changelog/audience-map' } },
  );
}, 120_000);

afterAll(async () => {
  await tp?.context.close();
});

/** The chrome only: what remotes render in their slot is their own concern. */
const CHROME_ONLY = ['[data-testid="remote-slot"]'];

async function check(page: Page, theme: string, state: string) {
  await page.waitForTimeout(250); // menus and the side bar animate in
  await page.screenshot({ path: join(SCREENSHOTS, `chrome-${theme}-${state}.png`) });
  expect({ state, violations: await seriousViolations(page, CHROME_ONLY) }).toEqual({
    state,
    violations: [],
  });
}

describe('the chrome, light and dark', () => {
  test.each(['light', 'dark'] as const)('%s theme: no serious or critical axe violations', async (theme) => {
    const { page, pageErrors } = tp;
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(tp.url(`/teams/${world.team.slug}/${world.sites[0]!.slug}/rum/dashboard`));
    await page.getByTestId('side-nav').waitFor();
    await menuReady(page, 'user-menu');
    await page.waitForLoadState('networkidle');
    await check(page, theme, 'site');

    for (const [trigger, state] of [
      ['user-menu', 'user-menu'],
      ['help-menu', 'help-menu'],
      ['changelog-menu', 'changelog-menu'],
      ['switch-organisation', 'organisation-switcher'],
      ['switch-site', 'site-switcher'],
    ] as const) {
      await page.getByTestId(trigger).click();
      await page.getByRole('menu').waitFor();
      if (trigger === 'help-menu')
        await page
          .getByTestId('service-status')
          .getByText(/Operational|Error/)
          .waitFor();
      await check(page, theme, state);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    }

    await page.keyboard.press('Control+p');
    await page.getByTestId('search-dialog').waitFor();
    await page.keyboard.type('s');
    await page.getByTestId('search-result').first().waitFor();
    await check(page, theme, 'search');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+/');
    await page.locator('[data-group="synthetic"] > button').hover();
    await page.locator('[data-group="synthetic"]').getByTestId('side-nav-flyout').waitFor();
    await check(page, theme, 'collapsed-hover-menu');
    await page.mouse.move(900, 700);
    await page.keyboard.press('Control+/');

    await page.goto(tp.url(`/teams/${world.team.slug}/no-such-site/pulse`));
    await page.getByTestId('not-found').waitFor();
    await check(page, theme, 'site-not-found');
    expect(pageErrors).toEqual([]);
  });

  test.each(['light', 'dark'] as const)('%s theme, signed out: sign-in and sign-up links', async (theme) => {
    const anonymous = await openAs(null);
    await anonymous.page.emulateMedia({ colorScheme: theme });
    await anonymous.page.goto(anonymous.url('/home'));
    await anonymous.page.getByRole('link', { name: 'Sign up' }).waitFor();
    expect(await anonymous.page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/sign-up?redirect_to=%2Fhome',
    );
    await check(anonymous.page, theme, 'signed-out');
    await anonymous.context.close();
  });
});
