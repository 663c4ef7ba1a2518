// The retention purge's cutoff: the same day of the month `months` back, clamped to the end of a shorter
// month (as a chart period is), never spilling into the next month.
import { describe, expect, it } from 'vitest';
import { retentionCutoff } from '../src/rollup-store.ts';

const at = (iso: string) => new Date(iso);

describe('retentionCutoff', () => {
  it('keeps the same day of the month when it exists', () => {
    expect(retentionCutoff(3, at('2026-11-23T10:00:00Z'))).toBe('2026-08-23');
    expect(retentionCutoff(1, at('2026-03-15T00:00:00Z'))).toBe('2026-02-15');
    expect(retentionCutoff(13, at('2026-01-10T23:59:59.999Z'))).toBe('2024-12-10');
  });

  it('clamps a month end to the end of a shorter month', () => {
    expect(retentionCutoff(3, at('2026-05-31T12:00:00Z'))).toBe('2026-02-28');
    expect(retentionCutoff(1, at('2028-03-31T00:00:00Z'))).toBe('2028-02-29');
    expect(retentionCutoff(1, at('2026-03-31T23:59:59.999Z'))).toBe('2026-02-28');
    expect(retentionCutoff(1, at('2026-05-31T00:00:00Z'))).toBe('2026-04-30');
    expect(retentionCutoff(6, at('2026-12-31T00:00:00Z'))).toBe('2026-06-30');
    expect(retentionCutoff(2, at('2027-01-31T00:00:00Z'))).toBe('2026-11-30');
  });

  it('goes from 29 February to 28 February of a common year', () => {
    expect(retentionCutoff(12, at('2028-02-29T00:00:00Z'))).toBe('2027-02-28');
    expect(retentionCutoff(24, at('2028-02-29T18:00:00Z'))).toBe('2026-02-28');
    expect(retentionCutoff(48, at('2028-02-29T18:00:00Z'))).toBe('2024-02-29');
    expect(retentionCutoff(1, at('2028-02-29T00:00:00Z'))).toBe('2028-01-29');
  });
});
