// The embedded mode's acknowledgement log (beacon-journal.ts) on a SQLite file: an append is answered
// once its group is in a log segment (seen by a new reader of the directory before it reaches the table);
// what a process that is gone left in the log is moved into the table at the next start (a torn last
// line skipped) and its segments deleted; a stopped stream leaves the log empty; and the rows the writer
// makes in SQLite from the table's JSON are the rows the JavaScript path makes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { useMigratedDatabase } from '@pace/platform/testing';
import { describe, expect, it } from 'vitest';
import { BeaconJournal } from '../src/beacon-journal.ts';
import { type BeaconStream, DatabaseBeaconStream, MemoryBeaconStream } from '../src/beacon-stream.ts';
import { BeaconWriter } from '../src/beacon-writer.ts';
import { createRumSite, storedBeacon } from '../src/testing.ts';

/** The id of a process that has exited (its segments are orphans). */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

const segmentsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe('the acknowledgement log of the embedded beacon stream (SQLite file)', () => {
  const database = useMigratedDatabase('sqlite');
  const journalDir = (name: string) => {
    const { config } = database.testDb;
    return `${config.dialect === 'sqlite' ? config.storage : ''}.${name}`;
  };
  const tableCount = async () => {
    const [rows] = await database.db.sequelize.query('SELECT COUNT(*) AS n FROM rum_stream_entries');
    return Number((rows as { n: number }[])[0]!.n);
  };

  it('answers once the beacons are in a log segment, then moves them into the table', async () => {
    await database.db.sequelize.query('DELETE FROM rum_stream_entries');
    const dir = journalDir('answered');
    const stream = new DatabaseBeaconStream(database.db, { journal: dir });
    const sent = Array.from({ length: 120 }, () => storedBeacon(3));
    await Promise.all(sent.map((one) => stream.append(one, { firstOfPageView: false })));
    // Read as a restarted process would read it: every acknowledged beacon is in the directory.
    const logged = segmentsIn(dir).flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => (JSON.parse(line) as { pageViewId: string }[]).map((one) => one.pageViewId)),
    );
    expect(new Set(logged)).toEqual(new Set(sent.map((one) => one.pageViewId)));
    // Moved or not yet (the move follows the answer), counted once: as entries in the table or to be.
    expect(await stream.backlog()).toBe(3);
    await stream.close();
    expect(await tableCount()).toBe(3);
    // Stopped with everything moved: the log is empty.
    expect(segmentsIn(dir)).toEqual([]);
  });

  it('moves what a process that is gone left in the log at the next start, up to a torn line', async () => {
    await database.db.sequelize.query('DELETE FROM rum_stream_entries');
    const dir = journalDir('orphans');
    const { journal } = await BeaconJournal.open(dir);
    await journal.close();
    const left = [storedBeacon(4), storedBeacon(4), storedBeacon(4)];
    const segment = join(dir, `${deadPid()}-0badcafe-1.log`);
    const lines = `[${JSON.stringify(left[0])},${JSON.stringify(left[1])}]\n[${JSON.stringify(left[2])}]\n`;
    writeFileSync(segment, `${lines}[${JSON.stringify(storedBeacon(4)).slice(0, 100)}`);
    const live = join(dir, `${process.pid}-0fffffff-1.log`); // another stream of a live process: left alone
    writeFileSync(live, `[${JSON.stringify(storedBeacon(4))}]\n`);

    const stream = new DatabaseBeaconStream(database.db, { journal: dir });
    const entries = await stream.read({ consumer: 'restarted', count: 10, claimIdleMs: 60_000 });
    expect(entries.flatMap((entry) => entry.beacons.map((one) => one.pageViewId))).toEqual(
      left.map((one) => one.pageViewId),
    );
    expect(existsSync(segment)).toBe(false);
    expect(existsSync(live)).toBe(true);
    await stream.close();
  });

  it('makes in SQLite the rows the JavaScript path makes', async () => {
    const { site } = await createRumSite(database.db);
    const deps = {
      db: database.db,
      kv: new MemoryStore(),
      queues: new MemoryQueues(QUEUES),
      log: silentLogger(),
      rollupDelayMs: 60_000,
    };
    const one = { ...storedBeacon(site.id), receivedAt: Date.UTC(2026, 10, 28, 7, 5, 9, 7), landing: true };
    one.lcp = 372.5;
    one.cls = 0.1204;
    one.query = 'q=1';
    one.countryCode = 'FR';
    const write = async (stream: BeaconStream, pageViewId: string) => {
      await stream.append({ ...one, pageViewId }, { firstOfPageView: false });
      expect(await new BeaconWriter({ ...deps, stream }).writeBatch()).toBe(1);
    };
    await write(new MemoryBeaconStream(), 'a'.repeat(32)); // values formatted by Sequelize
    await write(new DatabaseBeaconStream(database.db), 'b'.repeat(32)); // by SQLite from the JSON
    const [rows] = await database.db.sequelize.query(
      `SELECT * FROM rum_beacons WHERE site_id = ${site.id} ORDER BY page_view_id`,
    );
    const [byJs, bySql] = (rows as Record<string, unknown>[]).map(
      ({ id: _, page_view_id: __, ...rest }) => rest,
    );
    expect(bySql).toEqual(byJs);
    expect(byJs!.received_at).toBe('2026-11-28 07:05:09.007 +00:00');
    const [found] = await database.db.models.RumBeacon.findAll({ where: { pageViewId: 'b'.repeat(32) } });
    expect(found!.receivedAt.getTime()).toBe(one.receivedAt);
    expect(found!.landing).toBe(true);
  });
});
