// 10,000 hostile beacons at the collector, 50 at a time, in the Redis mode (production's path): broken
// JSON, every field of a real beacon set to values of the wrong type, sizes and shapes, prototype keys,
// unknown and foreign site keys, disallowed origins, invalid UTF-8, deep nesting and oversized bodies.
// None may get a 5xx or write a row; real beacons sent after them are all stored.
import { recordResilience } from '@pace/platform/resilience-report';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support.ts';
import { beacon, createRumSite, post, writerFor, written } from './support.ts';

const HOSTILE = 10_000;
const AT_ONCE = 50;

let app: TestApp;
beforeAll(async () => {
  // No per-address limit: every hostile beacon must reach the checks, not the rate limiter.
  app = await startTestApp('services', { withShell: false, env: { RUM_RATE_LIMIT: '0' } });
});
afterAll(() => app?.close());

const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'x'.repeat(5_000),
  '\u0000',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  [],
  [1, 2, 3],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
];

/** Hostile bodies: the fields of a real beacon turned bad one at a time, then whole-body attacks. */
function hostileBodies(siteKey: string): { body: string | Uint8Array; headers?: Record<string, string> }[] {
  const real = beacon(siteKey) as unknown as Record<string, unknown>;
  const bodies: { body: string | Uint8Array; headers?: Record<string, string> }[] = [];
  for (const field of Object.keys(real)) {
    for (const value of ODD_VALUES) bodies.push({ body: JSON.stringify({ ...real, [field]: value }) });
  }
  const metrics = real.metrics as Record<string, unknown>;
  for (const metric of Object.keys(metrics)) {
    for (const value of ODD_VALUES) {
      bodies.push({ body: JSON.stringify({ ...real, metrics: { ...metrics, [metric]: { value } } }) });
    }
  }
  let nested = '0';
  for (let depth = 0; depth < 5_000; depth++) nested = `[${nested}]`;
  bodies.push(
    { body: '{"v":1,"siteKey":' },
    { body: '' },
    { body: 'null' },
    { body: '[]' },
    { body: nested },
    { body: '{"__proto__":{"polluted":true},"v":1}' },
    { body: new Uint8Array([0xff, 0xfe, 0x7b, 0x22, 0xc3, 0x28]) },
    { body: JSON.stringify({ ...real, siteKey: 'not-a-site-key' }) },
    { body: JSON.stringify({ ...real, siteKey: 'a'.repeat(64) }) },
    { body: JSON.stringify(real), headers: { Origin: 'https://attacker.example' } },
    { body: JSON.stringify(real), headers: { Origin: 'null' } },
    { body: JSON.stringify({ ...real, path: `/${'a'.repeat(70_000)}` }) },
  );
  return bodies;
}

it('answers 10,000 hostile beacons without a 5xx, and stores none that it refused', async () => {
  const { siteKey } = await createRumSite(app);
  const kinds = hostileBodies(siteKey);
  const statuses = new Map<number, number>();
  /** Variants the collector acknowledged: they were valid beacons after all. */
  const acknowledged = new Set<number>();
  let sent = 0;
  while (sent < HOSTILE) {
    const batch = Array.from(
      { length: Math.min(AT_ONCE, HOSTILE - sent) },
      (_, i) => (sent + i) % kinds.length,
    );
    sent += batch.length;
    const answers = await Promise.all(
      batch.map((kind) => post(app, kinds[kind]!.body, kinds[kind]!.headers)),
    );
    answers.forEach((answer, i) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 204) acknowledged.add(batch[i]!);
    });
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
  }
  await writerFor(app).drain();
  const afterHostile = await written(app);
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);

  // The collector and writer still work: real beacons after the storm are all stored.
  const real = await Promise.all(Array.from({ length: 100 }, () => post(app, beacon(siteKey))));
  expect(real.map((answer) => answer.status)).toEqual(Array(100).fill(204));
  await writerFor(app).drain();
  const afterReal = await written(app);

  // At most the acknowledged variants are stored (an acknowledged one may still be dropped: sampled out).
  const refusedStored = Math.max(0, afterHostile.rows - acknowledged.size);
  recordResilience({
    scenario: '10,000 hostile beacons (Redis mode)',
    measured: `${serverErrors} 5xx, ${refusedStored} refused stored; ${[...statuses].map(([status, n]) => `${n}×${status}`).join(', ')}`,
    target: '0 5xx, 0 stored',
    met: serverErrors === 0 && refusedStored === 0,
  });
  expect(serverErrors).toBe(0);
  // A few variants set a field to a value it may take; most are refused.
  expect(acknowledged.size).toBeLessThan(kinds.length / 4);
  expect(afterHostile.queued).toBe(0);
  expect(afterHostile.rows).toBeLessThanOrEqual(acknowledged.size);
  expect(afterReal).toEqual({ queued: 0, rows: afterHostile.rows + 100 });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}, 300_000);
