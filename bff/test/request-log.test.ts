import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/kernel/middleware/request-log.ts';

describe('request log', () => {
  it('keeps share-link tokens out of logged paths', () => {
    expect(redactSecrets('/tests/4b1c/s3cr3t-token/crux/pages')).toBe('/tests/4b1c/[token]/crux/pages');
    expect(redactSecrets('/api/share/4b1c/s3cr3t-token/artifacts/lighthouse.json')).toBe(
      '/api/share/4b1c/[token]/artifacts/lighthouse.json',
    );
    expect(redactSecrets('/teams/core/site/pulse')).toBe('/teams/core/site/pulse');
  });
});
