// Hostile beacons (tests/security/beacons.json) on both modes: a control character in any text field is
// refused at collection, and a row that got in anyway (stored before the rule, or written by hand) cannot
// stop the rollup of its site's day.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beacon, createRumSite, post, writerFor } from '../rum/support.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

interface BeaconCase {
  name: string;
  field: string;
  value: string;
}

const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/beacons.json'), 'utf8'),
) as { refused: BeaconCase[]; accepted: BeaconCase[] };

/** A valid beacon of the site with `field` (dotted) set to the case's value. */
function hostile(siteKey: string, { field, value }: BeaconCase) {
  const sent = beacon(siteKey) as unknown as Record<string, unknown>;
  const names = field.split('.');
  let holder = sent;
  for (const name of names.slice(0, -1)) holder = holder[name] as Record<string, unknown>;
  holder[names.at(-1)!] = field === 'siteKey' ? siteKey + value : value;
  return sent;
}

describe.each(MODES)('hostile beacons (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode);
  });
  afterAll(() => app.close());

  it.each(cases.refused)('refuses $name with 400 and stores nothing', async (hostileCase) => {
    const { site, siteKey } = await createRumSite(app);
    const response = await post(app, hostile(siteKey, hostileCase));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_BEACON');
    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(0);
  });

  it.each(cases.accepted)('accepts $name', async (printable) => {
    const { site, siteKey } = await createRumSite(app);
    expect((await post(app, hostile(siteKey, printable))).status).toBe(204);
    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(1);
  });

  it('rolls up a day that holds a stored row with a control character, counting every page view', async () => {
    const { site, siteKey } = await createRumSite(app);
    for (let i = 0; i < 3; i += 1) await post(app, beacon(siteKey, { path: `/good/${i}` }));
    await writerFor(app).drain();
    const template = (await app.db.models.RumBeacon.findOne({
      where: { siteId: site.id },
      raw: true,
    })) as unknown as Record<string, unknown>;
    delete template.id;
    // In the table already, as before the rule: the path, the query and a target each with a NUL.
    await app.db.models.RumBeacon.create({
      ...template,
      pageViewId: 'f'.repeat(32),
      path: '/x\u0000',
      query: 'a=\u0000',
      lcpTarget: '#hero\u0000',
    } as never);
    const day = utcDay(Date.now());
    await rollUpDay(app.db, site.id, day);
    const audience = await app.db.models.RumAudienceRollup.findAll({
      where: { siteId: site.id, day, dimension: 'all' },
      raw: true,
    });
    expect(audience.map((row) => Number(row.pageViews))).toEqual([4]);
  });

  it('rolls up a day whose paths differ only in case or trailing spaces (one key to MySQL)', async () => {
    const { site, siteKey } = await createRumSite(app);
    for (const path of ['/Shop', '/shop', '/shop ']) await post(app, beacon(siteKey, { path }));
    await writerFor(app).drain();
    const day = utcDay(Date.now());
    await rollUpDay(app.db, site.id, day);
    const audience = await app.db.models.RumAudienceRollup.findAll({
      where: { siteId: site.id, day, dimension: 'all' },
      raw: true,
    });
    expect(audience.map((row) => Number(row.pageViews))).toEqual([3]);
  });
});
