// Test locations on the agent screen (issue 21, item 5): the location list offers the pools of audit
// workers alive now; a member picks one and the IP option, and they are saved; when the location's
// workers stop, the site's location is still shown, marked offline. The test screen says where a test
// ran. Workers are stood in for by their beats (AuditAgent rows), as real workers write them.
import { join } from 'node:path';
import { type Database, openDatabase } from '@pace/platform/db';
import { AuditAgent } from '@pace/synthetic/test-locations';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { SCREENSHOTS } from '../support/chrome-world.ts';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { type Owner, signUpOwner, siteRow } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const WAIT = { timeout: 20_000 };

let db: Database;
let tp: TestPage;
let owner: Owner;
let sitePath: string;
let siteSlug: string;
const location = `eu-${stamp}`;

beforeAll(async () => {
  const url = inject('databaseURL');
  db = await openDatabase({ dialect: 'mysql', url, database: new URL(url).pathname.slice(1) });
  tp = await openPage();
  owner = await signUpOwner(tp, {
    name: 'Location Picker',
    email: `locations@${stamp}.example.test`,
    organisation: `Locations ${stamp}`,
    team: `Web ${stamp}`,
  });
  siteSlug = await owner.createSite('Shop', `https://www.locations-${stamp}.example/`);
  sitePath = `/teams/${owner.team}/${siteSlug}`;
}, 180_000);

afterAll(async () => {
  await tp?.context.close();
  await db?.close();
});

describe('test locations on the agent screen', () => {
  test('offers the live locations, saves one with the IP option, marks it offline when its workers stop', async () => {
    const { page, url, pageErrors } = tp;
    const slot = remoteSlot(page, 'mfe-synthetic');
    const agent = new AuditAgent(db, location);
    await agent.beat();
    await page.goto(url(`${sitePath}/synthetic/agent`));
    const select = slot.getByLabel('Test location');
    await expect.poll(() => select.locator('option').allTextContents(), WAIT).toContain(location);
    await select.selectOption(location);
    await slot.getByLabel('IPv6 only').check();
    await slot.getByRole('button', { name: 'Save', exact: true }).first().click();
    const site = () => siteRow(db, owner, siteSlug);
    await expect
      .poll(async () => {
        const saved = await site();
        return [saved.testLocation, saved.ipOption];
      }, WAIT)
      .toEqual([location, 'ipv6']);
    await page.screenshot({ path: join(SCREENSHOTS, 'agent-locations.png'), fullPage: true });

    // Its workers stop: the site keeps its location, shown offline.
    await agent.leave();
    await page.reload();
    await expect
      .poll(() => slot.getByLabel('Test location').locator('option:checked').textContent(), WAIT)
      .toBe(`${location} (offline: its tests wait for a worker)`);
    expect(await slot.getByLabel('IPv6 only').isChecked()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'agent-location-offline.png'), fullPage: true });

    // A test of the site records where it ran; its screen says so.
    const saved = await site();
    const { Page, TestProfile, Snapshot, Test } = db.models;
    const measured = await Page.create({ siteId: saved.id, name: 'Home', url: saved.canonicalUrl });
    const profile = await TestProfile.create({
      siteId: saved.id,
      name: 'Desktop',
      device: 'desktop',
      connection: 'cable',
    });
    const snapshot = await Snapshot.create({
      siteId: saved.id,
      trigger: 'manual',
      triggerClient: 'test',
      status: 'failed',
    });
    const ran = await Test.create({
      snapshotId: snapshot.id,
      siteId: saved.id,
      pageId: measured.id,
      profileId: profile.id,
      url: measured.url,
      status: 'failed',
      failureCode: 'DNS_FAILURE',
      failureMessage: `www.locations-${stamp}.example has no IPv6 address, which the site's IP option asks for (ENOTFOUND)`,
      location,
      finishedAt: new Date(),
    });
    await navigateInApp(page, `${sitePath}/snapshots/${snapshot.id}/tests/${ran.uuid}`);
    await expect.poll(() => slot.getByTestId('test-location').textContent(), WAIT).toBe(location);
    await page.screenshot({ path: join(SCREENSHOTS, 'test-location.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
