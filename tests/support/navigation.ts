import type { Page } from 'playwright-core';

/**
 * Navigates inside the single-page app without a reload, the way a link click does: the shell's router
 * follows the browser history, so a pushState plus popstate is what it sees when a user follows a link.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await screenShown(page);
}

/**
 * Waits until the remotes on the page show the current path's screen: on a route change a remote keeps
 * the previous screen up until the next one's chunk is here, and a test acting at once would fill in the
 * screen it is leaving. The slot names the path it shows (data-path); a failed slot shows its message.
 * Anonymous arrows only: a named function compiled for the tests carries a helper the page lacks (and
 * the page's CSP forbids evaluating a string).
 */
export async function screenShown(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid="remote-slot"]')).every(
        // The router may keep or drop a trailing slash: /report/ and /report are one screen.
        (slot) =>
          slot.dataset.state === 'failed' ||
          slot.dataset.path?.replace(/\/$/, '') === window.location.pathname.replace(/\/$/, ''),
      ),
    );
  } catch (error) {
    const seen = await page.evaluate(() => ({
      at: window.location.pathname,
      slots: Array.from(document.querySelectorAll<HTMLElement>('[data-testid="remote-slot"]')).map(
        (slot) => `${slot.dataset.remote} ${slot.dataset.state} ${slot.dataset.path}`,
      ),
    }));
    throw new Error(`The screen of ${seen.at} did not come up; slots: ${seen.slots.join('; ')}`, {
      cause: error,
    });
  }
}

/** The slot in which the shell mounts a remote, and the remote it mounts there. */
export function remoteSlot(page: Page, remote: string) {
  return page.locator(`[data-testid="remote-slot"][data-remote="${remote}"]`);
}
