// The beacon writer's insert on SQLite when the stream is the database's own table (the embedded mode):
// one INSERT … SELECT that reads the entries' JSON with SQLite's json_each, so the rows are made in
// SQLite, on the database driver's thread, not value by value in JavaScript on the thread that also
// answers the beacons (formatting them with Sequelize's escaping cost that thread more than collecting
// them). Values are stored as Sequelize stores them there: the same columns, numbers and strings as they
// are, booleans as 1/0, the date as `YYYY-MM-DD HH:MM:SS.SSS +00:00`.
import { type Database, QueryTypes } from '@pace/platform/db';

/** The row's attribute names and their columns, autoincrement left out (see columnsOf in the writer). */
export type BeaconColumns = [name: string, field: string][];

/** Epoch milliseconds to Sequelize's SQLite date text. */
const DATE_OF_MS = (value: string) =>
  `strftime('%Y-%m-%d %H:%M:%f', ${value} / 1000.0, 'unixepoch') || ' +00:00'`;

/**
 * Stores the beacons of these stream entries (ids of rum_stream_entries), skipping those stored already
 * and those of `skippedSites` (whose accounts no longer store any).
 * A refusal (a constraint) fails the whole statement, as a batch insert would.
 */
export async function insertEntriesInSqlite(
  db: Database,
  ids: string[],
  columns: BeaconColumns,
  skippedSites: readonly number[] = [],
) {
  if (ids.length === 0) return;
  const skipped =
    skippedSites.length === 0
      ? ''
      : ` AND json_extract(beacon.value, '$.siteId') NOT IN (${skippedSites.map(Math.trunc).join(', ')})`;
  const values = columns.map(([name]) => {
    const value = `json_extract(beacon.value, '$.${name}')`;
    return name === 'receivedAt' ? DATE_OF_MS(value) : value;
  });
  await db.sequelize.query(
    `INSERT OR IGNORE INTO rum_beacons (${columns.map(([, field]) => `\`${field}\``).join(', ')}) ` +
      `SELECT ${values.join(', ')} FROM rum_stream_entries AS entry, json_each(entry.beacons) AS beacon ` +
      `WHERE entry.id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})${skipped} ORDER BY entry.id, beacon.key`,
    { bind: ids.map(Number), type: QueryTypes.INSERT },
  );
}
