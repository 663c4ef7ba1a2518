// Garbage arguments from a signed-in member (tests/security/bad-arguments.json) get the error the corpus
// names, never an internal error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { corpus } from './corpus.ts';

interface BadArgument {
  name: string;
  query: string;
  code: string;
}
const { cases } = corpus<{ cases: BadArgument[] }>('bad-arguments');

describe.each(MODES)('bad arguments (%s)', (mode) => {
  let app: TestApp;
  let member: Headers;
  let site: { t: string; s: string };

  beforeAll(async () => {
    app = await startTestApp(mode);
    const world = await createWorld(app);
    member = await actorHeaders(app, world.users.memberA);
    site = { t: world.teamA1.slug, s: world.siteA1.slug };
  });
  afterAll(() => app?.close());

  it.each(cases)('$name: $code', async ({ query, code }) => {
    const result = await gql(app, member, query, site);
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual([code]);
  });
});
