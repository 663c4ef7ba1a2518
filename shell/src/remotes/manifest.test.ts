import { afterEach, describe, expect, test, vi } from 'vitest';
import { applyOverrides, OVERRIDES_KEY, parseManifest, readOverrides } from './manifest';

const BASE = 'https://pace.example/teams/7/42/pulse';

function storage(value: string | null) {
  return { getItem: (key: string) => (key === OVERRIDES_KEY ? value : null) };
}

afterEach(() => vi.restoreAllMocks());

describe('parseManifest', () => {
  test('keeps known remotes and makes their entries absolute', () => {
    const entries = parseManifest(
      {
        remotes: [
          { name: 'mfe-rum', version: '0.1.0', entry: '/remotes/mfe-rum/0.1.0/mf-manifest.json' },
          {
            name: 'mfe-crux',
            version: '0.2.0',
            entry: 'https://cdn.example/mfe-crux/0.2.0/mf-manifest.json',
          },
        ],
      },
      BASE,
    );
    expect([...entries.values()]).toEqual([
      {
        name: 'mfe-rum',
        version: '0.1.0',
        entry: 'https://pace.example/remotes/mfe-rum/0.1.0/mf-manifest.json',
      },
      { name: 'mfe-crux', version: '0.2.0', entry: 'https://cdn.example/mfe-crux/0.2.0/mf-manifest.json' },
    ]);
  });

  test("keeps a release's first-screen operations, and drops them for a local override", () => {
    const firstScreens = { pulse: { query: 'query Pulse { pulse { id } }', variables: {} } };
    const entries = parseManifest(
      { remotes: [{ name: 'mfe-synthetic', version: '1', entry: '/s.json', firstScreens }] },
      BASE,
    );
    expect(entries.get('mfe-synthetic')?.firstScreens).toEqual(firstScreens);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const overridden = applyOverrides(entries, { 'mfe-synthetic': 'http://127.0.0.1:3102/mf.json' }, BASE);
    expect(overridden.get('mfe-synthetic')?.firstScreens).toBeUndefined();
  });

  test('skips malformed entries and unknown names', () => {
    const entries = parseManifest(
      {
        remotes: [
          { name: 'mfe-unknown', entry: '/x' },
          { name: 'mfe-rum' },
          null,
          { name: 'mfe-billing', entry: '/b' },
        ],
      },
      BASE,
    );
    expect([...entries.keys()]).toEqual(['mfe-billing']);
  });

  test('rejects a body without a remotes list', () => {
    expect(() => parseManifest({ error: 'nope' }, BASE)).toThrow(/no remotes list/);
  });
});

describe('remote overrides (localStorage pace:remote-overrides)', () => {
  test('point a remote at a dev server', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const overrides = readOverrides(
      storage(JSON.stringify({ 'mfe-rum': 'http://127.0.0.1:3101/mf-manifest.json' })),
    );
    const entries = applyOverrides(
      parseManifest(
        {
          remotes: [{ name: 'mfe-rum', version: '0.1.0', entry: '/remotes/mfe-rum/0.1.0/mf-manifest.json' }],
        },
        BASE,
      ),
      overrides,
      BASE,
    );
    expect(entries.get('mfe-rum')).toEqual({
      name: 'mfe-rum',
      version: 'local override',
      entry: 'http://127.0.0.1:3101/mf-manifest.json',
    });
  });

  test('can add a remote the manifest does not list yet', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const entries = applyOverrides(new Map(), { 'mfe-crux': 'http://127.0.0.1:3103/mf-manifest.json' }, BASE);
    expect(entries.get('mfe-crux')?.entry).toBe('http://127.0.0.1:3103/mf-manifest.json');
  });

  test('ignore malformed values with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readOverrides(storage('not json'))).toEqual({});
    expect(readOverrides(storage('["mfe-rum"]'))).toEqual({});
    expect(readOverrides(storage(JSON.stringify({ 'mfe-nope': 'http://x', 'mfe-rum': 42 })))).toEqual({});
    expect(warn).toHaveBeenCalled();
  });

  test('are empty when nothing is stored or storage is unavailable', () => {
    expect(readOverrides(storage(null))).toEqual({});
    expect(readOverrides(undefined)).toEqual({});
    expect(
      readOverrides({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toEqual({});
  });
});
