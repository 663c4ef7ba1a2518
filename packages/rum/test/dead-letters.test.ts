import { type Logger, silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { useMigratedDatabase } from '@pace/platform/testing';
import { describe, expect, it } from 'vitest';
import { DatabaseBeaconStream } from '../src/beacon-stream.ts';
import { BeaconWriter } from '../src/beacon-writer.ts';
import { storedBeacon } from '../src/testing.ts';

const stored = storedBeacon;

/** A logger that keeps what was logged at warn and error. */
function recordingLogger() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const log = silentLogger();
  for (const level of ['warn', 'error'] as const) {
    (log as unknown as Record<string, unknown>)[level] = (fields: Record<string, unknown>, message: string) =>
      lines.push({ level, message, fields });
  }
  return { log: log as Logger, lines };
}

describe.each(['sqlite', 'mysql'] as const)(
  'the beacon writer, given a beacon the database refuses (%s)',
  (dialect) => {
    const database = useMigratedDatabase(dialect);

    it('stores the good ones at once and sets the refused one aside after the last attempt', async () => {
      const { Organisation, Team, Site } = database.db.models;
      const organisation = await Organisation.create({ name: 'dead-letters', slug: 'dead-letters' });
      const team = await Team.create({ organisationId: organisation.id, name: 'dl', slug: 'dl' });
      const site = await Site.create({
        teamId: team.id,
        name: 'dl',
        slug: 'dl',
        canonicalUrl: 'https://dl.example.test/',
      });
      const stream = new DatabaseBeaconStream(database.db);
      const { log, lines } = recordingLogger();
      const writer = new BeaconWriter(
        {
          db: database.db,
          kv: new MemoryStore(),
          queues: new MemoryQueues(QUEUES),
          stream,
          log,
          rollupDelayMs: 60_000,
        },
        { maxWriteAttempts: 3 },
      );
      // The refused beacon shares its entry with good ones (same turn), and another entry follows.
      const poison = stored(site.id + 1_000);
      const good = [stored(site.id), stored(site.id), poison, stored(site.id)];
      await Promise.all(good.map((one) => stream.append(one, { firstOfPageView: false })));
      const later = [stored(site.id), stored(site.id)];
      await Promise.all(later.map((one) => stream.append(one, { firstOfPageView: false })));

      expect(await writer.writeBatch()).toBe(2); // the second entry; the first waits for its refused beacon
      expect(await database.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(5);
      expect(await stream.backlog()).toBe(1);
      expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);

      expect(await writer.writeBatch()).toBe(0); // second attempt: still refused, kept
      expect(await stream.backlog()).toBe(1);
      expect(await writer.writeBatch()).toBe(4); // third: set aside, its entry done
      expect(await stream.backlog()).toBe(0);
      expect(writer.deadLetters).toBe(1);

      const letters = await database.db.models.RumDeadLetter.findAll({ raw: true });
      expect(letters).toHaveLength(1);
      expect(letters[0]).toMatchObject({ siteId: poison.siteId, pageViewId: poison.pageViewId, attempts: 3 });
      const reason = /foreign key constraint fails|FOREIGN KEY constraint failed/;
      expect(letters[0]!.reason).toMatch(reason);
      expect(JSON.parse(letters[0]!.beacon)).toEqual(poison);
      const setAside = lines.filter((line) => line.level === 'error');
      expect(setAside).toHaveLength(1);
      expect(setAside[0]!.message).toMatch(/dead letters/);
      expect(String(setAside[0]!.fields.reason)).toMatch(reason);
    });
  },
);
