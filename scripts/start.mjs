#!/usr/bin/env node
// `npm start`: bring the whole platform up on this machine.
// Installs dependencies when missing, builds the shell and remotes whose sources changed since their last
// build, migrates the database, publishes remote builds that have no manifest entry yet, then starts the
// bff and the job worker (one process in the embedded mode, two with Redis). Plain Node on purpose: it has
// to run before any dependency is installed. The embedded mode's console is for a person (LOG_FORMAT=text);
// an older Node gets one line of advice (node-advice.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ENGINE_WARNING, nodeAdvice } from './node-advice.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FRONTENDS = ['shell', 'mfe-rum', 'mfe-synthetic', 'mfe-crux', 'mfe-billing', 'mfe-settings'];
// Sources every front-end build reads besides its own folder.
const SHARED_SOURCES = ['packages/mfe-kit', 'packages/ui', 'packages/metrics'];

function step(message) {
  console.log(`\u203a ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** As run, with the lines of its stderr that `drop` (if any) matches left out, as they come. */
async function runWithout(drop, command, args) {
  const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'inherit', 'pipe'] });
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!drop?.test(line)) process.stderr.write(`${line}\n`);
  });
  const [code, signal] = await new Promise((resolve) => child.on('close', (...exit) => resolve(exit)));
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${code ?? signal}).`);
    process.exit(code || 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** A front-end needs a build when its dist is missing or older than its sources or the shared packages. */
function needsBuild(workspace) {
  const stamp = join(root, workspace, 'dist', workspace === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = [workspace, ...SHARED_SOURCES].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > built;
}

/** Command and arguments that run one of our TypeScript entry points (tsx works on Node 20 and 22). */
const tsx = (file, ...args) => [process.execPath, ['--import', 'tsx', join(root, file), ...args]];

// The demo website (@pace/demo) is served beside the platform, on the next port unless DEMO_SITE_PORT says
// otherwise; the demo organisation's sites point there, and its audits may reach that port and no other.
// PACE_DEMO=off serves no demo website and makes no demo history (the browser tests start it that way).
if (process.env.PACE_DEMO === 'off') delete process.env.DEMO_SITE_PORT;
else process.env.DEMO_SITE_PORT ??= String(Number(process.env.PORT ?? 3000) + 1);

// The embedded mode is a person's console: one plain line per event, the JSON lines in a file
// (LOG_FORMAT=json puts them on stdout instead). In services mode (REDIS_URL), as in production, the
// processes write JSON lines on stdout for whatever collects them.
if (!process.env.REDIS_URL) process.env.LOG_FORMAT ||= 'text';

// An older Node gets one line saying which is recommended and why, instead of npm's warning blocks.
const advice = nodeAdvice();
if (advice) console.log(advice.line);
if (advice && !advice.runs) process.exit(1);

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  step('Installing dependencies (npm ci)');
  await runWithout(advice ? ENGINE_WARNING : null, 'npm', ['ci', '--no-audit', '--no-fund']);
}

const stale = FRONTENDS.filter(needsBuild);
if (stale.length > 0) {
  step(`Building ${stale.join(', ')}`);
  for (const workspace of stale) run('npm', ['run', 'build', '--silent', '-w', workspace]);
} else {
  step('Front-end builds are up to date');
}

step(process.env.DATABASE_URL ? 'Migrating the database' : 'Migrating the embedded SQLite database');
run(...tsx('packages/platform/src/db/migrate-cli.ts', 'up'));
// A new database gets the demo organisation and its accounts (printed), so there is someone to sign in as;
// the platform then builds its first history in the background ("Demo data: …" lines below).
run(...tsx('bff/src/cli/demo-data.ts', '--if-empty'));
step('Publishing remote builds that have no release yet');
run(...tsx('scripts/remotes.ts', 'ensure'));
// A remote rebuilt here from changed sources keeps its package version: publish the new build over that
// version, or the platform would go on serving the build published before the change.
for (const remote of stale.filter((workspace) => workspace !== 'shell')) {
  run(...tsx('scripts/remotes.ts', 'publish', remote, '--no-build', '--force'));
}

// With Redis the worker is its own process (as in production); without it, the embedded mode runs the
// same job handlers inside the bff process.
const processes = process.env.REDIS_URL
  ? [tsx('bff/src/main.ts'), tsx('jobs/src/main.ts')]
  : [tsx('bff/src/embedded.ts')];
// With the text console, where the whole events are.
const logFile =
  process.env.LOG_FORMAT === 'text' ? `${process.env.DATA_DIR || '.data'}/logs/pace.jsonl` : null;
const logNote = logFile ? `; its log as JSON lines in ${logFile}` : '';
step(
  process.env.REDIS_URL
    ? `Starting the bff and the job worker${logNote}`
    : `Starting the platform (embedded mode${logNote})`,
);

const children = processes.map(([command, args]) => spawn(command, args, { cwd: root, stdio: 'inherit' }));
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code, signal) => {
    // One process going away takes the platform down: a half-running platform is worse than none.
    if (!stopping) {
      console.error(`A platform process exited (${code ?? signal}); stopping the others.`);
      process.exitCode = code || 1;
    }
    stop('SIGTERM');
  });
}
