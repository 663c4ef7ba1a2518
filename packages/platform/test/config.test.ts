import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';

describe('loadConfig', () => {
  test('defaults to the embedded mode: SQLite under .data, no Redis, port 3000 on loopback', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://127.0.0.1:3000',
      redisUrl: null,
      dataDir: join(REPO_ROOT, '.data'),
      remotesDir: join(REPO_ROOT, '.data', 'remotes'),
      shellDist: join(REPO_ROOT, 'shell', 'dist'),
      logLevel: 'info',
      database: { dialect: 'sqlite', storage: join(REPO_ROOT, '.data', 'pace.sqlite') },
    });
  });

  test('reads a MySQL DATABASE_URL and Redis', () => {
    const config = loadConfig({
      DATABASE_URL: 'mysql://pace:secret@db.internal:3307/pace',
      REDIS_URL: 'redis://cache.internal:6379/2',
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://pace.example.com/',
    });
    expect(config.database).toEqual({
      dialect: 'mysql',
      url: 'mysql://pace:secret@db.internal:3307/pace',
      database: 'pace',
    });
    expect(config.redisUrl).toBe('redis://cache.internal:6379/2');
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://pace.example.com');
  });

  test('accepts sqlite:<path> (relative to the repository) and sqlite::memory:', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database).toEqual({
      dialect: 'sqlite',
      storage: ':memory:',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:tmp/x.sqlite' }).database).toEqual({
      dialect: 'sqlite',
      storage: join(REPO_ROOT, 'tmp', 'x.sqlite'),
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/pace/db.sqlite' }).database).toEqual({
      dialect: 'sqlite',
      storage: '/var/pace/db.sqlite',
    });
  });

  test('DATA_DIR moves the SQLite file and the remotes; REMOTES_DIR overrides the latter', () => {
    const config = loadConfig({ DATA_DIR: '/srv/pace' });
    expect(config.database).toEqual({ dialect: 'sqlite', storage: '/srv/pace/pace.sqlite' });
    expect(config.remotesDir).toBe('/srv/pace/remotes');
    expect(loadConfig({ DATA_DIR: '/srv/pace', REMOTES_DIR: '/cdn/remotes' }).remotesDir).toBe(
      '/cdn/remotes',
    );
  });

  test('artifact retention: 30 days and the latest 10 unless configured', () => {
    expect(loadConfig({}).audits.retention).toEqual({ maxAgeDays: 30, keepLatest: 10 });
    expect(loadConfig({ ARTIFACT_RETENTION_DAYS: '90', ARTIFACT_KEEP_LATEST: '3' }).audits.retention).toEqual(
      { maxAgeDays: 90, keepLatest: 3 },
    );
  });

  test('an empty variable counts as unset', () => {
    expect(loadConfig({ REDIS_URL: '', PORT: '' })).toMatchObject({ redisUrl: null, port: 3000 });
  });

  test.each([
    ['PORT', 'abc', /PORT: expected a port number \(got "abc"\)/],
    ['PORT', '70000', /PORT: expected a port from 0 to 65535/],
    ['DATABASE_URL', 'postgres://x/y', /DATABASE_URL: expected mysql:\/\/user:pass@host:port\/db/],
    ['REDIS_URL', 'localhost:6379', /REDIS_URL: expected a URL like redis:\/\//],
    ['NODE_ENV', 'staging', /NODE_ENV: expected development, production or test/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL: expected one of fatal, error/],
    ['PUBLIC_URL', 'pace.example.com', /PUBLIC_URL: expected a URL/],
    ['ARTIFACT_RETENTION_DAYS', '0', /ARTIFACT_RETENTION_DAYS: expected days \(1 or more\)/],
    ['ARTIFACT_RETENTION_DAYS', 'month', /ARTIFACT_RETENTION_DAYS: .+ \(got "month"\)/],
    ['ARTIFACT_KEEP_LATEST', '0', /ARTIFACT_KEEP_LATEST: expected a number of tests \(1 or more\)/],
  ])('a bad %s is rejected with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  test('production refuses to start without a Stripe key unless billing is turned off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: STRIPE_SECRET_KEY is required in production (or BILLING=off to run without billing)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', BILLING: 'on' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', BILLING: 'off' }).billing).toBe('off');
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).billing).toBe('on');
    // Elsewhere no key still means the local Stripe-format server, for development and tests.
    expect(loadConfig({ NODE_ENV: 'development' }).billing).toBe('on');
    expect(() => loadConfig({ BILLING: 'no' })).toThrow(/BILLING: expected on or off \(got "no"\)/);
  });

  test('a Stripe key needs the webhook signing secret, and the message does not print the key', () => {
    const attempt = () => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_secret_value' });
    expect(attempt).toThrow('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    expect(attempt).not.toThrow(/sk_live_secret_value/);
  });

  test('a process started with a bad value exits 1 with one line naming the variable', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'packages/platform/src/db/migrate-cli.ts'), 'status'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'sqlite::memory:' },
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT: expected a port number (got "eighty")',
    ]);
  });
});
