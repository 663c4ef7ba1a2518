import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordHeartbeat } from '@pace/platform/heartbeat';
import { RemoteReleases } from '@pace/platform/remotes';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '../src/kernel/graphql-limits.ts';
import { MODES, startTestApp, type TestApp, writeRemoteBuild } from './support.ts';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

describe.each(MODES)('the bff app (%s mode)', (mode) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(mode);
  });
  afterAll(async () => {
    await app?.close();
  });

  const graphql = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE, ...headers },
      body: JSON.stringify(body),
    });

  describe('GET /healthz', () => {
    test('reports the database, Redis or memory, and a worker that has not beaten yet', async () => {
      const response = await fetch(`${app.url}/healthz`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        status: 'ok',
        version: expect.any(String),
        database: { status: 'ok', dialect: mode === 'services' ? 'mysql' : 'sqlite' },
        redis: { status: mode === 'services' ? 'ok' : 'memory' },
        worker: { status: 'starting', lastHeartbeat: null, ageSeconds: null },
      });
    });

    test('reports the worker heartbeat once recorded', async () => {
      const beat = await recordHeartbeat(app.kv);
      const body = await (await fetch(`${app.url}/healthz`)).json();
      expect(body.worker).toEqual({ status: 'ok', lastHeartbeat: beat.at, ageSeconds: 0 });
    });
  });

  describe('/graphql', () => {
    test('answers a query over POST as application/graphql-response+json', async () => {
      const response = await graphql({
        query: '{ version health { status database { dialect } redis { status } } }',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(GRAPHQL_RESPONSE);
      expect(await response.json()).toEqual({
        data: {
          version: expect.any(String),
          health: {
            status: 'ok',
            database: { dialect: mode === 'services' ? 'mysql' : 'sqlite' },
            redis: { status: mode === 'services' ? 'ok' : 'memory' },
          },
        },
      });
    });

    test('answers a query over GET, with variables', async () => {
      const query = encodeURIComponent('query Remote($name: String!) { remote(name: $name) { name } }');
      const variables = encodeURIComponent(JSON.stringify({ name: 'mfe-none' }));
      const response = await fetch(`${app.url}/graphql?query=${query}&variables=${variables}`, {
        headers: { accept: GRAPHQL_RESPONSE },
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.errors[0]).toMatchObject({
        message: 'Remote not found',
        extensions: { code: 'NOT_FOUND' },
      });
    });

    test('refuses a mutation over GET (405), as the GraphQL-over-HTTP spec says', async () => {
      const response = await fetch(
        `${app.url}/graphql?query=${encodeURIComponent('mutation { markChangelogViewed }')}`,
        {
          headers: { accept: GRAPHQL_RESPONSE },
        },
      );
      expect(response.status).toBe(405);
    });

    test('a user error carries its code: BAD_USER_INPUT with the field', async () => {
      const body = await (await graphql({ query: '{ remote(name: "../etc") { name } }' })).json();
      expect(body).toEqual({
        data: null,
        errors: [
          {
            message: '"../etc" is not a remote name (like mfe-rum)',
            locations: [{ line: 1, column: 3 }],
            path: ['remote'],
            extensions: { code: 'BAD_USER_INPUT', field: 'name' },
          },
        ],
      });
    });

    test('a syntax error is a 400 with GRAPHQL_PARSE_FAILED', async () => {
      const response = await graphql({ query: '{ version ' });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    });

    test('an unknown field is a 400 with GRAPHQL_VALIDATION_FAILED', async () => {
      const response = await graphql({ query: '{ nope }' });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.errors[0]).toMatchObject({
        message: 'Cannot query field "nope" on type "Query".',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    });

    test('a missing variable is a 400 with BAD_USER_INPUT', async () => {
      const response = await graphql({ query: 'query ($name: String!) { remote(name: $name) { name } }' });
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    test('too many aliases, or too deep a query, is refused before execution', async () => {
      const aliases = Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `v${i}: version`).join(' ');
      const response = await graphql({ query: `{ ${aliases} }` });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.errors[0]).toEqual({
        message: `Aliases limit of ${LIMITS.aliases} exceeded, found ${LIMITS.aliases + 1}.`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });

      const fragment = (depth: number): string =>
        depth === 0 ? '__typename' : `health { ${fragment(depth - 1)} }`;
      const deep = await graphql({ query: `{ ${fragment(LIMITS.depth + 1)} }` });
      expect(deep.status).toBe(400);
      expect((await deep.json()).errors[0].message).toMatch(/^Query depth limit of 10 exceeded/);
    });

    test('introspection works (clients and tools need it)', async () => {
      const response = await graphql({ query: '{ __schema { queryType { fields { name } } } }' });
      const body = await response.json();
      expect(body.data.__schema.queryType.fields.map((f: { name: string }) => f.name)).toEqual(
        expect.arrayContaining(['version', 'health', 'remotes', 'remote']),
      );
    });

    test('a body over 1 MB is refused with 413', async () => {
      const response = await graphql({ query: `{ version } # ${'x'.repeat(1024 * 1024)}` });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1048576 bytes' },
      });
    });
  });

  describe('GET /api/remotes', () => {
    test('lists the active release of each remote, never cached', async () => {
      const releases = new RemoteReleases(app.db, app.deps.config);
      const build = (label: string) => writeRemoteBuild(join(app.dir, 'builds', label), label);
      await releases.publish({ name: 'mfe-rum', version: '1.0.0', sourceDir: build('rum-1') });
      await releases.publish({ name: 'mfe-rum', version: '1.1.0', sourceDir: build('rum-2') });
      await releases.publish({ name: 'mfe-crux', version: '0.3.0', sourceDir: build('crux') });

      const response = await fetch(`${app.url}/api/remotes`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        remotes: [
          { name: 'mfe-crux', version: '0.3.0', entry: '/remotes/mfe-crux/0.3.0/mf-manifest.json' },
          { name: 'mfe-rum', version: '1.1.0', entry: '/remotes/mfe-rum/1.1.0/mf-manifest.json' },
        ],
      });

      await releases.rollback('mfe-rum');
      const after = await (await fetch(`${app.url}/api/remotes`)).json();
      expect(after.remotes[1]).toMatchObject({ name: 'mfe-rum', version: '1.0.0' });
    });

    test("carries the first-screen operations a release declares, and leaves a broken file's out", async () => {
      const releases = new RemoteReleases(app.db, app.deps.config);
      const screens = {
        'team/sites': {
          query: 'query TeamSites($teamId: ID!) { team(teamId: $teamId) { id } }',
          variables: {},
        },
      };
      const declared = writeRemoteBuild(join(app.dir, 'builds', 'settings'), 'settings');
      writeFileSync(join(declared, 'first-screens.json'), JSON.stringify({ screens }));
      await releases.publish({ name: 'mfe-settings', version: '2.0.0', sourceDir: declared });
      const broken = writeRemoteBuild(join(app.dir, 'builds', 'billing'), 'billing');
      writeFileSync(join(broken, 'first-screens.json'), '{ not json');
      await releases.publish({ name: 'mfe-billing', version: '1.0.0', sourceDir: broken });

      const { remotes } = await (await fetch(`${app.url}/api/remotes`)).json();
      expect(remotes.find((remote: { name: string }) => remote.name === 'mfe-settings')).toEqual({
        name: 'mfe-settings',
        version: '2.0.0',
        entry: '/remotes/mfe-settings/2.0.0/mf-manifest.json',
        firstScreens: screens,
      });
      expect(remotes.find((remote: { name: string }) => remote.name === 'mfe-billing')).toEqual({
        name: 'mfe-billing',
        version: '1.0.0',
        entry: '/remotes/mfe-billing/1.0.0/mf-manifest.json',
      });
    });
  });

  describe('unknown routes', () => {
    test.each([
      ['/api/nope', 'application/json'],
      ['/api/nope', 'text/html'],
      ['/graphql/extra', 'text/html'],
    ])('%s (Accept %s) is a JSON 404 with NOT_FOUND', async (path, accept) => {
      const response = await fetch(`${app.url}${path}`, { headers: { accept } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No such API route: GET ${path}` },
      });
    });

    test('a wrong method on a REST route is a 405', async () => {
      const response = await fetch(`${app.url}/healthz`, { method: 'POST' });
      expect(response.status).toBe(405);
    });
  });
});

describe('/healthz when something is wrong', () => {
  test('a worker silent for longer than 90 s makes it 503', async () => {
    const app = await startTestApp('embedded', { startedAt: new Date(Date.now() - 10 * 60_000) });
    try {
      const missing = await fetch(`${app.url}/healthz`);
      expect(missing.status).toBe(503);
      expect((await missing.json()).worker).toEqual({
        status: 'missing',
        lastHeartbeat: null,
        ageSeconds: null,
      });

      await recordHeartbeat(app.kv, new Date(Date.now() - 120_000));
      const stale = await fetch(`${app.url}/healthz`);
      expect(stale.status).toBe(503);
      expect((await stale.json()).worker).toMatchObject({ status: 'stale', ageSeconds: 120 });

      await recordHeartbeat(app.kv);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('a database that does not answer makes it 503 and says so', async () => {
    const app = await startTestApp('embedded');
    try {
      await app.db.close();
      const response = await fetch(`${app.url}/healthz`);
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toMatchObject({ status: 'error', database: { status: 'error', dialect: 'sqlite' } });
      expect(body.database.error).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });

  test('a Redis that does not answer makes it 503 and says so', async () => {
    const app = await startTestApp('services');
    try {
      await app.kv.close();
      const response = await fetch(`${app.url}/healthz`);
      expect(response.status).toBe(503);
      expect((await response.json()).redis).toMatchObject({ status: 'error', error: expect.any(String) });
    } finally {
      await app.close().catch(() => {});
    }
  });
});
