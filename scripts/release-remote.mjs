#!/usr/bin/env node
// `npm run release -w mfe-rum [-- --no-build] [-- --force] [-- --rollback]`, run in a remote's folder:
// builds the remote, copies its dist/ to REMOTES_DIR/<name>/<version>/ (version from its package.json)
// and makes that the active entry of the manifest the shell loads; no shell rebuild. `--rollback` points
// the entry back at the previously active version. The work is done by scripts/remotes.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const remoteDir = process.cwd();
const name = basename(remoteDir);

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`Release failed: ${message}`);
  process.exit(1);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) fail(result.error.message);
  return result.status ?? 1;
}

/** scripts/remotes.ts through tsx, from the repository root (where tsx is installed). */
const remotesCli = (...args) =>
  run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'remotes.ts'), ...args], root);

const manifestPath = join(remoteDir, 'package.json');
if (!existsSync(manifestPath)) fail(`run it in a remote's folder (no package.json in ${remoteDir})`);

if (values.rollback) process.exit(remotesCli('rollback', name));

const { version } = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!version) fail(`${name}/package.json has no version`);

if (!values['no-build']) {
  console.log(`Building ${name} ${version}`);
  const status = run('npm', ['run', 'build', '--silent'], remoteDir);
  if (status !== 0) fail(`the build of ${name} failed (exit ${status})`);
}

const args = ['publish', name, '--dir', join(remoteDir, 'dist'), '--version', version, '--no-build'];
if (values.force) args.push('--force');
process.exit(remotesCli(...args));
