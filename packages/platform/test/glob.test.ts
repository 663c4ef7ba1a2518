// The linear-time glob (src/glob.ts): its answers equal a plain dynamic-programming matcher's on random
// patterns, and its counted steps stay within (pattern length + 1) x (text length + 1) on adversarial
// ones (many stars, near misses), including the corpus of tests/security/patterns.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GlobSteps, globMatcher, globStepsTaken, matchesAnyGlob } from '../src/glob.ts';

type Text = string | { before: string; unit: string; times: number; after: string };
interface PatternCase {
  name: string;
  pattern: string;
  text: Text;
  matches: boolean;
}
const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/patterns.json'), 'utf8'),
) as { maxStepsPerCell: number; typical: PatternCase; cases: PatternCase[] };
const PER_CELL = corpus.maxStepsPerCell;

const textOf = (text: Text) =>
  typeof text === 'string' ? text : text.before + text.unit.repeat(text.times) + text.after;

function measure(pattern: string, text: string) {
  const meter: GlobSteps = { steps: 0 };
  const matched = globMatcher(pattern)(text, meter);
  return { matched, steps: meter.steps, bound: PER_CELL * (pattern.length + 1) * (text.length + 1) };
}

/** The same rules, by the book: a memoised recursion over segments, then over characters. */
function reference(pattern: string, text: string): boolean {
  const path = !pattern.endsWith('/') && text.length > 1 && text.endsWith('/') ? text.slice(0, -1) : text;
  const ps = pattern.split('/');
  const ts = path.split('/');
  const segment = (p: string, t: string): boolean => {
    if (t === '' && /^\*+$/.test(p)) return false;
    const memo = new Map<string, boolean>();
    const at = (i: number, j: number): boolean => {
      const key = `${i},${j}`;
      if (memo.has(key)) return memo.get(key)!;
      let result: boolean;
      if (i === p.length) result = j === t.length;
      else if (p[i] === '*') result = at(i + 1, j) || (j < t.length && at(i, j + 1));
      else result = j < t.length && p[i] === t[j] && at(i + 1, j + 1);
      memo.set(key, result);
      return result;
    };
    return at(0, 0);
  };
  const memo = new Map<string, boolean>();
  const at = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
    if (memo.has(key)) return memo.get(key)!;
    let result: boolean;
    if (i === ps.length) result = j === ts.length;
    else if (ps[i] === '**') result = at(i + 1, j) || (j < ts.length && at(i, j + 1));
    else result = j < ts.length && segment(ps[i]!, ts[j]!) && at(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return at(0, 0);
}

/** A seeded generator, so a failure names a case that comes again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

function randomText(rng: ReturnType<typeof random>, length: number, alphabet: readonly string[]) {
  let text = '';
  while (text.length < length) text += rng.pick(alphabet);
  return text;
}

describe('glob', () => {
  it('* matches within a segment, ** across segments, everything else literally', () => {
    const cases: [string, string, boolean][] = [
      ['/products/*', '/products/42', true],
      ['/products/*', '/products/42/', true],
      ['/products/*', '/products/', false],
      ['/products/*', '/products/42/reviews', false],
      ['/products/**', '/products/42/reviews', true],
      ['/products/**', '/products', true],
      ['/products/**', '/productsx', false],
      ['/**/edit', '/post/1/edit', true],
      ['/**/edit', '/edit', true],
      ['/*/edit', '/post/edit', true],
      ['/a**b', '/axxb', true],
      ['/a**b', '/ax/b', false],
      ['/v1.0/*', '/v1x0/a', false],
      ['/(a)/[b]?/*', '/(a)/[b]?/c', true],
      ['/*/', '/a', false],
      ['/*/', '/a/', true],
      ['release/*', 'release/1.2', true],
      ['release/*', 'release/1.2/hotfix', false],
    ];
    for (const [pattern, text, expected] of cases)
      expect([pattern, text, globMatcher(pattern)(text)]).toEqual([pattern, text, expected]);
    expect(matchesAnyGlob(['main', 'feature/**'], 'feature/a/b')).toBe(true);
    expect(matchesAnyGlob(['main', 'feature/**'], 'fix/a')).toBe(false);
  });

  it('answers as the dynamic-programming matcher does on random patterns', () => {
    const rng = random(7);
    for (let round = 0; round < 3000; round++) {
      const pattern = `/${randomText(rng, 1 + rng.below(10), ['a', 'b', '*', '*', '/', '**', '/**/'])}`;
      const text = `/${randomText(rng, rng.below(14), ['a', 'b', 'a', '/'])}`;
      expect([pattern, text, globMatcher(pattern)(text)]).toEqual([pattern, text, reference(pattern, text)]);
    }
  });

  // The property: adversarial patterns (runs of stars, globstars, a last character the text lacks)
  // against texts of growing length: steps never exceed the bound per cell of pattern x text.
  it('takes steps bounded by pattern length times text length on adversarial patterns', () => {
    const rng = random(11);
    let worst = 0;
    for (let round = 0; round < 300; round++) {
      const stars = 1 + rng.below(30);
      const unit = rng.pick(['a*', 'a**', '*a*', '**/a', '/*a*', '/**/a', 'aa*a']);
      const pattern = `/${unit.repeat(stars)}${rng.pick(['b', '/b', '*b', 'a'])}`;
      const alphabet = rng.pick([['a'], ['a', '/'], ['a', 'a', 'a', '/', 'b']]);
      for (const length of [50, 100, 200, 400]) {
        const text = `/${randomText(rng, length, alphabet)}`;
        const { matched, steps, bound } = measure(pattern, text);
        expect(matched).toBe(reference(pattern, text));
        expect({ pattern, length, steps }).toEqual({ pattern, length, steps: Math.min(steps, bound) });
        worst = Math.max(worst, steps / bound);
      }
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it.each(corpus.cases)('$name', ({ pattern, text, matches }) => {
    const before = globStepsTaken();
    const result = measure(pattern, textOf(text));
    expect(result.matched).toBe(matches);
    expect(result.steps).toBeLessThanOrEqual(result.bound);
    expect(globStepsTaken() - before).toBe(result.steps);
  });
});
