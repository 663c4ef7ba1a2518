// An audit process's home is removed when the process ends, even while a straggler is still writing in
// it, as a killed Chromium's renderers do in its profile: the removal tries again instead of throwing
// ENOTEMPTY from the exit handler (which took the worker down, seen in the provoked failures).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareAuditHome } from '../src/sandbox.ts';

describe('the audit process’s home', () => {
  it('is removed while another process is still writing files in it', async () => {
    const home = prepareAuditHome(false);
    const profile = join(home.path, 'Default');
    mkdirSync(profile);
    // Writes new files into the profile for 600 ms, as fast as it can, and stops once it is gone.
    const writer = spawn(process.execPath, [
      '-e',
      `const { writeFileSync } = require('node:fs');
       const end = Date.now() + 600;
       for (let i = 0; Date.now() < end; i++) {
         try { writeFileSync(${JSON.stringify(profile)} + '/' + i, 'x'); } catch { break; }
       }`,
    ]);
    const exited = new Promise((resolve) => writer.once('exit', resolve));
    while (!existsSync(profile) || readdirSync(profile).length < 50)
      await new Promise((r) => setTimeout(r, 5));
    await expect(home.remove()).resolves.toBeUndefined();
    await exited;
    expect(existsSync(home.path)).toBe(false);
  });

  it('is removed once, even when asked twice (the process’s exit and error)', async () => {
    const home = prepareAuditHome(false);
    await Promise.all([home.remove(), home.remove()]);
    expect(existsSync(home.path)).toBe(false);
  });
});
