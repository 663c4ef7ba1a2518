// A database error a route did not expect is logged by the error middleware with the request; the line
// must say what failed without the values the query carried (here a signing secret).
import { Writable } from 'node:stream';
import { createLogger } from '@pace/platform/log';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AREAS, createSchema } from '../src/kernel/schema.ts';
import { startTestApp, type TestApp } from './support.ts';

const SECRET = 'whsec_TOPSECRETsigningvalue0123456789';
const lines: string[] = [];
let app: TestApp;

const failing = {
  typeDefs: /* GraphQL */ `
    type Mutation {
      storeBrokenSecret: String
    }
  `,
  resolvers: {
    Mutation: {
      // An insert the database refuses (no such organisation, a foreign key), with the secret bound.
      storeBrokenSecret: async () => {
        await app.db.sequelize.query(
          'INSERT INTO integrations (uuid, organisation_id, provider, name, secret, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          { replacements: [SECRET, 999_999, 'webhook', 'Broken', SECRET, new Date(), new Date()] },
        );
        return 'stored';
      },
    },
  },
};

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await startTestApp('services', {
    withShell: false,
    schema: createSchema([...AREAS, failing]),
    log: createLogger({ level: 'info', destination }),
  });
});
afterAll(async () => {
  await app?.close();
});

test('the failed query is logged without its parameters', async () => {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { storeBrokenSecret }' }),
  });
  expect(response.status).toBeGreaterThanOrEqual(200);
  const logged = lines.join('\n');
  expect(logged).toMatch(/Sequelize\w*Error/);
  expect(logged).not.toContain('TOPSECRET');
});
