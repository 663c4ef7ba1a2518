// Which Chromium audits use: CHROME_PATH, else the system's, else the one the @sparticuz/chromium package
// ships. The last is what a machine with nothing but Node and npm has: a real audit runs with it while
// the system's Chromium is hidden from the search.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChromiumMissing, locateChromium, runAudit } from '../src/index.ts';
import {
  FIXTURE_HOST_RULES,
  type FixtureSites,
  PLAIN_PROFILE,
  startFixtureSites,
} from '../src/testing/fixture-sites.ts';

const folder = mkdtempSync(join(tmpdir(), 'pace-chromium-location-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(`${folder}-bundled`, { recursive: true, force: true });
});

describe('locating Chromium', () => {
  it('uses CHROME_PATH as given, and says what is wrong with one that is not a program', async () => {
    const program = join(folder, 'my-chrome');
    writeFileSync(program, '#!/bin/sh\n');
    chmodSync(program, 0o755);
    await expect(locateChromium({ configured: program, unpackInto: folder })).resolves.toEqual({
      path: program,
      source: 'configured',
    });
    const missing = locateChromium({ configured: join(folder, 'none'), unpackInto: folder });
    await expect(missing).rejects.toThrow(ChromiumMissing);
    await expect(missing).rejects.toThrow(/CHROME_PATH is .*none, which is not an executable file/);
  });

  it('takes the first system Chromium of the usual places', async () => {
    const located = await locateChromium({
      configured: null,
      unpackInto: folder,
      systemPaths: [join(folder, 'absent'), '/usr/bin/chromium'],
    });
    expect(located).toEqual({ path: '/usr/bin/chromium', source: 'system' });
  });
});

describe('a machine with nothing but Node: the shipped Chromium', () => {
  let sites: FixtureSites;
  beforeAll(async () => {
    sites = await startFixtureSites();
  });
  afterAll(() => sites?.close());

  it('is unpacked once, into the folder given, and a real audit runs with it', {
    timeout: 240_000,
  }, async () => {
    // Not inside the test's own folder (mkdtemp makes it 0700): the sandboxed audit runs as another user.
    const unpackInto = `${folder}-bundled`;
    const search = { configured: null, unpackInto, systemPaths: [] };
    const located = await locateChromium(search);
    expect(located).toEqual({ path: join(unpackInto, 'chromium'), source: 'bundled' });
    expect(await locateChromium(search)).toBe(located);

    const outcome = await runAudit({
      url: `${sites.origin}/fast`,
      profile: PLAIN_PROFILE,
      formAuth: null,
      chromePath: located.path,
      allowedNetworks: ['127.0.0.0/8'],
      hostRules: FIXTURE_HOST_RULES,
    });
    if (!outcome.ok) throw new Error(`audit failed: ${outcome.code} ${outcome.message}`);
    expect(outcome.browserVersion).toMatch(/153\./);
    expect(outcome.report.categories.performance?.score).toBeGreaterThan(0);
    expect(outcome.report.runtimeError).toBeUndefined();
  });
});
