// The audit process: the runs of one test one after another, each in a Chromium of its own, then exit.
// Each test runs in a process of its own (Lighthouse keeps global state and is not meant to run twice at
// once in one process), so a hung or crashed run is ended by killing its process, and Chromium (on a
// pipe) goes with it. After each run that completed, the runner says whether another follows
// (`{ type: 'next' }`): the stopping rule is the worker's.
// A fresh Chromium per run, not one for all: a run in a Chromium that has already loaded the page is
// faster than the first (on the bench's page, total blocking time 45 ms first, then 21 and 12; TTI 779,
// then 709 and 661 ms), so a test's median run was sometimes its cold first run and sometimes a warm
// one, and adaptive tests reported a mix of the two. Each run now measures what a one-run test and
// Lighthouse's own CLI measure, and the median of runs is the median of alike runs.
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, NO_SANDBOX_FLAG } from './chromium.ts';
import { classifyRuntimeError, FAILURES } from './failures.ts';
import { FLOW_STEP_FAILURE, type FlowOutcome, type FlowRequest } from './flow-request.ts';
import { FlowStepError, performFlow } from './flow-steps.ts';
import { type GuardProxy, parseHostRules, startGuardProxy } from './guard-proxy.ts';
import type { LighthouseReport } from './measurements.ts';
import { NetworkPolicy } from './network-policy.ts';
import { throttlingFlags } from './presets.ts';
import type { AuditFailure, AuditOutcome, AuditRequest, FormAuthentication } from './request.ts';
import { isSandboxFailure, UNSANDBOXED_ARG } from './sandbox.ts';
import { refusedUrl, refuseOtherSchemes } from './scheme-guard.ts';
import { adHosts, findEntity, hostPatterns } from './third-parties.ts';

class AuditError extends Error {
  constructor(
    readonly failure: { code: string; pageFault: boolean },
    message: string,
  ) {
    super(message);
  }
}

let browser: Browser | undefined;
let proxy: GuardProxy | undefined;
/** Whether this audit's Chromium runs with its sandbox (see src/sandbox.ts). */
let sandboxed = !process.argv.includes(UNSANDBOXED_ARG);

/**
 * Chromium behind the guard proxy, every host included (`<-loopback>` takes loopback off the bypass
 * list), sandboxed unless the runner said not to or the kernel cannot: then without, and the outcome
 * says so.
 */
async function launchChromium(chromePath: string, proxyUrl: string): Promise<Browser> {
  const launch = () =>
    puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      pipe: true,
      args: [
        ...CHROMIUM_FLAGS,
        ...(sandboxed ? [] : [NO_SANDBOX_FLAG]),
        `--proxy-server=${proxyUrl}`,
        '--proxy-bypass-list=<-loopback>',
      ],
    });
  const notStarted = (error: unknown) =>
    new AuditError(FAILURES.environment, `Chromium did not start: ${(error as Error).message}`);
  try {
    return await launch();
  } catch (error) {
    if (!sandboxed || !isSandboxFailure((error as Error).message)) throw notStarted(error);
  }
  sandboxed = false;
  return launch().catch((error: unknown) => {
    throw notStarted(error);
  });
}

async function cleanUp() {
  await browser?.close().catch(() => browser?.process()?.kill('SIGKILL'));
  await proxy?.close().catch(() => {});
}

// The worker went away (killed, crashed): leave nothing running behind it.
process.on('disconnect', () => {
  void cleanUp().finally(() => process.exit(1));
});
process.on('SIGTERM', () => {
  void cleanUp().finally(() => process.exit(1));
});

/**
 * A failure as the agent's when Chromium has gone (killed, crashed), whichever step noticed first and
 * whatever it made of it: puppeteer's "Target closed" while preparing, a form sign-in that could not
 * finish (not the site's AUTH_ERROR), Lighthouse's NO_FCP for a page it lost. Asked before cleanUp, which
 * closes the browser itself. The step that noticed can be a moment ahead of puppeteer's disconnect.
 */
async function blamed<Outcome extends { ok: boolean; code?: string; message?: string }>(
  outcome: Outcome,
): Promise<Outcome> {
  const current = browser;
  if (outcome.ok || !current) return outcome;
  if (current.connected) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        current.off('disconnected', done);
        resolve();
      };
      const timer = setTimeout(done, 500);
      current.once('disconnected', done);
    });
  }
  if (current.connected) return outcome;
  return {
    ...outcome,
    ...FAILURES.browserGone,
    message: `Chromium went away during the audit (${outcome.code}: ${outcome.message})`,
  };
}

/** The runner's answer after a run that completed: whether another run follows in this Chromium. */
const nextAnswer = () =>
  new Promise<boolean>((resolve) =>
    process.once('message', (message: { type: 'next'; more: boolean }) => resolve(message.more === true)),
  );

process.once('message', (request: AuditRequest | FlowRequest) => {
  void ('flow' in request ? runFlow(request) : runSeries(request));
});

/**
 * A user flow: the same guard, Chromium, cookies, form sign-in and JavaScript setting as a page audit
 * (the sign-in before the first step), then its steps; one outcome, then the runner's answer, then exit.
 */
async function runFlow(request: FlowRequest) {
  const send = (outcome: FlowOutcome) =>
    new Promise<void>((resolve) => process.send?.({ type: 'run', outcome }, () => resolve()));
  const prepared = await prepare(request);
  if (!prepared.ok) {
    const failed = await blamed(prepared);
    await cleanUp();
    await send(failed);
    process.exit(0);
  }
  const { started } = prepared;
  let outcome: FlowOutcome;
  try {
    const done = await performFlow(prepared.page, request.flow, lighthouseFlags(request));
    outcome = {
      ok: true,
      steps: done.steps,
      reportHtml: done.reportHtml,
      browserVersion: browserVersion ?? '',
      lighthouseVersion: done.lighthouseVersion,
      durationMs: Math.round(performance.now() - started),
      guardEvents: proxy?.events ?? [],
      sandboxed,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = failure(
      error instanceof FlowStepError ? FLOW_STEP_FAILURE : FAILURES.lighthouse,
      message,
      started,
    );
  }
  outcome = await blamed(outcome);
  const more = nextAnswer();
  await send(outcome);
  if (outcome.ok) await more;
  await cleanUp();
  process.exit(0);
}

async function runSeries(request: AuditRequest) {
  const send = (outcome: AuditOutcome) =>
    new Promise<void>((resolve) => process.send?.({ type: 'run', outcome }, () => resolve()));
  const prepared = await prepare(request);
  if (!prepared.ok) {
    const failed = await blamed(prepared);
    await cleanUp();
    await send(failed);
    process.exit(0);
  }
  // Each run's time includes its Chromium's start, and its guard events the sign-in's.
  let current = prepared;
  for (;;) {
    const run = await audit(request, current, current.started, 0);
    if (!run.ok) {
      const failed = await blamed(run);
      await cleanUp();
      await send(failed);
      break;
    }
    const more = nextAnswer();
    await send(run);
    if (!(await more)) {
      await cleanUp();
      break;
    }
    await cleanUp();
    const next = await prepare(request);
    if (!next.ok) {
      const failed = await blamed(next);
      await cleanUp();
      await send(failed);
      break;
    }
    current = next;
  }
  process.exit(0);
}

let browserVersion: string | null = null;

function failure(
  kind: { code: string; pageFault: boolean },
  message: string,
  started: number,
  eventsFrom = 0,
): AuditFailure {
  return {
    ok: false,
    ...kind,
    message,
    browserVersion,
    lighthouseVersion: null,
    durationMs: Math.round(performance.now() - started),
    guardEvents: proxy?.events.slice(eventsFrom) ?? [],
    sandboxed,
  };
}

interface Prepared {
  ok: true;
  page: Page;
  /** For emptying the HTTP cache between runs that keep the browser's storage (form sign-in). */
  session: CDPSession | null;
  started: number;
}

/** The guard, Chromium, cookies, the form sign-in and JavaScript off: what every run of a test shares. */
async function prepare(request: AuditRequest): Promise<Prepared | AuditFailure> {
  const started = performance.now();
  try {
    const policy = new NetworkPolicy(request.allowedNetworks, request.allowedEndpoints);
    const refused = refusedUrl(request, policy);
    if (refused) throw new AuditError(FAILURES.refusedUrl, refused);
    const hostRules = parseHostRules(request.hostRules);
    proxy = await startGuardProxy(policy, hostRules, { family: request.ipFamily ?? null });
    browser = await launchChromium(request.chromePath, proxy.url);
    await refuseOtherSchemes(browser);
    process.send?.({ type: 'browser', pid: browser.process()?.pid ?? null });
    browserVersion = await browser.version();
    const page = await browser.newPage();
    await applyCookies(browser, request);
    if (request.formAuth) await signIn(page, request.formAuth);
    if (request.profile.blockJavascript) await blockJavaScript(page);
    const session = request.formAuth ? await page.createCDPSession() : null;
    return { ok: true, page, session, started };
  } catch (error) {
    if (error instanceof AuditError) return failure(error.failure, error.message, started);
    return failure(FAILURES.lighthouse, error instanceof Error ? error.message : String(error), started);
  }
}

/** One Lighthouse run of the page in the prepared Chromium. */
async function audit(
  request: AuditRequest,
  { page, session }: Prepared,
  started: number,
  eventsFrom: number,
): Promise<AuditOutcome> {
  const fail = (kind: { code: string; pageFault: boolean }, message: string) =>
    failure(kind, message, started, eventsFrom);
  if (!browser || !proxy) return fail(FAILURES.environment, 'Chromium is not running');
  try {
    // With the form sign-in Lighthouse keeps the browser's storage, and with it the HTTP cache: emptied
    // here, so every run loads the page cold, as a run of its own would, and still signed in.
    await session?.send('Network.clearBrowserCache');
    const flags = lighthouseFlags(request);
    let result: Awaited<ReturnType<typeof lighthouse>>;
    try {
      result = await lighthouse(request.url, flags, undefined, page);
    } catch (error) {
      throw new AuditError(FAILURES.lighthouse, (error as Error).message);
    }
    if (!result) throw new AuditError(FAILURES.noResults, 'Lighthouse returned no results');
    const report = result.lhr as unknown as LighthouseReport;
    if (report.runtimeError) {
      const classified = classifyRuntimeError(
        report.runtimeError.code,
        proxy.events.slice(eventsFrom),
        new URL(request.url).hostname,
      );
      return {
        ...fail(classified, report.runtimeError.message),
        lighthouseVersion: report.lighthouseVersion,
      };
    }
    return {
      ok: true,
      report,
      browserVersion: browserVersion ?? '',
      lighthouseVersion: report.lighthouseVersion,
      durationMs: Math.round(performance.now() - started),
      guardEvents: proxy.events.slice(eventsFrom),
      sandboxed,
    };
  } catch (error) {
    if (error instanceof AuditError) return fail(error.failure, error.message);
    return fail(FAILURES.lighthouse, error instanceof Error ? error.message : String(error));
  }
}

/** Lighthouse's settings from the profile: every run of a test and every step of a flow. */
function lighthouseFlags(request: AuditRequest): Flags {
  const { profile } = request;
  const blocked = [
    ...profile.blockedHosts,
    ...profile.blockedThirdParties.flatMap((name) => findEntity(name)?.domains ?? []),
    ...(profile.adBlocker ? adHosts() : []),
  ];
  return {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...throttlingFlags(profile.device, profile.connection),
    extraHeaders: Object.fromEntries(profile.headers.map((header) => [header.name, header.value])),
    blockedUrlPatterns: hostPatterns(blocked),
    // The form-authentication session lives in the browser's storage: keep it.
    disableStorageReset: request.formAuth !== null,
  };
}

/** A profile's cookies, for the page's host unless they name a domain. */
async function applyCookies(target: Browser, request: AuditRequest) {
  if (request.profile.cookies.length === 0) return;
  const host = new URL(request.url).hostname;
  await target.setCookie(
    ...request.profile.cookies.map((cookie) => ({
      name: cookie.name,
      value: cookie.value,
      domain: cookie.domain || host,
      path: cookie.path || '/',
      secure: cookie.secure,
      httpOnly: cookie.httpOnly,
    })),
  );
}

/** Signs in through the site's form, so the audit sees what a signed-in visitor sees. */
async function signIn(page: Page, auth: FormAuthentication) {
  try {
    await page.goto(auth.url, { waitUntil: 'load', timeout: 30_000 });
    if (auth.formSelector) await page.waitForSelector(auth.formSelector, { timeout: 10_000 });
    await page.type(auth.usernameSelector, auth.username);
    await page.type(auth.passwordSelector, auth.password);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }),
      page.click(auth.submitSelector),
    ]);
  } catch (error) {
    throw new AuditError(
      FAILURES.auth,
      `Signing in through the site's form failed: ${(error as Error).message}`,
    );
  }
}

/**
 * JavaScript off for the page but not for Lighthouse: switching script execution off in the browser
 * also stops the DevTools calls Lighthouse makes, so documents get a policy that forbids every script.
 */
async function blockJavaScript(page: Page) {
  const session: CDPSession = await page.createCDPSession();
  await session.send('Fetch.enable', { patterns: [{ resourceType: 'Document', requestStage: 'Response' }] });
  session.on('Fetch.requestPaused', (event) => {
    void (async () => {
      try {
        const status = event.responseStatusCode ?? 200;
        if (status >= 300 && status < 400) {
          await session.send('Fetch.continueRequest', { requestId: event.requestId });
          return;
        }
        const body = await session.send('Fetch.getResponseBody', { requestId: event.requestId });
        const headers = (event.responseHeaders ?? []).filter(
          (header) => header.name.toLowerCase() !== 'content-security-policy',
        );
        headers.push({ name: 'Content-Security-Policy', value: "script-src 'none'" });
        await session.send('Fetch.fulfillRequest', {
          requestId: event.requestId,
          responseCode: status,
          responseHeaders: headers,
          body: body.base64Encoded ? body.body : Buffer.from(body.body).toString('base64'),
        });
      } catch {
        await session.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => {});
      }
    })();
  });
}
