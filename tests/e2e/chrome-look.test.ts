// The chrome in light and dark: screenshots of the top bar, the side navigation and each menu, saved
// under tests/.artifacts/screenshots/ (looked at for the closing note).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChromeWorld, createChromeWorld, openAs, SCREENSHOTS } from '../support/chrome-world.ts';
import type { TestPage } from '../support/page.ts';

let world: ChromeWorld;
let tp: TestPage;

beforeAll(async () => {
  world = await createChromeWorld('look');
  tp = await openAs(world.admin);
}, 120_000);

afterAll(async () => {
  await tp?.context.close();
});

describe('the chrome, light and dark', () => {
  test.each(['light', 'dark'] as const)('%s theme', async (theme) => {
    const { page, pageErrors } = tp;
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(tp.url(`/teams/${world.team.slug}/${world.sites[0]!.slug}/rum/dashboard`));
    await page.getByTestId('side-nav').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SCREENSHOTS, `chrome-${theme}.png`) });

    await page.getByTestId('user-menu').click();
    await page.getByRole('menu').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, `chrome-${theme}-user-menu.png`) });
    await page.keyboard.press('Escape');

    await page.getByTestId('help-menu').click();
    await page.getByTestId('service-status').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENSHOTS, `chrome-${theme}-help-menu.png`) });
    await page.keyboard.press('Escape');

    await page.getByTestId('switch-site').click();
    await page.getByRole('menu').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, `chrome-${theme}-site-switcher.png`) });
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+p');
    await page.getByTestId('search-dialog').waitFor();
    await page.keyboard.type('s');
    await page.getByTestId('search-result').first().waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, `chrome-${theme}-search.png`) });
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+/');
    await page.locator('[data-group="synthetic"]').hover();
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(SCREENSHOTS, `chrome-${theme}-collapsed-hover.png`) });
    await page.keyboard.press('Control+/');
    expect(pageErrors).toEqual([]);
  });
});
