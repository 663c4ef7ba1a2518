#!/usr/bin/env node
// `npm run deps`: the import rules of .dependency-cruiser.cjs over every tracked source file. The files are
// listed here (git ls-files) because dependency-cruiser only scans folders for the extensions of the
// compilers it supports, and TypeScript 7 is not one of them (Babel reads the files instead).
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(file) && !file.endsWith('.d.ts'));

const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
const result = spawnSync(
  depcruise,
  ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...process.argv.slice(2), '--', ...files],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
