import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '@pace/platform/config';

export interface Child {
  process: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves when the output matches, with the match. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  exited(): Promise<number | null>;
}

/** Runs a TypeScript entry point with tsx, as the start script does. */
export function startTs(file: string, env: Record<string, string | undefined>): Child {
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, file)], {
    cwd: REPO_ROOT,
    env: merged,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited: () => exit,
    waitFor(pattern, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${pattern} in ${timeoutMs} ms; output:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        exit.then(() => setTimeout(check, 0));
        check();
      });
    },
  };
}
