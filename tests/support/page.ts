// Per-test browser context on the shared Chromium; collects page errors so a test can assert none.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { connectBrowser } from './browser.ts';

let browser: Browser | undefined;

export interface TestPage {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  url(path: string): string;
}

export async function openPage(): Promise<TestPage> {
  browser ??= await connectBrowser(inject('wsEndpoint'));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const base = inject('baseURL');
  return { context, page, pageErrors, url: (path) => `${base}${path}` };
}

afterAll(async () => {
  await browser?.close();
});
