// The small rules of RUM in the bff: server-side sampling, visitor traits, time periods.

import { periodRange } from '@pace/rum/periods';
import { describe, expect, it } from 'vitest';
import { keptSampleRate } from '../../src/rum/sampling.ts';
import { EEA_COUNTRIES, isBot, locate, parseUserAgent } from '../../src/rum/visitor.ts';
import { ANDROID_UA, BERLIN_IP, BOT_UA, CHROME_UA } from './support.ts';

describe('server-side sampling', () => {
  it('keeps everything the agent sampled when the site rate is not lower, nothing at 0', () => {
    expect(keptSampleRate('a'.repeat(32), 100, 100)).toBe(100);
    expect(keptSampleRate('a'.repeat(32), 10, 50)).toBe(10);
    expect(keptSampleRate('a'.repeat(32), 100, 0)).toBeNull();
  });

  it('keeps the site rate’s share of page views, the same decision for every beacon of one', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => i.toString(16).padStart(32, '0'));
    const kept = ids.filter((id) => keptSampleRate(id, 100, 25) === 25);
    expect(kept.length / ids.length).toBeGreaterThan(0.2);
    expect(kept.length / ids.length).toBeLessThan(0.3);
    expect(ids.map((id) => keptSampleRate(id, 100, 25))).toEqual(
      ids.map((id) => keptSampleRate(id, 100, 25)),
    );
  });
});

describe('visitor traits', () => {
  it('parses browser, OS and device, and tells bots', () => {
    expect(parseUserAgent(CHROME_UA)).toMatchObject({
      browserName: 'Chrome',
      osName: 'Windows',
      deviceType: 'desktop',
    });
    expect(parseUserAgent(ANDROID_UA)).toMatchObject({ deviceType: 'mobile', deviceVendor: 'Samsung' });
    expect(isBot(BOT_UA)).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(isBot(CHROME_UA)).toBe(false);
  });

  it('places an address with the bundled database; the EEA is the EU plus Iceland, Liechtenstein, Norway', () => {
    expect(locate(BERLIN_IP)).toEqual({ countryCode: 'DE', city: 'Berlin' });
    expect(locate('127.0.0.1')).toEqual({ countryCode: null, city: null });
    expect(EEA_COUNTRIES.size).toBe(30);
    expect(EEA_COUNTRIES.has('NO')).toBe(true);
    expect(EEA_COUNTRIES.has('GB')).toBe(false);
  });
});

describe('time periods', () => {
  it('end today and include both ends; a year is the calendar year', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(periodRange('today', { now })).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(periodRange('last_7_days', { now }).days).toHaveLength(7);
    expect(periodRange('last_month', { now }).days).toHaveLength(28);
    expect(periodRange('year', { now, year: 2025 })).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
  });
});
