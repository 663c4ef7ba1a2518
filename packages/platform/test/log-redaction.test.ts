// What the logs must never hold: credentials in headers and fields, and the values a failed query was
// given (a database error carries its SQL, its parameters and the row it tried to write).
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger } from '../src/log.ts';
import { DIALECTS, useMigratedDatabase } from '../src/testing.ts';

const SECRET = 'whsec_TOPSECRETsigningvalue0123456789';

function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createLogger({ level: 'info', destination }), lines };
}

describe('log redaction', () => {
  test('authorization and cookie headers, passwords, tokens, secrets and keys', () => {
    const { log, lines } = capturedLogger();
    log.info(
      {
        req: { headers: { authorization: `Bearer ${SECRET}`, cookie: `pace_session=${SECRET}` } },
        headers: { 'x-share-token': SECRET, 'set-cookie': [`pace_session=${SECRET}`] },
        password: SECRET,
        input: { password: SECRET, token: SECRET, secret: SECRET, apiKey: SECRET, privateKey: SECRET },
        user: { email: 'ada@example.com' },
      },
      'something happened',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('TOPSECRET');
    expect(JSON.parse(lines[0]!).user.email).toBe('ada@example.com');
    expect(lines[0]).toContain('[redacted]');
  });
});

describe.each(DIALECTS)('a failing query logged on %s', (dialect) => {
  const database = useMigratedDatabase(dialect);

  test('a unique-constraint error keeps its kind and table, not the values', async () => {
    const { Organisation, Integration } = database.db.models;
    const organisation = await Organisation.create({ name: 'Acme', slug: 'acme' });
    const row = {
      uuid: '6f1c2b1e-8a40-4f5e-9d0c-2f4a7f0b9e11',
      organisationId: organisation.id,
      provider: 'webhook' as const,
      name: 'Deploys',
      url: 'https://hooks.example.com/pace',
      secret: SECRET,
    };
    await Integration.create(row);
    const error = await Integration.create(row).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeTruthy();
    const { log, lines } = capturedLogger();
    log.error({ err: error, path: '/graphql' }, 'request failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('TOPSECRET');
    expect(lines[0]).toContain('SequelizeUniqueConstraintError');
  });

  test('a bad insert with the secret as a parameter: neither the SQL values nor the message hold it', async () => {
    const error = await database.db.sequelize
      .query(
        'INSERT INTO integrations (uuid, organisation_id, provider, name, secret) VALUES (?, ?, ?, ?, ?)',
        {
          replacements: [SECRET, 999_999, 'webhook', 'Broken', SECRET],
        },
      )
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeTruthy();
    const { log, lines } = capturedLogger();
    log.error({ err: error }, 'request failed');
    expect(lines[0]).not.toContain('TOPSECRET');
    expect(lines[0]).toMatch(/Sequelize\w*Error/);
  });
});
