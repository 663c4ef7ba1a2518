// Starts the platform exactly as the README's start command does (`node scripts/start.mjs`), with its
// configuration from the environment, and resolves once it prints the URL it listens on.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

export interface RunningPlatform {
  url: string;
  /** Everything it printed so far (the start script's lines, e.g. the demo data's progress). */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `env` overrides this process's environment; a null value removes the variable (e.g. to force the embedded mode). */
export async function startPlatform(
  env: Record<string, string | null>,
  timeoutMs = 240_000,
): Promise<RunningPlatform> {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  // As from a terminal: the test runner's NODE_ENV=test would make the front-end builds development ones
  // (rspack only defaults NODE_ENV to production when it is unset).
  delete merged.NODE_ENV;
  // No demo website and no demo history in the background (24 visits and 19 audits would queue ahead of
  // the tests' own): a test that wants them says PACE_DEMO.
  merged.PACE_DEMO = 'off';
  for (const [key, value] of Object.entries(env)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return spawnUntilRunning([join(repoRoot, 'scripts', 'start.mjs')], merged, timeoutMs);
}

/**
 * One more bff process beside the platform's (as a second instance behind a load balancer would be),
 * on the same database and Redis; `env` names them and may point it at another shell build.
 */
export async function startBff(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningPlatform> {
  const merged: NodeJS.ProcessEnv = { ...process.env, PACE_DEMO: 'off', ...env };
  delete merged.NODE_ENV;
  return spawnUntilRunning(['--import', 'tsx', join(repoRoot, 'bff', 'src', 'main.ts')], merged, timeoutMs);
}

async function spawnUntilRunning(
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<RunningPlatform> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it stops the bff and worker it started
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`platform did not start in time:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Pace is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`platform exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
