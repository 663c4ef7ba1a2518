import { describe, expect, test } from 'vitest';
import { searchWith } from '../src';

describe('searchWith', () => {
  test('sets, keeps and removes search parameters', () => {
    expect(searchWith({ months: 6, formFactor: 'PHONE' }, { period: 'today' })).toBe(
      '?months=6&formFactor=PHONE&period=today',
    );
    expect(searchWith({ period: 'today', months: 6 }, { period: null })).toBe('?months=6');
    expect(searchWith({}, { q: '' })).toBe('');
  });
});
