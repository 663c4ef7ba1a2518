// The URL corpus (tests/security/urls.json): what the one URL policy takes, as every input that saves a
// URL and every place that opens or fetches one asks it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NetworkPolicy } from '../../src/index.ts';

interface UrlCase {
  url: string;
  allowed: boolean;
  why: string;
}

const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../tests/security/urls.json'), 'utf8'),
) as { cases: UrlCase[] };

describe('the URL corpus', () => {
  const policy = new NetworkPolicy();

  it.each(corpus.cases)('$url ($why): allowed $allowed', ({ url, allowed }) => {
    const problem = policy.urlProblem(url);
    if (allowed) expect(problem).toBeNull();
    else expect(problem).toMatch(/\w/);
  });

  it('takes loopback where the operator allows it, but never another scheme', () => {
    const loopback = new NetworkPolicy(['127.0.0.0/8', '::1/128']);
    expect(loopback.urlProblem('http://127.0.0.1:4123/')).toBeNull();
    expect(loopback.urlProblem('http://[::ffff:127.0.0.1]/')).toBeNull();
    expect(loopback.urlProblem('file:///etc/passwd')).toBe('Use an http or https URL');
  });
});
