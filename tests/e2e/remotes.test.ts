import { beforeAll, describe, expect, test } from 'vitest';
import { type ChromeWorld, createChromeWorld, openAs } from '../support/chrome-world.ts';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';

// Screens are for people signed in (issue 20): an administrator of a real organisation opens them.
let world: ChromeWorld;
beforeAll(async () => {
  world = await createChromeWorld('remotes');
}, 120_000);
const openPage = () => openAs(world.admin);
const site = () => `/teams/${world.team.slug}/${world.sites[0]!.slug}`;
const organisation = () => `/organisations/${world.organisation.slug}`;

// One route owned by each remote (ownership: architecture.md), with the screen title it shows.
const SCREENS = [
  { remote: 'mfe-rum', path: () => `${site()}/rum/dashboard`, title: /RUM/i },
  { remote: 'mfe-synthetic', path: () => `${site()}/pulse`, title: /Pulse/i },
  { remote: 'mfe-crux', path: () => `${site()}/crux/dashboard`, title: /CrUX/i },
  { remote: 'mfe-billing', path: () => `${organisation()}/billing`, title: /Billing/i },
  { remote: 'mfe-settings', path: () => `${organisation()}/teams`, title: /Teams/i },
] as const;

// The marker react-dom's production client build registers with the devtools hook: present in exactly
// the script that carries react-dom, whatever the chunk is called.
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';

describe('remotes loaded at run time', () => {
  test.each(SCREENS)('a screen of $remote is rendered by it', async ({ remote, path, title }) => {
    const { page, pageErrors, url, context } = await openPage();
    await page.goto(url(path()));
    const slot = remoteSlot(page, remote);
    await expect.poll(() => slot.getByTestId('screen-title').textContent()).toMatch(title);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('react-dom is downloaded once after three remotes have been shown', async () => {
    const { page, url, context } = await openPage();
    const reactDomScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes(REACT_DOM_MARKER)) reactDomScripts.push(response.url());
    });
    const [first, ...others] = SCREENS.slice(0, 3);
    await page.goto(url(first!.path()));
    await expect.poll(() => remoteSlot(page, first!.remote).getByTestId('screen-title').count()).toBe(1);
    for (const screen of others) {
      await navigateInApp(page, screen.path());
      await expect.poll(() => remoteSlot(page, screen.remote).getByTestId('screen-title').count()).toBe(1);
    }
    await page.waitForLoadState('networkidle');
    expect(reactDomScripts).toHaveLength(1);
    await context.close();
  });

  test('a remote whose server is down shows the reload message in its slot while the chrome works', async () => {
    const { page, url, context } = await openPage();
    // Every file of mfe-crux fails as if its server had gone away; the others are untouched.
    await page.route('**/remotes/mfe-crux/**', (route) => route.abort('connectionrefused'));
    await page.goto(url(`${site()}/crux/dashboard`));
    const slot = remoteSlot(page, 'mfe-crux');
    await expect.poll(() => slot.getByTestId('remote-error').isVisible()).toBe(true);
    await expect.poll(() => slot.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
    expect(await page.getByTestId('top-bar').isVisible()).toBe(true);

    // The rest of the platform keeps working: another remote still mounts in the same page.
    await navigateInApp(page, `${site()}/rum/dashboard`);
    await expect
      .poll(() => remoteSlot(page, 'mfe-rum').getByTestId('screen-title').textContent())
      .toMatch(/RUM/i);
    await context.close();
  });

  test('an unknown path shows the not-found page inside the chrome', async () => {
    const { page, url, context } = await openPage();
    const response = await page.goto(url('/no/such/screen/here'));
    expect(response?.status()).toBe(404); // the server knows the shell's route table
    await expect.poll(() => page.getByTestId('not-found').isVisible()).toBe(true);
    expect(await page.getByTestId('top-bar').isVisible()).toBe(true);
    await context.close();
  });
});
