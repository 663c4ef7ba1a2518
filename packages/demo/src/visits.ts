// Real visitors for the demo's RUM: Chromium (playwright-core) opens the demo website's pages under
// several devices and networks, with Pace's real embed script on them, clicks what a visitor clicks, then
// leaves, and the script sends its beacon to the platform. Each visit has a real browser's user agent:
// headless Chromium's own says HeadlessChrome, which the collector rightly drops as a bot.

import { CHROMIUM_FLAGS } from '@pace/lighthouse-runner';
import { type Browser, chromium, type Page } from 'playwright-core';

export interface VisitorProfile {
  name: string;
  userAgent: string;
  viewport: { width: number; height: number };
  mobile: boolean;
  /** CPU slowdown factor (1: none). */
  cpu: number;
  /** Network emulated over DevTools; null: the machine's own (loopback). */
  network: { latencyMs: number; downloadKbps: number; uploadKbps: number } | null;
}

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LINUX_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const VISITOR_PROFILES: VisitorProfile[] = [
  {
    name: 'desktop, cable',
    userAgent: MAC_CHROME,
    viewport: { width: 1440, height: 900 },
    mobile: false,
    cpu: 1,
    network: null,
  },
  {
    name: 'phone, 4G',
    userAgent: ANDROID,
    viewport: { width: 412, height: 915 },
    mobile: true,
    cpu: 4,
    network: { latencyMs: 150, downloadKbps: 9_000, uploadKbps: 3_000 },
  },
  {
    name: 'phone, slow 3G',
    userAgent: ANDROID,
    viewport: { width: 390, height: 844 },
    mobile: true,
    cpu: 6,
    network: { latencyMs: 400, downloadKbps: 400, uploadKbps: 400 },
  },
  {
    name: 'tablet, DSL',
    userAgent: TABLET,
    viewport: { width: 800, height: 1280 },
    mobile: true,
    cpu: 2,
    network: { latencyMs: 50, downloadKbps: 1_500, uploadKbps: 384 },
  },
  {
    name: 'desktop Edge, cable',
    userAgent: WINDOWS_EDGE,
    viewport: { width: 1920, height: 1080 },
    mobile: false,
    cpu: 1,
    network: { latencyMs: 28, downloadKbps: 5_000, uploadKbps: 1_000 },
  },
  {
    name: 'laptop, cable',
    userAgent: LINUX_CHROME,
    viewport: { width: 1366, height: 768 },
    mobile: false,
    cpu: 2,
    network: null,
  },
];

// Page scripts as strings: functions passed to page.evaluate would carry the helpers the TypeScript
// loader (tsx) adds around named functions, which the page does not have.
const HIDE_PAGE = `(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
})()`;
const ASK_FOR_FRAMES = `new Promise((resolve) => {
  const until = performance.now() + 600;
  const frame = () => (performance.now() < until ? requestAnimationFrame(frame) : resolve());
  requestAnimationFrame(frame);
})`;

export interface Visit {
  url: string;
  profile: VisitorProfile;
}

/** `count` visits spread over the pages and profiles, the same list every time (no randomness to debug). */
export function planVisits(urls: readonly string[], count: number): Visit[] {
  return Array.from({ length: count }, (_, i) => ({
    url: urls[i % urls.length]!,
    profile: VISITOR_PROFILES[(i * 5 + Math.floor(i / urls.length)) % VISITOR_PROFILES.length]!,
  }));
}

export async function launchVisitorBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS, '--no-sandbox'] });
}

/**
 * One page view: load, act like a visitor (a click on what the page offers), leave. Resolves once the
 * embed script's beacon was sent (true) or did not come (false).
 */
export async function visit(browser: Browser, { url, profile }: Visit): Promise<boolean> {
  const context = await browser.newContext({
    userAgent: profile.userAgent,
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: (profile.network.downloadKbps * 1024) / 8,
        uploadThroughput: (profile.network.uploadKbps * 1024) / 8,
      });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await act(page);
    const beacon = page
      .waitForRequest((request) => request.url().endsWith('/rum/collect'), { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    // The visitor leaves: a browser hides the page first, and the script sends its beacon then. Headless
    // Chromium never hides a page itself (and a beacon sent while unloading would carry its own
    // HeadlessChrome user agent), so the page is hidden as a browser would.
    await page.evaluate(HIDE_PAGE);
    return await beacon;
  } finally {
    await context.close();
  }
}

async function act(page: Page) {
  const button = (await page.$('#place-order')) ?? (await page.$('button.add'));
  if (button) {
    await button.click();
    // web-vitals reads the interaction in an idle callback, which headless Chromium runs only while
    // frames are asked for.
    await page.evaluate(ASK_FOR_FRAMES);
  } else {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
  }
}
