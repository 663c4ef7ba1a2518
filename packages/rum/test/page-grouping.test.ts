// Page grouping patterns: a path with * wildcards, checked when saved and matched when rolled up.
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
});
