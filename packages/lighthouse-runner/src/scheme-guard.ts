// Audits open web pages and nothing else. The URL policy (NetworkPolicy.urlProblem) refuses every other
// scheme when a URL is saved, and again here before the audit opens one (the audited page, the sign-in
// form, each flow step). Chromium refuses them too, browser-wide (every page, frame, worker and popup of
// the audit, Lighthouse's included), for whatever else leads there: `file:` and the browser's own
// schemes never pass the guard proxy, so nothing else would stop them. data: and blob: are left to the
// page: it makes them itself (images, workers), they read nothing of ours, and Chromium already refuses
// a page's navigation of its top frame to either.
import type { Browser, CDPSession } from 'puppeteer-core';
import type { FlowRequest } from './flow-request.ts';
import type { NetworkPolicy } from './network-policy.ts';
import type { AuditRequest } from './request.ts';

/** Schemes Chromium loads without the network (so without the guard proxy), refused in every target. */
export const REFUSED_SCHEMES = [
  'file',
  'filesystem',
  'view-source',
  'ftp',
  'chrome',
  'chrome-untrusted',
  'chrome-extension',
  'chrome-search',
  'devtools',
] as const;

/** The URLs an audit opens itself, each with what it is (for the message). */
export function openedUrls(request: AuditRequest | FlowRequest): [string, string][] {
  const urls: [string, string][] = [['The page URL', request.url]];
  if (request.formAuth) urls.push(["The sign-in form's URL", request.formAuth.url]);
  if ('flow' in request)
    request.flow.steps.forEach((step, index) => {
      if (step.kind === 'navigate' && step.url) urls.push([`Step ${index + 1}'s URL`, step.url]);
    });
  return urls;
}

/** The first URL of the request the policy refuses, as a message; null when it takes them all. */
export function refusedUrl(request: AuditRequest | FlowRequest, policy: NetworkPolicy): string | null {
  for (const [what, url] of openedUrls(request)) {
    const problem = policy.urlProblem(url);
    if (problem) return `${what} is refused: ${problem}`;
  }
  return null;
}

/** What Chromium was asked to load and refused, for the audit's record and tests. */
export interface RefusedLoads {
  urls: string[];
}

/**
 * Has the browser fail every load of a refused scheme (net::ERR_BLOCKED_BY_CLIENT), in every target,
 * present and future: Fetch interception on the browser's own session. Only those schemes are paused,
 * so web requests go on untouched and the measurements with them.
 */
export async function refuseOtherSchemes(browser: Browser): Promise<RefusedLoads> {
  const session: CDPSession = await browser.target().createCDPSession();
  const refused: RefusedLoads = { urls: [] };
  session.on('Fetch.requestPaused', (event) => {
    refused.urls.push(event.request.url);
    void session
      .send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' })
      .catch(() => {});
  });
  await session.send('Fetch.enable', {
    patterns: REFUSED_SCHEMES.map((scheme) => ({ urlPattern: `${scheme}:*` })),
  });
  return refused;
}
