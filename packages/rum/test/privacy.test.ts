// The privacy rules on the server: each rule checked and normalised as browsers write paths, their count
// and length limited, and the path and query rules applied again to a beacon at collection.
import { describe, expect, it } from 'vitest';
import {
  applyPrivacyRules,
  collectionPrivacy,
  normalisePathRule,
  selectorProblem,
  validatePrivacyRules,
} from '../src/privacy.ts';
import { beacon } from '../src/testing.ts';

describe('path rules as saved', () => {
  it('are normalised as location.pathname writes paths: encoded, dots resolved, no trailing slash', () => {
    expect(normalisePathRule('/users/:id/orders/')).toEqual({ rule: '/users/:id/orders' });
    expect(normalisePathRule('/café/:slug')).toEqual({ rule: '/caf%C3%A9/:slug' });
    expect(normalisePathRule('/a/./b/../:id')).toEqual({ rule: '/a/:id' });
    expect(normalisePathRule('/"<x>"/:id')).toEqual({ rule: '/%22%3Cx%3E%22/:id' });
  });

  it('need a placeholder that survives normalisation', () => {
    expect(normalisePathRule('/users/:id/..')).toMatchObject({
      problem: expect.stringMatching(/needs a :name/),
    });
    expect(normalisePathRule('/:id')).toEqual({ rule: '/:id' });
  });

  it('are limited in number and length, so none can be slow to apply or swell the embed code', () => {
    const many = Array.from({ length: 31 }, (_, i) => `/p${i}/:id`);
    expect(() => validatePrivacyRules({ pathRules: many })).toThrow('At most 30 path rules');
    expect(validatePrivacyRules({ pathRules: many.slice(0, 30) }).pathRules).toHaveLength(30);
    // Encoding can lengthen a rule past the limit: measured again after normalising.
    expect(normalisePathRule(`/${'é'.repeat(60)}/:id`)).toMatchObject({
      problem: expect.stringMatching(/at most 200 characters/),
    });
  });
});

describe('never-recorded selectors', () => {
  // css-what is more lenient than browsers in places (it reads `a..b` as the class `.b`); a selector the
  // browser then cannot read hides every element (the agent fails closed), so a slip costs detail, not privacy.
  it('are CSS selectors of elements', () => {
    for (const selector of [
      '#account',
      '.email > span',
      '[data-user="me"]',
      'main :is(input, textarea)',
      'a ~ b',
    ])
      expect(selectorProblem(selector), selector).toBeNull();
    for (const selector of ['div >', '> div', '#', '.', '::before', 'a <b', 'a,', ':not('])
      expect(selectorProblem(selector), selector).not.toBeNull();
  });
});

describe('at collection', () => {
  const privacy = collectionPrivacy({ pathRules: ['/users/:id/orders'], queryParameters: ['lang'] });

  it('scrubs the path and keeps only the allowed query parameters', () => {
    const sent = beacon('site_key', { path: '/users/42/orders', query: 'lang=de&email=a%40b.example' });
    expect(applyPrivacyRules(sent, privacy)).toMatchObject({ path: '/users/:id/orders', query: 'lang=de' });
  });

  it('drops the query when nothing in it is allowed, and returns the same beacon when nothing changes', () => {
    const sent = beacon('site_key', { query: 'email=a%40b.example' });
    const kept = applyPrivacyRules(sent, privacy);
    expect(kept).not.toHaveProperty('query');
    expect(kept.path).toBe(sent.path);
    const plain = beacon('site_key');
    expect(applyPrivacyRules(plain, privacy)).toBe(plain);
  });

  it('never stores a path longer than the column', () => {
    const long = collectionPrivacy({ pathRules: ['/*/:id'], queryParameters: [] });
    const path = `/${'a'.repeat(497)}/1`;
    expect(applyPrivacyRules(beacon('site_key', { path }), long).path.length).toBeLessThanOrEqual(500);
  });
});
