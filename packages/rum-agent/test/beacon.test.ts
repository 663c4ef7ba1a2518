// The beacon schema the bff validates with: what it accepts and what it turns away.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { type Beacon, beaconSchema, isBeacon, MAX_BEACON_BYTES, parseBeacon } from '../src/beacon.ts';
import { BEACON_JSON_SCHEMA_PATH, beaconJsonSchema } from '../src/server/beacon-json-schema.ts';

function aBeacon(overrides: Partial<Beacon> = {}): Beacon {
  return {
    v: 1,
    siteKey: 'site_abc123',
    pageViewId: '0123456789abcdef0123456789abcdef',
    seq: 0,
    path: '/shop/item',
    navigationType: 'navigate',
    landing: true,
    sampleRate: 100,
    rtt: 50,
    metrics: {
      lcp: {
        value: 1800,
        target: 'main>img.hero',
        ttfb: 300,
        resourceLoadDelay: 200,
        resourceLoadDuration: 900,
        elementRenderDelay: 400,
      },
      inp: {
        value: 240,
        target: '#buy',
        interactionType: 'pointer',
        inputDelay: 10,
        processingDuration: 200,
        presentationDelay: 30,
      },
      cls: { value: 0.12, target: '#content' },
      ttfb: { value: 300, waiting: 5, cache: 0, dns: 20, connection: 40, request: 235 },
      fcp: { value: 900 },
    },
    ...overrides,
  };
}

describe('parseBeacon', () => {
  test('accepts a full beacon as the agent sends it', () => {
    expect(parseBeacon(JSON.stringify(aBeacon()))).toEqual({ ok: true, beacon: aBeacon() });
  });

  test('accepts a first beacon without metrics (the page view still counts) and a follow-up with one', () => {
    expect(parseBeacon(JSON.stringify(aBeacon({ metrics: {} }))).ok).toBe(true);
    expect(
      parseBeacon(JSON.stringify(aBeacon({ seq: 3, metrics: { inp: aBeacon().metrics.inp! } }))).ok,
    ).toBe(true);
  });

  test('accepts bytes as well as text', () => {
    expect(parseBeacon(new TextEncoder().encode(JSON.stringify(aBeacon()))).ok).toBe(true);
  });

  test('rejects what is not JSON, or larger than a beacon can be, before validating', () => {
    expect(parseBeacon('{"v":1')).toEqual({ ok: false, reason: 'not_json' });
    expect(parseBeacon(' '.repeat(MAX_BEACON_BYTES + 1))).toEqual({ ok: false, reason: 'too_large' });
  });

  test.each([
    ['another version', { v: 2 }],
    ['a path with a query string', { path: '/shop?email=a@b.c' }],
    ['a path with a hash', { path: '/shop#me' }],
    ['a relative path', { path: 'shop' }],
    ['an unknown navigation type', { navigationType: 'prefetch' }],
    ['a sampling rate of 0 (such page views send nothing)', { sampleRate: 0 }],
    ['a site key with other characters', { siteKey: 'site key' }],
    ['a page-view id that is not 32 hex characters', { pageViewId: 'abc' }],
    ['a field the agent never sends', { userId: 'u1' }],
  ])('rejects %s', (_, change) => {
    const result = parseBeacon(JSON.stringify({ ...aBeacon(), ...change }));
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
  });

  test('rejects negative or fractional durations and over-long selectors', () => {
    const { lcp } = aBeacon().metrics;
    for (const bad of [
      { ...lcp!, value: -1 },
      { ...lcp!, value: 1.5 },
      { ...lcp!, target: 'x'.repeat(201) },
    ]) {
      expect(beaconSchema.safeParse(aBeacon({ metrics: { lcp: bad } })).success).toBe(false);
    }
  });
});

describe('the compiled check (ajv) against the zod schema it is compiled from', () => {
  // Values at and around every limit of the format, of every JSON type.
  const probes: unknown[] = [
    null,
    true,
    false,
    [],
    {},
    '',
    'a',
    '/',
    '/a b',
    '/a?b',
    '/a#b',
    'x'.repeat(200),
    'x'.repeat(201),
    '😀'.repeat(100),
    '😀'.repeat(101),
    '/😀',
    'navigate',
    'restore',
    'pointer',
    'keyboard',
    'site_abc123',
    'k'.repeat(64),
    'k'.repeat(65),
    '0123456789abcdef0123456789abcdef',
    '0123456789ABCDEF0123456789ABCDEF',
    -1,
    -0.5,
    0,
    0.5,
    1,
    2,
    9,
    10,
    99.5,
    100,
    100.5,
    60_000,
    60_001,
    3_600_000,
    3_600_001,
    1e21,
  ];

  /** The beacon with the value at `path` replaced (undefined: removed), or a key added to its object. */
  function variants(value: unknown, path: string[] = []): { path: string; json: unknown }[] {
    const found: { path: string; json: unknown }[] = [];
    const at = (replace: (old: unknown) => unknown) => {
      const copy = structuredClone(aBeacon()) as Record<string, unknown>;
      let parent = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
      const key = path.at(-1)!;
      const next = replace(parent[key]);
      if (next === undefined) delete parent[key];
      else parent[key] = next;
      return copy;
    };
    if (path.length > 0) {
      for (const probe of [...probes, undefined]) {
        found.push({ path: `${path.join('.')} = ${JSON.stringify(probe)}`, json: at(() => probe) });
      }
    }
    if (value && typeof value === 'object') {
      const added = (old: unknown) => ({ ...(old as object), extra: 1 });
      found.push({ path: `${path.join('.')} + extra`, json: path.length ? at(added) : added(aBeacon()) });
      for (const [key, child] of Object.entries(value)) found.push(...variants(child, [...path, key]));
    }
    return found;
  }

  test('gives zod’s verdict on every field set to every probe, removed, or joined by an unknown key', () => {
    const all = variants(aBeacon());
    expect(all.length).toBeGreaterThan(1_500);
    const disagreements = all
      .filter(({ json }) => isBeacon(json) !== beaconSchema.safeParse(json).success)
      .map(({ path }) => path);
    expect(disagreements).toEqual([]);
    // Both ways: the probes hit accepted and refused values alike.
    expect(all.filter(({ json }) => isBeacon(json)).length).toBeGreaterThan(50);
  });
});

describe('beacon.schema.json', () => {
  test('is the schema the bff validates with (run `npm run schema -w @pace/rum-agent` after a change)', async () => {
    const committed = JSON.parse(await readFile(BEACON_JSON_SCHEMA_PATH, 'utf8'));
    expect(committed).toEqual(beaconJsonSchema());
  });
});
