// One headless Chromium per test file, driven by playwright-core (which never downloads a browser): the
// system's build, from CHROME_PATH or found on the PATH, with the flags this closed network needs. Each
// test gets a fresh context (playwright gives every launch a fresh user-data-dir).
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return join(dir, name);
      } catch {
        // not in this directory
      }
    }
  }
  throw new Error('No Chromium found: set CHROME_PATH');
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    // Playwright turns the back/forward cache off; visitors' browsers have it, and the agent must treat a
    // restore from it as a new page view.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
}

/**
 * Resolves once the fixture's LCP image (#hero) has painted, not only loaded: on a busy machine the paint
 * can come after the load, and a click before it ends LCP on the text beside it (CI once saw #status).
 */
export function heroPainted(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // A test that replaced PerformanceObserver (a broken one, none at all) can only wait for the load.
        if (!String(window.PerformanceObserver).includes('[native code]')) {
          const hero = document.getElementById('hero') as HTMLImageElement;
          if (hero.complete) resolve();
          else hero.addEventListener('load', () => resolve());
          return;
        }
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          if (entries.some((entry) => entry.element?.id === 'hero')) resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * What the page lived through, for a failure's message: its visibility changes (and the browser's own
 * visibility-state entries), page hide and show, and every LCP candidate the browser reported. Recorded by
 * an init script through the console, so it survives the navigation away from the page. Install it before
 * any init script that replaces the page's PerformanceObserver.
 */
export async function recordTimeline(context: BrowserContext): Promise<string[]> {
  const timeline: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('pace-test ')) timeline.push(text.slice(10));
  });
  await context.addInitScript(() => {
    if (location.protocol === 'about:') return;
    const log = (...parts: unknown[]) =>
      // biome-ignore lint/suspicious/noConsole: the console is how the page's record reaches the test
      console.debug('pace-test', Math.round(performance.now()), ...parts.map((part) => JSON.stringify(part)));
    log('start', location.pathname, document.visibilityState);
    for (const type of ['visibilitychange', 'pagehide', 'pageshow', 'click', 'keydown'])
      addEventListener(type, () => log(type, document.visibilityState), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & Record<string, unknown>)[])
        log(entry.entryType, entry.name, Math.round(entry.startTime), {
          id: (entry.element as Element | null)?.id,
          size: entry.size,
          renderTime: entry.renderTime,
          loadTime: entry.loadTime,
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) log(entry.entryType, entry.name, Math.round(entry.startTime));
    }).observe({ type: 'visibility-state', buffered: true });
  });
  return timeline;
}

/** A failure's message: the page's timeline and the beacons it sent. */
export function livedThrough(timeline: string[], beacons: { body: string }[]): string {
  return `the page's timeline (ms since its start, event, details):\n${timeline.join('\n')}\nits beacons:\n${beacons.map((beacon) => beacon.body).join('\n')}`;
}

/** Two animation frames: what was just changed has been painted. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Page-driven visibility: headless Chromium never hides a tab, so the test plays the browser's part for
 * the lifecycle events that have no navigation (switching tabs away and back).
 */
export async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}
