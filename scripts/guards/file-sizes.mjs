#!/usr/bin/env node
// `npm run sizes`: no source file over 400 lines (a file that long holds more than one idea; split it along
// its seams). Counts every tracked or new source file except tests (beside code or in tests/), test
// fixtures, generated files and type declarations.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const NOT_SOURCE =
  /(^|\/)(test|tests|fixtures|generated|dist|node_modules)\/|\.test\.[cm]?[jt]sx?$|\.d\.[cm]?ts$/;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file));

const offenders = files
  .map((file) => {
    let text = '';
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      return { file, lines: 0 }; // deleted in the work tree, not yet in the index
    }
    return { file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
  })
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

if (offenders.length === 0) {
  console.log(`\u2714 ${files.length} source files, none over ${MAX_LINES} lines`);
} else {
  console.error(
    `\u2716 ${offenders.length} source files over ${MAX_LINES} lines (split them along their seams):`,
  );
  for (const { file, lines } of offenders) console.error(`  ${String(lines).padStart(5)}  ${file}`);
  process.exitCode = 1;
}
