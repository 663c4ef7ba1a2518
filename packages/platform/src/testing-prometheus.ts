// A Prometheus server of a test's own (Debian's `prometheus` package), on a free loopback port with a
// throw-away data folder: to scrape the platform's processes as operators do and read what it stored back
// through its HTTP API. `promtool` checks configuration and rules the same way.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { killOnExit } from './testing-children.ts';
import { freePort } from './testing-ports.ts';

/** The programs (PROMETHEUS, PROMTOOL to use others). */
const PROMETHEUS = process.env.PROMETHEUS ?? 'prometheus';
const PROMTOOL = process.env.PROMTOOL ?? 'promtool';

export interface PrivatePrometheus {
  url: string;
  /** The value of an instant query that gives one sample (`sum(…)`, a single series); null when none. */
  value(query: string): Promise<number | null>;
  /** Prometheus' `/api/v1/<path>` answer's `data`. */
  api(path: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * `files`: what to write into the server's folder (its configuration as `prometheus.yml`, and the rule
 * files it names, by their relative names).
 */
export async function startPrometheus(files: Record<string, string>): Promise<PrivatePrometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'pace-prometheus-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  killOnExit(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const api = async (path: string) => {
    const answer = (await (await fetch(`${url}/api/v1/${path}`)).json()) as { status: string; data: unknown };
    if (answer.status !== 'success') throw new Error(`Prometheus answered ${JSON.stringify(answer)}`);
    return answer.data;
  };
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    api,
    async value(query) {
      const data = (await api(`query?query=${encodeURIComponent(query)}`)) as {
        result: { value: [number, string] }[];
      };
      if (data.result.length > 1) throw new Error(`${query} gives ${data.result.length} series, not one`);
      return data.result[0] ? Number(data.result[0].value[1]) : null;
    },
    close,
  };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${url}/-/ready`).catch(() => null);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`prometheus was not ready in 30 s:\n${output()}`);
}

/** Runs promtool (`check rules <file>`, `test rules <file>`, …) in `dir`; its output, or it throws with it. */
export async function promtool(dir: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)(PROMTOOL, args, { cwd: dir });
    return stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}
