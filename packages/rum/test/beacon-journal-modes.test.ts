// The beacon log holds visitors' beacons before they reach the table: its folder and segments are the
// platform's user's only (0700 and 0600), a folder found open is tightened.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BeaconJournal } from '../src/beacon-journal.ts';

const folder = mkdtempSync(join(tmpdir(), 'pace-journal-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const modeOf = (path: string) => statSync(path).mode & 0o777;

it('writes its segments 0600 in a folder 0700', async () => {
  const dir = join(folder, 'fresh');
  const { journal } = await BeaconJournal.open(dir);
  journal.append(['{"id":"b1"}']).catch(() => {});
  expect(modeOf(dir)).toBe(0o700);
  const segments = readdirSync(dir);
  expect(segments).not.toHaveLength(0);
  for (const name of segments) expect(modeOf(join(dir, name))).toBe(0o600);
  await journal.close();
});

it('tightens a folder found open to others', async () => {
  const dir = join(folder, 'open');
  mkdirSync(dir);
  chmodSync(dir, 0o755);
  const { journal } = await BeaconJournal.open(dir);
  expect(modeOf(dir)).toBe(0o700);
  await journal.close();
});
