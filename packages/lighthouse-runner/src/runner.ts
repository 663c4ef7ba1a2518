// Runs the audits of one test in a process of its own, a fresh Chromium for each run: after each run
// that completed the caller decides whether another follows (the worker's stopping rule). Ends the
// process (and Chromium) when a run takes longer than the test timeout or when the caller aborts (the
// worker is stopping).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FAILURES } from './failures.ts';
import type { FlowOutcome, FlowRequest, FlowSuccess } from './flow-request.ts';
import type { AuditFailure, AuditOutcome, AuditRequest, AuditSuccess } from './request.ts';
import { prepareAuditHome, UNSANDBOXED_ARG } from './sandbox.ts';

/** The spec's test timeout. */
export const DEFAULT_TIMEOUT_MS = 300_000;

const AUDIT_PROCESS = fileURLToPath(new URL('./audit-process.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

export interface RunOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Chromium's sandbox; on unless a benchmark measures its cost. */
  sandbox?: boolean;
}

export interface SeriesOptions extends RunOptions {
  /**
   * Called after each run that completed, with every completed run so far: whether another run follows
   * (in a fresh Chromium). One run when absent.
   */
  another?: (runs: readonly AuditSuccess[]) => boolean | Promise<boolean>;
}

/** The runs of one test. */
export interface AuditSeries {
  /** The runs that completed, in order; none when the first run failed. */
  runs: AuditSuccess[];
  /** The run that failed and so ended the series, if one did. */
  failure: AuditFailure | null;
  /** From the first run's start to the last one's end. */
  durationMs: number;
}

/** How long the audit process has, after the last run, to close Chromium itself. */
const CLOSE_GRACE_MS = 10_000;

export class AuditAborted extends Error {
  override name = 'AuditAborted';
}

// Loading Lighthouse, puppeteer and the third-party list takes seconds: a worker keeps one audit process
// started and idle, so an audit begins with Chromium's launch. A fresh one is started after each audit
// (not during it: it would take CPU from the page being measured), and an idle one never keeps its
// parent alive (unref'd; it exits when its parent does).
let warm = false;
let spare: ChildProcess | null = null;
/** Which kind of process the spare is: a request for the other kind starts a fresh one. */
let spareSandboxed = true;

/**
 * What the audit process and Chromium may see of the worker's environment: where programs are, and the
 * locale and zone (HOME and TMPDIR are the audit's own, see src/sandbox.ts). Nothing else: the worker
 * holds database, Redis, payment and code-host secrets, and Chromium renders pages strangers choose. The
 * audit gets its settings in its request over IPC, never from the environment. PACE_AUDIT_MARK is a tag, never a
 * secret: whoever starts audits can set it to find their processes in /proc (the failure tests do).
 */
const AUDIT_ENVIRONMENT = ['PATH', 'LANG', 'LANGUAGE', 'LC_ALL', 'TZ', 'FONTCONFIG_PATH', 'PACE_AUDIT_MARK'];

export function auditEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    AUDIT_ENVIRONMENT.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]!]])),
  );
}

function startAuditProcess(sandboxed: boolean): ChildProcess {
  const home = prepareAuditHome(sandboxed);
  const child = fork(AUDIT_PROCESS, sandboxed ? [] : [UNSANDBOXED_ARG], {
    execArgv: ['--import', TSX],
    env: { ...auditEnvironment(), HOME: home.path, TMPDIR: home.path },
    uid: home.uid,
    gid: home.gid,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.once('exit', () => void home.remove());
  child.once('error', () => void home.remove());
  return child;
}

function startSpare(sandboxed = spareSandboxed) {
  if (!warm || spare) return;
  spareSandboxed = sandboxed;
  const child = startAuditProcess(sandboxed);
  child.unref();
  child.channel?.unref();
  child.stderr?.resume();
  // The stderr pipe is a handle of its own: without this, an idle spare keeps its parent running.
  (child.stderr as (NodeJS.ReadableStream & { unref?: () => void }) | null)?.unref?.();
  child.once('exit', () => {
    if (spare === child) spare = null;
  });
  spare = child;
}

/** Keeps an idle audit process ready from now on (the job workers call it once). */
export function keepAuditProcessWarm() {
  warm = true;
  startSpare();
}

function takeAuditProcess(sandboxed: boolean): ChildProcess {
  const ready = spare && spare.exitCode === null && spare.connected && spareSandboxed === sandboxed;
  const child = ready && spare ? spare : startAuditProcess(sandboxed);
  if (!ready) spare?.kill();
  spare = null;
  child.ref();
  child.channel?.ref();
  (child.stderr as (NodeJS.ReadableStream & { ref?: () => void }) | null)?.ref?.();
  return child;
}

/** One run: the first of a series of one. */
export async function runAudit(request: AuditRequest, options: RunOptions = {}): Promise<AuditOutcome> {
  const series = await runAuditSeries(request, options);
  return series.runs[0] ?? series.failure!;
}

export function runAuditSeries(request: AuditRequest, options: SeriesOptions = {}): Promise<AuditSeries> {
  return inAuditProcess<AuditSuccess>(request, options);
}

/**
 * One user flow in an audit process of its own, under the same sandbox, environment and guard as a
 * test; the timeout is the whole flow's.
 */
export async function runFlowAudit(request: FlowRequest, options: RunOptions = {}): Promise<FlowOutcome> {
  const series = await inAuditProcess<FlowSuccess>(request, options);
  return series.runs[0] ?? series.failure!;
}

function inAuditProcess<S extends { ok: true }>(
  request: AuditRequest,
  options: RunOptions & { another?: (runs: readonly S[]) => boolean | Promise<boolean> },
): Promise<{ runs: S[]; failure: AuditFailure | null; durationMs: number }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sandboxed = options.sandbox ?? true;
  const started = performance.now();
  const runs: S[] = [];
  return new Promise((resolve, reject) => {
    const child = takeAuditProcess(sandboxed);
    let browserPid: number | null = null;
    let stderr = '';
    let settled = false;
    /** Set once the last run is in: the series ends when the process has closed Chromium and exited. */
    let closing: NodeJS.Timeout | null = null;
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });

    const finish = (outcome: AuditFailure | null | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (closing) clearTimeout(closing);
      options.signal?.removeEventListener('abort', onAbort);
      stop();
      startSpare(sandboxed);
      if (outcome instanceof Error) reject(outcome);
      else resolve({ runs, failure: outcome, durationMs: Math.round(performance.now() - started) });
    };
    const failure = (kind: { code: string; pageFault: boolean }, message: string): AuditFailure => ({
      ok: false,
      ...kind,
      message,
      browserVersion: null,
      lighthouseVersion: null,
      durationMs: Math.round(performance.now() - started),
      guardEvents: [],
    });
    // The audit process closes Chromium itself; killing Chromium's process group as well covers a
    // process that could not.
    const stop = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (browserPid) {
        try {
          process.kill(-browserPid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    };
    // Each run has the whole test timeout: a page that needs most of it still gets its runs.
    const runTimer = () =>
      setTimeout(
        () =>
          finish(
            failure(
              FAILURES.timeout,
              `The test did not finish within ${Math.round(timeoutMs / 1000)} seconds`,
            ),
          ),
        timeoutMs,
      );
    let timer = runTimer();
    const onAbort = () => finish(new AuditAborted('The audit was stopped'));
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });

    const afterRun = async (outcome: S | AuditFailure) => {
      if (!outcome.ok) return finish(outcome);
      runs.push(outcome);
      clearTimeout(timer);
      let more = false;
      try {
        more = options.another ? await options.another(runs) : false;
      } catch (error) {
        return finish(error instanceof Error ? error : new Error(String(error)));
      }
      // The process went away meanwhile: its exit ends the series with the runs so far.
      if (settled || !child.connected) return;
      child.send({ type: 'next', more });
      if (more) timer = runTimer();
      else closing = setTimeout(() => finish(null), CLOSE_GRACE_MS);
    };
    child.on(
      'message',
      (message: { type: 'run'; outcome: S | AuditFailure } | { type: 'browser'; pid: number | null }) => {
        if (message.type === 'browser') browserPid = message.pid;
        else void afterRun(message.outcome);
      },
    );
    child.on('error', (error) => finish(failure(FAILURES.environment, error.message)));
    child.on('exit', (code, signal) => {
      if (closing) return finish(null);
      if (!settled) {
        finish(
          failure(
            FAILURES.browserGone,
            `The audit process ended (${signal ?? code}) without a result${stderr ? `: ${stderr.trim().split('\n').at(-1)}` : ''}`,
          ),
        );
      }
    });
    child.send(request);
  });
}
