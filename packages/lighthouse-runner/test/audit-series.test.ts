// The runs of one test in one audit process: the runner asks after each completed run whether another
// follows, every run has a Chromium of its own (one at a time), a run that fails ends the series and
// keeps the runs before it, and nothing is left running. Three real runs in all, of a tiny
// page, so the suite stays fast.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AuditSeries, type AuditSuccess, medianRun, runAuditSeries } from '../src/index.ts';
import { PLAIN_PROFILE } from '../src/testing/fixture-sites.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MARK = 'PACE_AUDIT_MARK';
const mark = `series-${process.pid}`;

/** The pid of the audit's Chromium browser process (the one on the DevTools pipe), found by the mark. */
function browserProcesses(): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(`${MARK}=${mark}`)) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      if (cmdline.includes('--remote-debugging-pipe')) found.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

// The page answers twice, then fails: the third run ends the series with the page's error.
let documents = 0;
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/page') return response.writeHead(404).end();
    documents++;
    if (documents > 2) return response.writeHead(500, { 'content-type': 'text/html' }).end('<p>broken</p>');
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><html lang="en"><title>Series</title><h1>Runs of one test</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let series: AuditSeries;
const asked: number[] = [];
const browsers: number[][] = [];
beforeAll(async () => {
  const before = process.env[MARK];
  process.env[MARK] = mark;
  try {
    series = await runAuditSeries(
      {
        url: `${origin}/page`,
        profile: PLAIN_PROFILE,
        formAuth: null,
        chromePath: CHROME_PATH,
        allowedNetworks: ['127.0.0.0/8'],
        hostRules: '',
      },
      {
        timeoutMs: 120_000,
        another: (runs) => {
          asked.push(runs.length);
          browsers.push(browserProcesses());
          return true;
        },
      },
    );
  } finally {
    if (before === undefined) delete process.env[MARK];
    else process.env[MARK] = before;
  }
});

it('asks after each completed run and runs again in a fresh Chromium', () => {
  expect(asked).toEqual([1, 2]);
  // One Chromium at a time, another for each run: a run in a Chromium that loaded the page before is
  // faster than a first run, and a test's runs must be alike.
  expect(browsers[0]).toHaveLength(1);
  expect(browsers[1]).toHaveLength(1);
  expect(browsers[1]).not.toEqual(browsers[0]);
  expect(documents).toBe(3);
});

it('keeps the completed runs when a later run fails, with the failure', () => {
  expect(series.runs).toHaveLength(2);
  for (const run of series.runs) {
    expect(run.ok).toBe(true);
    expect(run.report.finalDisplayedUrl).toBe(`${origin}/page`);
  }
  expect(series.failure).toMatchObject({ ok: false, code: 'ERRORED_DOCUMENT_REQUEST', pageFault: true });
  expect(series.durationMs).toBeGreaterThanOrEqual(series.runs[0]!.durationMs + series.runs[1]!.durationMs);
});

it('leaves no Chromium running', async () => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && browserProcesses().length) await new Promise((r) => setTimeout(r, 200));
  expect(browserProcesses()).toEqual([]);
});

it("takes Lighthouse's median run: the one nearest the median FCP and TTI", () => {
  const fake = (fcp: number, tti: number) =>
    ({
      report: {
        lighthouseVersion: '13',
        categories: {},
        audits: {
          'first-contentful-paint': { numericValue: fcp },
          interactive: { numericValue: tti },
        },
      },
    }) as unknown as AuditSuccess;
  const runs = [fake(900, 3000), fake(1000, 2000), fake(1500, 2500), fake(1100, 2400), fake(3000, 9000)];
  expect(medianRun(runs)).toBe(runs[3]);
  expect(medianRun(runs.slice(0, 1))).toBe(runs[0]);
});
