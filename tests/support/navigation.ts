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
}

/** The slot in which the shell mounts a remote, and the remote it mounts there. */
export function remoteSlot(page: Page, remote: string) {
  return page.locator(`[data-testid="remote-slot"][data-remote="${remote}"]`);
}
