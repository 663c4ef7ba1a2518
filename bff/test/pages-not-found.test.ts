// A path that is no page of the shell, and a share link that is not live, are answered 404 by the server
// (with the shell's HTML, which shows its not-found page), not 200: crawlers, monitors and people's
// link checkers see the truth.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CREATE_LINK, REVOKE_LINK, sharedTestOf } from './share-fixtures.ts';
import { actorHeaders, createWorld, gql, type World } from './support/actors.ts';
import { startTestApp, type TestApp } from './support.ts';

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A raw GET, as a browser navigating sends it. */
function get(url: string) {
  return new Promise<{ status: number; cacheControl: string | undefined; body: string }>(
    (resolve, reject) => {
      request(url, { headers: BROWSER }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cacheControl: res.headers['cache-control'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('pages the shell does not have', () => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await startTestApp('embedded');
    world = await createWorld(app);
  });
  afterAll(() => app?.close());

  test.each(['/no/such/screen/here', '/teams/7/42/no-such-screen', '/teams', '/sign-in/extra'])(
    'GET %s is a 404 with the shell’s page (not cached)',
    async (path) => {
      const response = await get(`${app.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.body).toContain('<title>Pace</title>');
      expect(response.cacheControl).toBe('no-store');
    },
  );

  test('an unknown share link is a 404; a live one is a 200; once revoked, a 404 again', async () => {
    const unknown = `/tests/${crypto.randomUUID()}/${'A'.repeat(43)}`;
    expect((await get(`${app.url}${unknown}`)).status).toBe(404);
    expect((await get(`${app.url}/tests/not-a-uuid/token`)).status).toBe(404);

    const sharedTest = await sharedTestOf(app, world);
    const member = await actorHeaders(app, world.users.memberA);
    const ref = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
    const created = await gql<{ createShareLink: { path: string; link: { uuid: string } } }>(
      app,
      member,
      CREATE_LINK,
      { ...ref, testUuid: sharedTest.uuid },
    );
    const { path, link } = created.data!.createShareLink;
    expect((await get(`${app.url}${path}`)).status).toBe(200);
    expect((await get(`${app.url}${path}/overview`)).status).toBe(200);
    // A live link's path that is no screen of the report is still not found.
    expect((await get(`${app.url}${path}/nothing-here`)).status).toBe(404);
    // Another test's uuid with this link's token is not this link.
    expect((await get(`${app.url}${path.replace(sharedTest.uuid, crypto.randomUUID())}`)).status).toBe(404);

    await gql(app, member, REVOKE_LINK, { ...ref, uuid: link.uuid });
    expect((await get(`${app.url}${path}`)).status).toBe(404);
  });
});
