// Page grouping patterns: a path with * wildcards, checked when saved and matched when rolled up.
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { pageGroupingClassifier, pathMatcher, patternProblem } from '../src/page-grouping.ts';

describe('page grouping patterns', () => {
  it('must start with / and hold at least one * wildcard', () => {
    expect(patternProblem('/blog/*')).toBeNull();
    expect(patternProblem('/docs/**')).toBeNull();
    expect(patternProblem('blog/*')).toMatch(/start with \//);
    expect(patternProblem('/blog')).toMatch(/\* wildcard/);
    expect(patternProblem('/search?q=*')).toMatch(/\?/);
  });

  it('* matches within a segment, ** across segments, everything else literally', () => {
    expect(pathMatcher('/products/*')('/products/42')).toBe(true);
    expect(pathMatcher('/products/*')('/products/42/reviews')).toBe(false);
    expect(pathMatcher('/products/**')('/products/42/reviews')).toBe(true);
    expect(pathMatcher('/*/edit')('/post/edit')).toBe(true);
    expect(pathMatcher('/v1.0/*')('/v1x0/a')).toBe(false);
    expect(pathMatcher('/(a)/*')('/(a)/b')).toBe(true);
  });

  it('gives a path the first grouping that matches it', () => {
    const classify = pageGroupingClassifier([
      { name: 'Product reviews', pattern: '/products/*/reviews' },
      { name: 'Products', pattern: '/products/**' },
    ]);
    expect(classify('/products/1/reviews')).toBe('Product reviews');
    expect(classify('/products/1')).toBe('Products');
    expect(classify('/about')).toBeNull();
  });

  // The linear-time glob replaced picomatch; on the patterns groupings are made of (literal and starred
  // segments, `**` after a literal one) and paths without a trailing slash, they answer the same.
  it('answers as picomatch did on ordinary patterns', () => {
    let seed = 3;
    const pick = <T>(items: readonly T[]) => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return items[Math.floor((seed / 2 ** 32) * items.length)]!;
    };
    const counts = [1, 2, 3, 4];
    for (let round = 0; round < 2000; round++) {
      const pattern = `/${Array.from({ length: pick(counts) }, () =>
        pick(['a', 'b', '*', 'a*', '*b', 'a*b', 'ab', 'a/**/b', 'a/**']),
      ).join('/')}`;
      const path = `/${Array.from({ length: pick([0, ...counts]) }, () => pick(['a', 'b', 'ab', 'ba', 'aab'])).join('/')}`;
      const before = picomatch(pattern, { dot: true, nobrace: true, noextglob: true })(path);
      expect([pattern, path, pathMatcher(pattern)(path)]).toEqual([pattern, path, before]);
    }
  });
});
