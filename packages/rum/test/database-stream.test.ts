// The embedded mode's beacon stream, on SQLite and MariaDB: what is acknowledged is in the table (a new
// connection sees it, as a restarted process would), beacons of one turn share entries of at most
// MAX_BEACONS_PER_ENTRY, a dead reader's entries are taken over once idle, and a full stream refuses.
import { openDatabase } from '@pace/platform/db';
import { useMigratedDatabase } from '@pace/platform/testing';
import { describe, expect, it } from 'vitest';
import { BeaconStreamFullError, DatabaseBeaconStream, MAX_BEACONS_PER_ENTRY } from '../src/beacon-stream.ts';
import { storedBeacon } from '../src/testing.ts';

const stored = storedBeacon;

describe.each(['sqlite', 'mysql'] as const)('DatabaseBeaconStream on %s', (dialect) => {
  const database = useMigratedDatabase(dialect);
  const clear = () => database.db.sequelize.query('DELETE FROM rum_stream_entries');

  it('keeps the beacons of one turn in entries of at most MAX_BEACONS_PER_ENTRY, seen by a new connection', async () => {
    await clear();
    const stream = new DatabaseBeaconStream(database.db);
    const sent = Array.from({ length: 2 * MAX_BEACONS_PER_ENTRY + 20 }, () => stored(7));
    await Promise.all(sent.map((one) => stream.append(one, { firstOfPageView: true })));
    expect(await stream.liveVisitors(7)).toBe(sent.length);

    // Another process (a restarted one) reads what this one acknowledged.
    const other = await openDatabase(database.testDb.config);
    try {
      const reader = new DatabaseBeaconStream(other);
      expect(await reader.backlog()).toBe(3);
      const entries = await reader.read({ consumer: 'restarted', count: 10, claimIdleMs: 60_000 });
      expect(entries.map((entry) => entry.beacons.length)).toEqual([50, 50, 20]);
      expect(entries.flatMap((entry) => entry.beacons.map((one) => one.pageViewId))).toEqual(
        sent.map((one) => one.pageViewId),
      );
      // Read and not acknowledged: nothing new for another reader until it is idle.
      expect(await reader.read({ consumer: 'second', count: 10, claimIdleMs: 60_000 })).toEqual([]);
      await reader.ack(entries.map((entry) => entry.id));
      expect(await reader.backlog()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('gives a reader its own pending entries first, and a dead reader’s once idle', async () => {
    await clear();
    const stream = new DatabaseBeaconStream(database.db);
    await stream.append(stored(8), { firstOfPageView: false });
    const [held] = await stream.read({ consumer: 'dead', count: 10, claimIdleMs: 60_000 });
    expect(held).toBeDefined();
    await stream.append(stored(8), { firstOfPageView: false });
    // Its own unacknowledged entry again, before anything new.
    expect(
      (await stream.read({ consumer: 'dead', count: 10, claimIdleMs: 60_000 })).map((e) => e.id),
    ).toEqual([held!.id]);
    const fresh = await stream.read({ consumer: 'alive', count: 10, claimIdleMs: 60_000 });
    expect(fresh.map((e) => e.id)).not.toContain(held!.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const claimed = await stream.read({ consumer: 'alive', count: 10, claimIdleMs: 10 });
    expect(claimed.map((e) => e.id)).toContain(fresh[0]!.id); // its own first
    await stream.ack(claimed.map((e) => e.id));
    const taken = await stream.read({ consumer: 'alive', count: 10, claimIdleMs: 10 });
    expect(taken.map((e) => e.id)).toEqual([held!.id]);
  });

  it('writes what is gathering when it is closed', async () => {
    await clear();
    const stream = new DatabaseBeaconStream(database.db);
    const appended = stream.append(stored(9), { firstOfPageView: false });
    await stream.close();
    await expect(appended).resolves.toBeUndefined();
    expect(await stream.backlog()).toBe(1);
  });

  it('refuses beacons once the backlog is at its limit', async () => {
    await clear();
    const stream = new DatabaseBeaconStream(database.db, { backlogLimit: 2 });
    await stream.append(stored(10), { firstOfPageView: false });
    await stream.append(stored(10), { firstOfPageView: false });
    await expect(stream.append(stored(10), { firstOfPageView: false })).rejects.toBeInstanceOf(
      BeaconStreamFullError,
    );
    expect(await stream.backlog()).toBe(2);
  });
});
