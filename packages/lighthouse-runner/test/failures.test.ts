// Every failure code this machine can cause, provoked for real: Lighthouse in Chromium against fixture
// pages on loopback (one HTTP and one self-signed HTTPS server), each run checked for its code and for
// no Chromium left behind. Runs cost seconds of CPU each, so only the cases that need Lighthouse use it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditFailure,
  type AuditRequest,
  classifyRuntimeError,
  explainFailure,
  FAILURE_CODES,
  runAudit,
} from '../src/index.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const SPEC_CODES = [
  'DNS_FAILURE',
  'INTERSTITIAL_ERROR',
  'RUN_TIMEOUT',
  'NO_RESULTS',
  'ENVIRONMENT_ERROR',
  'BROWSER_CONNECTION_ERROR',
  'CHROME_INTERSTITIAL_ERROR',
  'AUTH_ERROR',
  'PAGE_HUNG',
  'FAILED_DOCUMENT_REQUEST',
  'ERRORED_DOCUMENT_REQUEST',
  'INSECURE_DOCUMENT_REQUEST',
  'NO_FCP',
  'SPEEDINDEX_OF_ZERO',
  'NOT_HTML',
  'MISSING_MEASUREMENTS',
  'NO_MEASUREMENTS',
  'MISSING_ASSETS',
  'MISSING_EXTRACTS',
  'HAR_ERROR',
  'LIGHTHOUSE_ERROR',
  'REPORTER_ERROR',
];

describe('the failure table', () => {
  it('has every code of the spec, each with an explanation and a next step', () => {
    expect(Object.keys(FAILURE_CODES).sort()).toEqual([...SPEC_CODES].sort());
    for (const code of SPEC_CODES) {
      const info = explainFailure(code);
      expect(info?.explanation.length, code).toBeGreaterThan(20);
      expect(info?.nextStep.length, code).toBeGreaterThan(10);
    }
    expect(explainFailure('SOMETHING_ELSE')).toBeNull();
    expect(explainFailure(null)).toBeNull();
  });

  it("reads Lighthouse's runtime error with the guard's record of the document's host", () => {
    const dns = [{ host: 'shop.test', kind: 'dns' as const, detail: 'ENOTFOUND' }];
    expect(classifyRuntimeError('ERRORED_DOCUMENT_REQUEST', dns, 'shop.test').code).toBe('DNS_FAILURE');
    // A failure of another host is not the document's.
    expect(classifyRuntimeError('ERRORED_DOCUMENT_REQUEST', dns, 'www.test').code).toBe(
      'ERRORED_DOCUMENT_REQUEST',
    );
    expect(classifyRuntimeError('NO_LCP', [], 'shop.test')).toEqual({
      code: 'MISSING_MEASUREMENTS',
      pageFault: true,
    });
    expect(classifyRuntimeError('SOMETHING_NEW', [], 'shop.test')).toEqual({
      code: 'LIGHTHOUSE_ERROR',
      pageFault: false,
    });
  });
});

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title></head><body>${body}</body></html>`;

/** Paths that say when they were asked for (Lighthouse has begun loading the page). */
const navigated: string[] = [];

/** Loopback fixtures: every way a page can go wrong that a test can provoke. */
function fixture(req: IncomingMessage, res: ServerResponse) {
  const html = (body: string, status = 200) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  };
  switch (req.url) {
    case '/ok':
      return html(page('<h1>Fine</h1><p>A page.</p>'));
    case '/server-error':
      return html(page('<h1>Broken</h1>'), 500);
    case '/not-found':
      return html(page('<h1>Not found</h1>'), 404);
    case '/json':
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"hello":"world"}');
    case '/hang-up':
      // The server takes the request and closes the connection without an answer.
      req.socket.destroy();
      return;
    case '/blank':
      return html(page(''));
    case '/never-then-killed':
    case '/never-sign-in':
    case '/never':
      // The first two are the same page on paths of their own, so their tests know Chromium reached it.
      if (req.url !== '/never') navigated.push(req.url ?? '');
      // Headers and the start of the body, then nothing: the page never finishes loading.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<!doctype html><html><head><title>Never</title></head><body><h1>Loading</h1>');
      return;
    case '/login':
      return html(
        page(
          '<form method="post" action="/ok"><input id="email" name="email"><input id="password" type="password"><button id="submit">Sign in</button></form>',
        ),
      );
    default:
      res.writeHead(404).end();
  }
}

let http: Server;
let https: Server;
let origin: string;
let secureOrigin: string;
let certDir: string;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'pace-failures-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      'privkey.pem',
      '-out',
      'cert.pem',
    ],
    { stdio: ['ignore', 'ignore', 'ignore'], cwd: certDir, env: { ...process.env } },
  );
  http = createServer(fixture);
  https = createTlsServer(
    { key: readFileSync(join(certDir, 'privkey.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
    fixture,
  );
  origin = `http://127.0.0.1:${await listen(http)}`;
  secureOrigin = `https://127.0.0.1:${await listen(https)}`;
});

afterAll(async () => {
  for (const server of [http, https]) {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

// Each run's processes carry a mark in their environment (the audit process and Chromium inherit it),
// so /proc tells which processes a run started even after they are orphaned.
const MARK = 'PACE_AUDIT_MARK';
let runs = 0;

interface LiveProcess {
  pid: number;
  cmdline: string;
}

function processesOf(mark: string): LiveProcess[] {
  const found: LiveProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
      if (!environ.split('\0').includes(`${MARK}=${mark}`)) continue;
      const state = readFileSync(`/proc/${entry}/stat`, 'latin1').split(') ')[1]?.[0];
      if (state === 'Z') continue; // exited, waiting for its parent to collect it
      found.push({ pid: Number(entry), cmdline: readFileSync(`/proc/${entry}/cmdline`, 'latin1') });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

const isChromium = (process: LiveProcess) => process.cmdline.includes('chrom');

async function nothingLeft(mark: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && processesOf(mark).length > 0) await sleep(200);
  return processesOf(mark).map((process) => process.cmdline.split('\0')[0]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One audit whose processes carry a fresh mark; the mark is given back to look for them. */
function audit(url: string, extra: Partial<AuditRequest> = {}, timeoutMs = 120_000) {
  const mark = `${process.pid}-${++runs}`;
  const before = process.env[MARK];
  process.env[MARK] = mark; // the audit process is forked now, with this environment
  const outcome = runAudit(
    {
      url,
      profile: {
        device: 'desktop',
        connection: 'none',
        blockJavascript: false,
        adBlocker: false,
        headers: [],
        cookies: [],
        blockedHosts: [],
        blockedThirdParties: [],
      },
      formAuth: null,
      chromePath: CHROME_PATH,
      allowedNetworks: ['127.0.0.0/8'],
      hostRules: '',
      ...extra,
    },
    { timeoutMs },
  );
  if (before === undefined) delete process.env[MARK];
  else process.env[MARK] = before;
  return { mark, outcome };
}

async function failsWith(run: ReturnType<typeof audit>, code: string): Promise<AuditFailure> {
  const outcome = await run.outcome;
  expect(outcome.ok ? 'completed' : `${outcome.code}: ${outcome.message}`).toMatch(new RegExp(`^${code}:`));
  expect(await nothingLeft(run.mark)).toEqual([]);
  return outcome as AuditFailure;
}

/** Waits until Chromium of the run marked `mark` has asked for `path`, then kills its browser process. */
async function killBrowserOnceAsked(mark: string, path: string) {
  const deadline = Date.now() + 120_000;
  while (!navigated.includes(path) && Date.now() < deadline) await sleep(100);
  // Chromium's browser process: the one without a --type= (renderers, GPU and utilities have one).
  const browserPid = processesOf(mark).find(
    (found) => isChromium(found) && !found.cmdline.includes('--type='),
  )?.pid;
  expect(browserPid).toBeDefined();
  process.kill(browserPid as number, 'SIGKILL');
}

// Side by side (the config's maxConcurrency): each case mostly waits on Lighthouse's own limits (a
// navigation error, the FCP wait), one after another they took 226 s of a 2-worker run's tail.
describe.concurrent('failures provoked for real, each leaving no Chromium behind', () => {
  it('DNS_FAILURE: a host that does not resolve', async () => {
    const failure = await failsWith(audit('http://nowhere.invalid/'), 'DNS_FAILURE');
    expect(failure.pageFault).toBe(true);
  });

  it('ERRORED_DOCUMENT_REQUEST: the document answers 500, or 404', async () => {
    await failsWith(audit(`${origin}/server-error`), 'ERRORED_DOCUMENT_REQUEST');
    await failsWith(audit(`${origin}/not-found`), 'ERRORED_DOCUMENT_REQUEST');
  });

  it('FAILED_DOCUMENT_REQUEST: the server closes the connection without answering', async () => {
    await failsWith(audit(`${origin}/hang-up`), 'FAILED_DOCUMENT_REQUEST');
  });

  it('INTERSTITIAL_ERROR: an address audits may not visit, blocked by the guard', async () => {
    await failsWith(audit(`${origin}/ok`, { allowedNetworks: [] }), 'INTERSTITIAL_ERROR');
  });

  it('NOT_HTML: the document is JSON', async () => {
    await failsWith(audit(`${origin}/json`), 'NOT_HTML');
  });

  it('INSECURE_DOCUMENT_REQUEST: a self-signed certificate', async () => {
    await failsWith(audit(`${secureOrigin}/ok`), 'INSECURE_DOCUMENT_REQUEST');
  });

  it('AUTH_ERROR: form authentication whose selectors are wrong', async () => {
    await failsWith(
      audit(`${origin}/ok`, {
        formAuth: {
          url: `${origin}/login`,
          formSelector: null,
          username: 'someone@example.com',
          usernameSelector: '#no-such-field',
          password: 'secret',
          passwordSelector: '#password',
          submitSelector: '#submit',
        },
      }),
      'AUTH_ERROR',
    );
  });

  it('RUN_TIMEOUT: a page that never finishes loading, with a short limit', async () => {
    const failure = await failsWith(audit(`${origin}/never`, {}, 8_000), 'RUN_TIMEOUT');
    expect(failure.message).toContain('8 seconds');
  });

  it('BROWSER_CONNECTION_ERROR: Chromium killed during the run', async () => {
    // Killed once Lighthouse is loading the page (on a loaded machine, 1.5 s after Chromium appeared was
    // sometimes still before Lighthouse began).
    const run = audit(`${origin}/never-then-killed`);
    await killBrowserOnceAsked(run.mark, '/never-then-killed');
    await failsWith(run, 'BROWSER_CONNECTION_ERROR');
  });

  it('BROWSER_CONNECTION_ERROR: Chromium killed before Lighthouse began, during the form sign-in', async () => {
    // Not the site's sign-in failing (AUTH_ERROR, the page's fault): the agent lost its browser.
    const run = audit(`${origin}/ok`, {
      formAuth: {
        url: `${origin}/never-sign-in`,
        formSelector: null,
        username: 'someone@example.com',
        usernameSelector: '#email',
        password: 'secret',
        passwordSelector: '#password',
        submitSelector: '#submit',
      },
    });
    await killBrowserOnceAsked(run.mark, '/never-sign-in');
    await failsWith(run, 'BROWSER_CONNECTION_ERROR');
  });

  it('NO_FCP: a blank page', async () => {
    await failsWith(audit(`${origin}/blank`), 'NO_FCP');
  });
});
