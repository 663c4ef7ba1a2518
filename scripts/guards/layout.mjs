#!/usr/bin/env node
// The root README's layout table names every top folder, every package and every folder of tests/, and
// nothing that does not exist: a newcomer finds a file from that one table.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');

/** Folders a row must name: `bff/`, `packages/ui`, `tests/e2e/` and the like. */
function folders() {
  const found = new Set();
  for (const file of tracked) {
    const parts = file.split('/');
    if (parts.length < 2 || parts[0].startsWith('.')) continue;
    if (parts[0] === 'packages' || parts[0] === 'tests') {
      if (parts.length > 2) found.add(`${parts[0]}/${parts[1]}`);
    } else found.add(parts[0]);
  }
  return found;
}

function listed() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const table = /## Layout\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
  const names = new Set();
  for (const line of table.split('\n').filter((row) => row.startsWith('|'))) {
    const cell = line.split('|')[1] ?? '';
    for (const [, name] of cell.matchAll(/`([^`]+)`/g)) names.add(name.replace(/\/$/, ''));
  }
  return names;
}

const want = folders();
const have = listed();
const missing = [...want].filter((name) => !have.has(name)).sort();
const stale = [...have].filter((name) => !want.has(name)).sort();
if (missing.length === 0 && stale.length === 0) {
  console.log(`\u2714 the README's layout table names all ${want.size} folders`);
} else {
  if (missing.length > 0)
    console.error(`\u2716 folders with no row in the README's layout table: ${missing.join(', ')}`);
  if (stale.length > 0)
    console.error(`\u2716 rows of the README's layout table for no folder: ${stale.join(', ')}`);
  process.exit(1);
}
