// The keys a shell or remote of contract 1 used, against today's manifest: each renamed key names a
// screen that exists, and no two of today's screens were one old screen.
import { describe, expect, test } from 'vitest';
import { currentScreenKey, ROUTES, screenKeyFor, VERSION_1_SCREEN_KEYS } from '../src';

const screens = new Set(ROUTES.flatMap((route) => (route.kind === 'remote' ? [route.screen] : [])));

describe('version 1 screen keys', () => {
  test("every renamed key is one of today's screens, and each old key names one screen", () => {
    for (const key of Object.keys(VERSION_1_SCREEN_KEYS)) expect(screens).toContain(key);
    const old = Object.values(VERSION_1_SCREEN_KEYS);
    expect(new Set(old).size).toBe(old.length);
    // An old key is never today's key of another screen, or translating it would pick the wrong one.
    for (const key of old) expect(screens).not.toContain(key);
  });

  test('a key goes to contract 1 and back unchanged; contract 2 keys pass through', () => {
    for (const key of screens) {
      expect(currentScreenKey(screenKeyFor(key, 1))).toBe(key);
      expect(screenKeyFor(key, 2)).toBe(key);
    }
    expect(screenKeyFor('snapshots/$snapshotId/tests/$testId', 1)).toBe('test');
    expect(screenKeyFor('rum/dashboard', 1)).toBe('rum/dashboard');
  });
});
