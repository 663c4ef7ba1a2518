// One Chromium for the whole end-to-end run: Debian's build, driven by playwright-core (which never
// downloads a browser of its own), with the flags this closed network needs.
import { type Browser, type BrowserServer, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowserServer(): Promise<BrowserServer> {
  // playwright gives every launch a fresh, temporary user-data-dir.
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
