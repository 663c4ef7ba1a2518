// The built embed script the bff serves: built on first use, small, and with a sampling rate the bff can
// write into it.
import { describe, expect, test } from 'vitest';
import { getRumScript, renderRumScript } from '../src/server/script.ts';
import { GZIP_TARGET_BYTES, gzipSize } from '../src/server/size.ts';

describe('getRumScript', () => {
  test('is one minified IIFE that leaves no global behind', async () => {
    const script = await getRumScript();
    expect(script.startsWith('"use strict";(()=>{')).toBe(true);
    expect(script.trimEnd().endsWith('})();')).toBe(true);
    expect(script).not.toMatch(/\bzod\b|console\.|sourceMappingURL/);
  });

  test(`stays within its weight target (${GZIP_TARGET_BYTES} bytes gzip, web-vitals included)`, async () => {
    expect(gzipSize(await getRumScript())).toBeLessThanOrEqual(GZIP_TARGET_BYTES);
  });

  test('returns the same text to every caller in a process', async () => {
    const [a, b] = await Promise.all([getRumScript(), getRumScript()]);
    expect(a).toBe(b);
  });
});

describe('renderRumScript', () => {
  test('writes the sampling rate in, and leaves the script alone without one', async () => {
    const script = await getRumScript();
    expect(renderRumScript(script)).toBe(script);
    const rendered = renderRumScript(script, { sampleRate: 12.5 });
    expect(rendered).toContain('"12.5"');
    expect(rendered).not.toContain('%PACE_SAMPLE_RATE%');
  });

  test('refuses a rate outside 0 to 100', async () => {
    const script = await getRumScript();
    expect(() => renderRumScript(script, { sampleRate: 101 })).toThrow(RangeError);
    expect(() => renderRumScript(script, { sampleRate: Number.NaN })).toThrow(RangeError);
  });
});
