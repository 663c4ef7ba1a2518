// Locale (spec section 9): numbers, durations, sizes, amounts and dates are formatted in one place,
// src/format.ts, through Intl with `en` as the default, so a later translation changes no screen. This
// test reads the screens' sources (the shell, every remote, the shared UI, the bff and the jobs) and fails on a formatting
// call anywhere else: use formatMetric / formatNumber / formatDate / … from @pace/metrics (or
// @pace/ui/format in the shell) instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SOURCES = [
  'shell/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
  'packages/ui/src',
  'packages/mfe-kit/src',
  // Words the server puts on screens and in mails (plan names, notifications) too.
  'bff/src',
  'jobs/src',
];
const FORBIDDEN: readonly [RegExp, string][] = [
  [/\.toFixed\(/, 'toFixed'],
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString'],
  [/\bIntl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat|DisplayNames|PluralRules|ListFormat)\b/, 'Intl'],
];

function* sourceFiles(dir: string): Generator<string> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

describe('one place for formatting', () => {
  it('finds the screens to check', () => {
    const files = SOURCES.flatMap((dir) => [...sourceFiles(join(ROOT, dir))]);
    expect(files.length).toBeGreaterThan(50);
  });

  it('no screen formats numbers or dates itself', () => {
    const offences: string[] = [];
    for (const dir of SOURCES) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            for (const [pattern, name] of FORBIDDEN) {
              if (pattern.test(line)) offences.push(`${relative(ROOT, file)}:${index + 1} uses ${name}`);
            }
          });
      }
    }
    expect(offences).toEqual([]);
  });
});
