// An API token may never close an account, and its refused attempt writes nothing: not even the
// subscription (and free trial) that a first read of an organisation's billing makes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, gql, tokenHeaders, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const CLOSE = `mutation ($org: ID!) {
  cancelSubscription(orgId: $org, input: { reason: too_expensive, confirmation: "CANCEL" }) }`;

describe.each(MODES)('closing an account with a token (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    world = await createWorld(app);
  });
  afterAll(() => app?.close());

  it('is refused before the billing is read, so nothing is written', async () => {
    const token = await tokenHeaders(app, world.users.adminA, {
      organisation: world.orgA,
      permissions: ['readSites', 'updateSites', 'createSites', 'updateOrganisations', 'manageBilling'],
    });
    const refused = await gql(app, token, CLOSE, { org: world.orgA.slug });
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(await app.db.models.Subscription.count({ where: { organisationId: world.orgA.id } })).toBe(0);
  });
});
