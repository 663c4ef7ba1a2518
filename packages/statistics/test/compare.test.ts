// The verdict the pull request check prints: a real shift is found, noise is not, too few runs give no
// verdict, and bad samples are refused.
import { describe, expect, it } from 'vitest';
import { compareSamples, MIN_BASELINE_SAMPLES, MIN_CANDIDATE_SAMPLES, mannWhitneyU } from '../src/index.ts';

const main = [2410, 2380, 2455, 2398, 2502, 2440, 2371, 2420, 2466, 2390, 2431, 2405];

describe('compareSamples', () => {
  it('finds a regression of about 300 ms with an interval around it', () => {
    const preview = [2720, 2745, 2702, 2760, 2731];
    const result = compareSamples(preview, main);
    expect(result.verdict).toBe('higher');
    expect(result.method).toBe('exact');
    expect(result.pValue).toBeLessThan(0.01);
    expect(result.shift!.estimate).toBeGreaterThan(250);
    expect(result.shift!.estimate).toBeLessThan(350);
    expect(result.shift!.lower).toBeLessThanOrEqual(result.shift!.estimate);
    expect(result.shift!.upper).toBeGreaterThanOrEqual(result.shift!.estimate);
    expect(result.shift!.lower).toBeGreaterThan(0);
  });

  it('finds an improvement as lower', () => {
    expect(compareSamples([2100, 2080, 2120, 2095], main).verdict).toBe('lower');
  });

  it('calls runs drawn from the same values no significant change', () => {
    const result = compareSamples([2400, 2450, 2420, 2390], main);
    expect(result.verdict).toBe('no_significant_change');
    expect(result.pValue).toBeGreaterThanOrEqual(0.05);
  });

  it('gives no verdict below the minimum number of runs on either side', () => {
    expect(compareSamples([9000, 9100], main)).toEqual({
      verdict: 'too_few_samples',
      candidateCount: 2,
      baselineCount: main.length,
    });
    expect(compareSamples([9000, 9100, 9200], main.slice(0, MIN_BASELINE_SAMPLES - 1)).verdict).toBe(
      'too_few_samples',
    );
    expect(compareSamples([9000, 9100, 9200].slice(0, MIN_CANDIDATE_SAMPLES), main).verdict).toBe('higher');
  });

  it('uses the normal approximation when runs tie, and calls equal samples unchanged', () => {
    const tied = compareSamples([2400, 2400, 2400], [2400, 2400, 2400, 2400, 2400]);
    expect(tied.method).toBe('normal');
    expect(tied.verdict).toBe('no_significant_change');
    expect(tied.pValue).toBe(1);
  });

  it('refuses empty or non-finite samples', () => {
    expect(() => mannWhitneyU([], [1])).toThrow(RangeError);
    expect(() => mannWhitneyU([1, Number.NaN], [1])).toThrow(RangeError);
  });
});
