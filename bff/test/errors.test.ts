// Typed errors keep their code and message across both interfaces; anything else is masked.
import { UniqueConstraintError } from '@pace/platform/db';
import {
  BadUserInputError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  toPublicError,
  UNEXPECTED_MESSAGE,
  UnauthenticatedError,
} from '@pace/platform/errors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AREAS, createSchema } from '../src/kernel/schema.ts';
import { startTestApp, type TestApp } from './support.ts';

// An extra schema area whose fields fail in each way a real resolver can.
const failing = {
  typeDefs: /* GraphQL */ `
    type Query {
      unauthenticated: String
      forbidden: String
      notFound: String
      duplicate: String
      broken: String
      fine: String
    }
  `,
  resolvers: {
    Query: {
      unauthenticated: () => {
        throw new UnauthenticatedError();
      },
      forbidden: () => {
        throw ForbiddenError.toModify('team');
      },
      notFound: () => {
        throw NotFoundError.of('site');
      },
      duplicate: async () => {
        // A rule the database enforced (duplicate team name) that a service forgot to translate.
        throw new UniqueConstraintError({ message: 'Validation error', fields: { name: 'Core' } } as never);
      },
      broken: () => {
        throw new Error('connect ECONNREFUSED 10.0.0.7:3306 (secret detail)');
      },
      fine: () => 'fine',
    },
  },
};

describe('errors', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded', { schema: createSchema([...AREAS, failing]) });
  });
  afterAll(async () => {
    await app?.close();
  });

  const ask = async (query: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
    return response.json();
  };

  test.each([
    ['unauthenticated', 'UNAUTHENTICATED', 'You need to sign in'],
    ['forbidden', 'FORBIDDEN', 'You are not authorised to modify this team'],
    ['notFound', 'NOT_FOUND', 'Site not found'],
    ['duplicate', 'CONFLICT', 'This already exists'],
    ['broken', 'INTERNAL_SERVER_ERROR', UNEXPECTED_MESSAGE],
  ])('GraphQL: %s gives extensions.code %s', async (field, code, message) => {
    const body = await ask(`{ ${field} fine }`);
    expect(body.data).toEqual({ [field]: null, fine: 'fine' });
    expect(body.errors).toEqual([
      expect.objectContaining({ message, path: [field], extensions: expect.objectContaining({ code }) }),
    ]);
  });

  test('an unexpected error never shows its detail to the client', async () => {
    const body = await ask('{ broken }');
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|secret/);
  });

  test.each([
    [new BadUserInputError('Passwords did not match', { field: 'password' }), 400, 'BAD_USER_INPUT'],
    [new UnauthenticatedError(), 401, 'UNAUTHENTICATED'],
    [ForbiddenError.toModify('organisation'), 403, 'FORBIDDEN'],
    [NotFoundError.of('team'), 404, 'NOT_FOUND'],
    [new ConflictError('A team with this name already exists'), 409, 'CONFLICT'],
    [new Error('boom'), 500, 'INTERNAL_SERVER_ERROR'],
  ])('REST: %s maps to %i %s', (error, status, code) => {
    expect(toPublicError(error)).toMatchObject({ status, code });
  });

  test('REST: the messages of the spec', () => {
    expect(toPublicError(NotFoundError.of('team')).message).toBe('Team not found');
    expect(toPublicError(ForbiddenError.toModify('site')).message).toBe(
      'You are not authorised to modify this site',
    );
    expect(toPublicError(new BadUserInputError('Passwords did not match', { field: 'password' }))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      message: 'Passwords did not match',
      field: 'password',
      expected: true,
    });
  });
});
