// Where sessions live: Redis with REDIS_URL, the database without it, so that in the embedded mode a
// restart signs nobody out (the issue: "sessions live in Redis, or the database in the embedded mode").
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@pace/platform/credentials';
import { type Database, openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase, DIALECTS, type TestDatabase, testConfig } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/accounts/passwords.ts';
import { createApp } from '../src/kernel/app.ts';
import { createSessionStore, DatabaseSessionStorage } from '../src/kernel/auth/session-storage.ts';
import { CookieClient } from './support/cookie-client.ts';
import { startTestApp } from './support.ts';

describe.each(DIALECTS)('database session storage (%s)', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;
  let storage: DatabaseSessionStorage;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    storage = new DatabaseSessionStorage(db);
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  it('keeps values until they expire, and slides the expiry', async () => {
    expect(await storage.get('session:a')).toBeNull();
    expect(await storage.set('session:a', '{"userId":1}', { ttlMs: 60_000 })).toBe(true);
    expect(await storage.get('session:a')).toBe('{"userId":1}');
    // Writing again replaces the value.
    await storage.set('session:a', '{"userId":2}', { ttlMs: 60_000 });
    expect(await storage.get('session:a')).toBe('{"userId":2}');
    expect(await storage.set('session:a', 'other', { onlyIfAbsent: true })).toBe(false);

    await storage.set('session:short', 'x', { ttlMs: 1000 });
    expect(await storage.expire('session:short', 60_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await storage.get('session:short')).toBe('x');
  });

  it('forgets expired and deleted values', async () => {
    await storage.set('session:gone', 'x', { ttlMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.get('session:gone')).toBeNull();
    expect(await storage.expire('session:gone', 60_000)).toBe(false);
    expect(await db.models.SessionRecord.count({ where: { key: 'session:gone' } })).toBe(0);

    await storage.set('session:b', 'x');
    await storage.set('session:c', 'y');
    expect(await storage.del('session:b', 'session:c', 'session:none')).toBe(2);
    expect(await storage.get('session:b')).toBeNull();
  });
});

describe('sessions across a restart of the embedded mode', () => {
  let testDb: TestDatabase;
  const PASSWORD = 'a password that matters';

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
  });
  afterAll(() => testDb?.drop());

  /** The embedded mode as `npm start` runs it: SQLite file, in-memory key-value store and queues. */
  async function startEmbedded() {
    const config = testConfig({ DATABASE_URL: testDb.url });
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    const kv = new MemoryStore();
    const queues = new MemoryQueues(QUEUES);
    const server: Server = createApp({ config, log: silentLogger(), db, kv, queues }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    return {
      db,
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      async stop() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await queues.close();
        await kv.close();
        await db.close();
      },
    };
  }

  it('keeps a signed-in browser signed in, and a signed-out one out', async () => {
    const first = await startEmbedded();
    await first.db.models.User.create({
      name: 'Restart',
      email: 'restart@example.test',
      passwordHash: await hashPassword(PASSWORD),
    });
    const browser = new CookieClient(first.url);
    await browser.csrf();
    expect(
      (await browser.json('POST', '/auth/sign-in', { email: 'restart@example.test', password: PASSWORD }))
        .status,
    ).toBe(200);
    const session = browser.cookie(SESSION_COOKIE)!;
    const csrf = browser.cookie('pace_csrf')!;
    expect(await first.db.models.SessionRecord.count()).toBe(1);
    await first.stop();

    const second = await startEmbedded();
    try {
      const after = new CookieClient(second.url);
      after.setCookie(SESSION_COOKIE, session);
      after.setCookie('pace_csrf', csrf);
      expect((await after.json('GET', '/auth/csrf')).body.signedIn).toBe(true);
      // The session's CSRF token survived with it: signing out works, and then the session is gone.
      expect((await after.json('POST', '/auth/sign-out')).status).toBe(204);
      expect(await second.db.models.SessionRecord.count()).toBe(0);
      const replay = new CookieClient(second.url);
      replay.setCookie(SESSION_COOKIE, session);
      expect((await replay.json('GET', '/auth/csrf')).body.signedIn).toBe(false);
    } finally {
      await second.stop();
    }
  });
});

describe('sessions with Redis', () => {
  it('go to Redis, not to the database', async () => {
    const app = await startTestApp('services', { withShell: false });
    try {
      const user = await app.db.models.User.create({ name: 'R', email: 'redis-session@example.test' });
      const { id } = await createSessionStore(app.deps).create(user.id);
      const browser = new CookieClient(app.url);
      browser.setCookie(SESSION_COOKIE, id);
      expect((await browser.json('GET', '/auth/csrf')).body.signedIn).toBe(true);
      expect(await app.db.models.SessionRecord.count()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
