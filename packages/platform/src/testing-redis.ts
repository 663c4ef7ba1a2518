// A Redis server of a test's own, on a free loopback port, for fault tests: stopping or restarting the
// machine's Redis would break every other test sharing it. Nothing is saved to disk, unless `durable`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killOnExit } from './testing-children.ts';
import { freePort } from './testing-ports.ts';

/** The redis-server program (REDIS_SERVER to use another). */
const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

export interface PrivateRedis {
  url: string;
  /** Stops the server: SIGKILL by default (an outage, not a shutdown); SIGTERM shuts it down. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Starts it again on the same port: empty, or with what its append-only file kept when `durable`. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  close(): Promise<void>;
}

export interface PrivateRedisOptions {
  /**
   * Every write in an append-only file, fsynced before Redis answers, as a production Redis holding the
   * beacon stream must run: with no persistence a restart empties the stream, beacons acknowledged included.
   */
  durable?: boolean;
}

export async function startPrivateRedis(options: PrivateRedisOptions = {}): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = options.durable ? mkdtempSync(join(tmpdir(), 'pace-redis-')) : undefined;
  const persistence = dir
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir]
    : ['--appendonly', 'no'];
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    killOnExit(started);
    started.stderr!.resume();
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', () => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited: ${output}`));
      });
    });
    started.stdout!.removeAllListeners('data');
    started.stdout!.resume();
  };
  const stop = async (signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL') => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
