// The audits' one opening for the demo: the demo website's address and port, for the demo organisation's
// sites only, and only when a demo website is configured. A customer's site gets nothing, whatever its
// organisation is called.
import { type Database, openDatabase } from '@pace/platform/db';
import { createTestDatabase, type TestDatabase, testConfig } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWebsiteEndpoints } from '../../src/workers/synthetic/demo-website.ts';

describe('demo website endpoints for audits', () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite', { memory: true });
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  async function siteOf(name: string, slug: string, demo: boolean) {
    const { Organisation, Team, Site } = db.models;
    const organisation = await Organisation.create({ name, slug, demo });
    const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
    return Site.create({ teamId: team.id, name: slug, slug, canonicalUrl: 'http://127.0.0.1:4123/' });
  }

  it('opens exactly the demo website for the demo organisation, nothing for anyone else', async () => {
    const config = testConfig({ DEMO_SITE_PORT: '4123' });
    const demo = await siteOf('Demo (sample data)', 'demo', true);
    // A customer who calls their organisation the same, with a site pointed at the demo website's port.
    const lookalike = await siteOf('Demo (sample data)', 'demo-2', false);
    expect(await demoWebsiteEndpoints(db, config, demo)).toEqual(['127.0.0.1:4123']);
    expect(await demoWebsiteEndpoints(db, config, lookalike)).toEqual([]);
    expect(await demoWebsiteEndpoints(db, testConfig({}), demo)).toEqual([]);
  });
});
