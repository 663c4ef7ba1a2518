// The embedded mode's SQLite, in a file and in memory: many transactions at once take turns instead of
// failing with SQLITE_BUSY (file) or meeting on the one connection (memory), and none loses another's write.
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connection.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

describe.each(['file', 'memory'] as const)('SQLite transactions at once (%s)', (storage) => {
  let db: TestDatabase | undefined;
  afterEach(() => db?.drop());

  it('runs 30 read-then-write transactions one after the other: all succeed, none is lost', async () => {
    db = await createTestDatabase('sqlite', { memory: storage === 'memory' });
    if (db.config.dialect !== 'sqlite') throw new Error('expected SQLite');
    const sequelize = await connect(db.config);
    await sequelize.query('CREATE TABLE counters (id INTEGER PRIMARY KEY, value INTEGER NOT NULL)');
    await sequelize.query('INSERT INTO counters (id, value) VALUES (1, 0)');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        sequelize.transaction(async (transaction) => {
          const [rows] = await sequelize.query('SELECT value FROM counters WHERE id = 1', { transaction });
          const value = (rows as { value: number }[])[0]!.value;
          await sequelize.query('UPDATE counters SET value = ? WHERE id = 1', {
            replacements: [value + 1],
            transaction,
          });
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const [rows] = await sequelize.query('SELECT value FROM counters WHERE id = 1');
    expect((rows as { value: number }[])[0]!.value).toBe(30);
    await sequelize.close();
  });
});
