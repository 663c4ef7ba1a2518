#!/usr/bin/env node
// `npm test`: the one gate. Static checks, every workspace's unit and integration tests (real MariaDB,
// Redis and SQLite), the front-end builds, then the browser end-to-end tests against the platform started
// as `npm start` starts it. Ends with one plain `N passed, N failed` line over all vitest runs.
//   npm test                 everything
//   npm test -- unit         static checks and unit/integration tests only
//   npm test -- e2e          build and end-to-end tests only
// PACE_SECOND_NODE=<node binary> also runs the packages' suites on that Node (CI: Node 22).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'tests', '.artifacts', 'reports');
const only = process.argv[2];
// Fault and hostile-load tests add their figures here (@pace/platform/resilience-report).
const resilience = join(reports, 'resilience.jsonl');
// Tests that passed only on their retry (scripts/flaky-reporter.mjs): named at the end, never hidden.
const flaky = join(reports, 'flaky.jsonl');
// CI retries a failed test once: one unlucky run on a loaded machine does not block a landing, and the
// retried test is listed as flaky below. Locally a failure is a failure.
const retry = process.env.CI ? ['--retry=1'] : [];

function run(label, command, args, env = {}, log = null) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(
      `\n\u203a ${label}${log ? ` (its output: ${log.slice(root.length + 1)}, the end of it printed when done)` : ''}`,
    );
    const child = spawn(command, args, {
      cwd: root,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PACE_RESILIENCE_REPORT: resilience, PACE_FLAKY_REPORT: flaky, ...env },
    });
    if (log) {
      const out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (log) console.log(tail(log, 40));
      console.log(`\u2039 ${label}: ${code === 0 ? 'ok' : `failed (${code ?? signal})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/** The last lines of a run's log: its summary, and what failed. */
function tail(path, lines) {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

const vitest = (name, extra = []) => [
  'npx',
  [
    'vitest',
    'run',
    ...extra,
    ...retry,
    '--reporter=default',
    `--reporter=${join(root, 'scripts', 'flaky-reporter.mjs')}`,
    '--reporter=json',
    `--outputFile.json=${join(reports, `${name}.json`)}`,
  ],
];

/** The failed tests of one run, named with their file and first error line: CI shows only the end of the log. */
function failures(name) {
  try {
    const report = JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8'));
    return report.testResults.flatMap((file) => {
      const path = file.name.slice(root.length + 1);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      if (failed.length === 0 && file.status === 'failed') return [`${path}: ${firstLine(file.message)}`];
      return failed.map((test) => `${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    });
  } catch {
    return [`${name}: no report`];
  }
}
const firstLine = (text = '') =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function counts(name) {
  try {
    const report = JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8'));
    // A suite that fails to load has no failed test but an unsuccessful run: count it once.
    return { passed: report.numPassedTests, failed: report.numFailedTests || (report.success ? 0 : 1) };
  } catch {
    return { passed: 0, failed: 1 }; // no report: the run itself broke
  }
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
const suites = [];
if (only !== 'e2e') {
  // The static checks are cheap and independent of the tests: run them side by side.
  const checks = await Promise.all([
    run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
    run('lint', 'npx', ['biome', 'ci', '.']),
    // A lock file npm ci refuses breaks every fresh clone (e.g. a package listing platform binaries the
    // registry does not serve); catch it here rather than in CI.
    run('lock file installs with npm ci', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund']),
    // The guards that keep the shape (architecture.md): import rules (.dependency-cruiser.cjs), no source
    // file over 400 lines, generated files as their generators write them, and the public-surface reports
    // (<workspace>/api/*.api.md) matching the code. Each lists its offenders.
    run('dependency rules', 'node', ['scripts/guards/deps.mjs']),
    run('file sizes', 'node', ['scripts/guards/file-sizes.mjs']),
    run('layout table names every folder', 'node', ['scripts/guards/layout.mjs']),
    run('generated files are current', 'npm', ['run', 'codegen:check', '--workspaces', '--if-present']),
    run('public-surface reports are current', 'node', ['scripts/guards/api-report.mjs']),
  ]);
  results.push(...checks);
  // Vitest's default is one worker less than the cores: one on a 2-core machine, where these files mostly
  // wait (databases, Redis, Chromium) and the run took 30 min with the machine half idle.
  const workers = `--maxWorkers=${Math.max(2, availableParallelism())}`;
  results.push(await run('unit and integration tests', ...vitest('unit', [workers])));
  suites.push('unit');
}
// The domain packages' suites (real audits included) once more on a second Node when one is given: CI
// passes Node 22 (.ci/run) while the machines run Node 20, and people deploy on 22 and 24. It runs beside
// the builds and the browser tests, which go one file at a time and leave the machine half idle; its
// output goes to a file, so the two logs do not interleave.
// It runs at a lower priority (nice 10, which its Chromiums inherit): at the same priority the browser
// tests beside it took 1.23x their time alone, and they are the run's last step, so they set its length;
// this one only has to end before them, in the time they leave idle.
// The provoked audit failures stay on the first Node: they are three Chromiums at a time for minutes, and
// what they check (Chromium's crashes, hangs and refusals, each code's wording) does not change with Node.
// The audit, flow, sandbox and environment suites, where Node spawns and talks to Chromium, run here too.
const NOT_ON_SECOND_NODE = ['test/failures.test.ts']; // globs from each package's root
const secondNode = only !== 'e2e' ? process.env.PACE_SECOND_NODE : undefined;
let secondRun = Promise.resolve(true);
if (secondNode) {
  const version = spawnSync(secondNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const excluded = NOT_ON_SECOND_NODE.map((glob) => `--exclude=${glob}`);
  const [, args] = vitest('second-node', ['--config', 'vitest.packages.config.ts', ...excluded]);
  args.splice(0, 1, secondNode, join(root, 'node_modules', 'vitest', 'vitest.mjs')); // 'vitest' run by that Node
  secondRun = run(
    `the packages' unit and audit suites on Node ${version}`,
    'nice',
    ['-n', '10', ...args],
    { PACE_RESILIENCE_REPORT: '' }, // their fault figures are in the report once, from the first run
    join(reports, 'second-node.log'),
  );
  suites.push('second-node');
}
if (only !== 'unit') {
  results.push(await run('front-end builds', 'npm', ['run', 'build', '--silent']));
  results.push(await run('end-to-end tests', ...vitest('e2e', ['--config', 'tests/vitest.e2e.config.ts'])));
  suites.push('e2e');
}
results.push(await secondRun);

/** The resilience report: one row per fault or hostile-load scenario, with its target. */
function printResilience() {
  if (!existsSync(resilience)) return;
  const rows = readFileSync(resilience, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .sort((a, b) => a.scenario.localeCompare(b.scenario));
  const table = [
    ['scenario', 'measured', 'target', ''],
    ...rows.map((r) => [r.scenario, r.measured, r.target, r.met ? 'ok' : 'MISSED']),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  console.log('\nResilience report');
  for (const row of table)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}
printResilience();

const total = suites
  .map(counts)
  .reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }), {
    passed: 0,
    failed: 0,
  });
const ok = results.every(Boolean);
if (!ok && total.failed === 0) total.failed = 1; // a failed static check or build counts as a failure
if (existsSync(flaky)) {
  const lines = readFileSync(flaky, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  console.log(
    `\nFlaky (failed, then passed on the retry)\n${lines.map((l) => `  ${l.test}: ${l.error}`).join('\n')}`,
  );
}
const failed = suites.flatMap(failures);
if (failed.length > 0) console.log(`\nFailed\n${failed.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(ok ? 0 : 1);
