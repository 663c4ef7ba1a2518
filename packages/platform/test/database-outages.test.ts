// A database outage is logged once, and its end once, however many queries fail in between (each failed
// request and job used to log its own error, about one a second from the beacon writer alone); requests
// meanwhile are answered 503, try again, not 500. On a private MariaDB the test kills and starts again:
// the machine's MariaDB is shared by every other test.
import { createLogger } from '@pace/platform/log';
import { type PrivateMariadb, startPrivateMariadb } from '@pace/platform/testing';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connection.ts';
import { isDatabaseConnectionError } from '../src/db/outages.ts';
import { toPublicError } from '../src/errors.ts';

interface Line {
  level: number;
  msg: string;
  downMs?: number;
}

describe('database outages', () => {
  let mariadb: PrivateMariadb;
  let sequelize: Sequelize | undefined;
  const lines: Line[] = [];
  const log = createLogger({
    level: 'info',
    destination: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  beforeAll(async () => {
    mariadb = await startPrivateMariadb();
  }, 90_000);
  afterAll(async () => {
    await sequelize?.close();
    await mariadb?.close();
  });

  it('are logged once when the database goes away and once when it is back; requests get a 503', {
    timeout: 90_000,
  }, async () => {
    sequelize = await connect({ dialect: 'mysql', url: mariadb.url, database: 'mysql' }, log);
    await sequelize.query('SELECT 1');
    expect(lines).toEqual([]);

    await mariadb.stop();
    const failures: unknown[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      failures.push(
        await sequelize.query('SELECT 1').then(
          () => null,
          (error: unknown) => error,
        ),
      );
    }
    expect(failures.every((error) => error !== null && isDatabaseConnectionError(error))).toBe(true);
    for (const error of failures) {
      expect(toPublicError(error)).toMatchObject({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        retryable: true,
      });
    }
    const down = lines.filter((line) => /The database unreachable/.test(line.msg));
    expect(down).toHaveLength(1);
    expect(down[0]!.level).toBe(50);

    await mariadb.start();
    await expect
      .poll(
        () =>
          sequelize!.query('SELECT 1').then(
            () => true,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await sequelize.query('SELECT 1');
    const back = lines.filter((line) => /The database reachable again/.test(line.msg));
    expect(back).toHaveLength(1);
    expect(back[0]!.downMs).toBeGreaterThan(0);
    // Still one line each for the whole outage, and nothing else logged.
    expect(lines).toHaveLength(2);
  });

  it('tells a refused statement from an unreachable database', async () => {
    const error = await sequelize!.query('SELECT * FROM no_such_table').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseConnectionError(error)).toBe(false);
    expect(toPublicError(error).status).toBe(500);
  });
});
