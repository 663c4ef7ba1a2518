// A MariaDB server of a test's own, for fault tests that kill or restart the database: a fresh data
// folder (mariadb-install-db), a free loopback port and a socket of its own. The machine's MariaDB is
// shared by every other test and is never stopped.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killOnExit } from './testing-children.ts';
import { freePort } from './testing-ports.ts';

/** The server and installer programs (MARIADBD, MARIADB_INSTALL_DB to use others). */
const MARIADBD = process.env.MARIADBD ?? 'mariadbd';
const MARIADB_INSTALL_DB = process.env.MARIADB_INSTALL_DB ?? 'mariadb-install-db';

export interface PrivateMariadb {
  /** The server, user root with no password, no database: as TEST_MYSQL_URL. */
  url: string;
  /** Stops the server: SIGKILL by default (a crash: InnoDB recovers at the next start), or SIGTERM. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Starts it again on the same data and port. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  close(): Promise<void>;
}

function run(program: string, args: string[], ready?: RegExp): Promise<ChildProcess> {
  const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  killOnExit(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${program} did not start: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready?.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready && code === 0) resolve(child);
      else reject(new Error(`${program} exited with ${code}: ${output}`));
    });
  });
}

export async function startPrivateMariadb(): Promise<PrivateMariadb> {
  const dir = mkdtempSync(join(tmpdir(), 'pace-mariadb-'));
  const datadir = join(dir, 'data');
  // As root (a CI container), the server refuses to start unless told it may run as root.
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  await run(MARIADB_INSTALL_DB, [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...asRoot,
  ]);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = await run(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${datadir}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(dir, 'mariadb.sock')}`,
        `--pid-file=${join(dir, 'mariadb.pid')}`,
        '--skip-name-resolve',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        ...asRoot,
      ],
      /ready for connections/,
    );
    child.stdout!.removeAllListeners('data').resume();
    child.stderr!.removeAllListeners('data').resume();
  };
  const stop = async (signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL') => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `mysql://root@127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
