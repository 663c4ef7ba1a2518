// The embedded mode's acknowledgement log: beacons are appended to a file and fdatasynced, a group at a
// time, before collection answers 204. A commit of the SQLite database instead made every request wait
// behind the beacon writer's statements, the WAL's checkpoints and the database's one write lock; a
// datasync of an append-only file waits for nothing but the disk. The stream then moves the logged beacons
// into its table at its own pace, and the log forgets them once they are there.
//
// Segments `<pid>-<tag>-<n>.log` in a directory: a line per group, the beacons' JSON array. Segments of a
// process that is gone (kill -9) are read again at the next start and moved into the table once more: a
// beacon moved twice is stored once (the writer inserts by beacon id). Those of a live process (another
// stream, a catching-up tool) are left alone. A torn last line was never acknowledged (its datasync had
// not returned) and is skipped.

import { randomBytes } from 'node:crypto';
import { closeSync, fdatasync, ftruncateSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** A segment grows to about this size before appends go to the next one (so it can be deleted). */
const SEGMENT_BYTES = 8 * 1024 * 1024;

const SEGMENT_NAME = /^(\d+)-[0-9a-f]+-(\d+)\.log$/;

/** Whether the process that wrote a segment still runs (signal 0 only checks). */
function alive(pid: number) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Segment {
  number: number;
  fd: number;
  bytes: number;
  /** Groups written to it and not yet moved into the table. */
  unmoved: number;
}

/** A durable group: its beacons (JSON each), and the segment to tell once they are moved. */
export interface LoggedGroup {
  beacons: string[];
  segment: number;
}

interface Unsynced {
  fd: number;
  settle: (error: Error | null) => void;
}

/**
 * Datasyncs in flight at most. A group written while one is in flight starts its own at once rather than
 * wait for it to end (then sync again): it waits about one sync of the disk, not one and a half.
 */
const SYNCS_IN_FLIGHT = 2;

export class BeaconJournal {
  private active!: Segment;
  private readonly segments = new Map<number, Segment>();
  /** Groups written and not yet covered by a datasync that started after them. */
  private unsynced: Unsynced[] = [];
  private syncing = 0;
  private readonly tag = `${process.pid}-${randomBytes(4).toString('hex')}`;

  private constructor(private readonly dir: string) {}

  /**
   * Opens the log in `dir`; returns it with the beacons a process that is gone logged and may not have
   * moved (to move again), and a function that deletes their segments once they are in the table.
   */
  static async open(dir: string) {
    // Visitors' beacons: the platform's user's only, a folder found open tightened.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    // Oldest first: by process, then by segment number.
    const orphans = (await readdir(dir))
      .map((name) => ({ name, match: SEGMENT_NAME.exec(name) }))
      .filter(({ match }) => match && !alive(Number(match[1])))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
      .map(({ name }) => join(dir, name));
    const left: string[] = [];
    for (const path of orphans) left.push(...linesOf(await readFile(path, 'utf8')));
    const journal = new BeaconJournal(dir);
    journal.active = journal.segment(1);
    const forget = async () => {
      for (const path of orphans) await unlink(path).catch(() => {});
    };
    return { journal, left, forget };
  }

  /**
   * Writes the group (into the page cache at once: microseconds, and one trip to the thread pool saved)
   * and resolves once a datasync that started after the write has returned.
   */
  append(beacons: string[]): Promise<LoggedGroup> {
    if (this.active.bytes >= SEGMENT_BYTES) {
      const full = this.active;
      this.active = this.segment(full.number + 1);
      if (full.unmoved === 0) this.drop(full);
    }
    const segment = this.active;
    const line = Buffer.from(`[${beacons.join(',')}]\n`);
    try {
      writeSync(segment.fd, line);
    } catch (error) {
      return Promise.reject(error);
    }
    segment.bytes += line.length;
    segment.unmoved += 1;
    const synced = new Promise<LoggedGroup>((resolve, reject) => {
      this.unsynced.push({
        fd: segment.fd,
        settle: (error) => (error ? reject(error) : resolve({ beacons, segment: segment.number })),
      });
    });
    this.sync();
    return synced;
  }

  private sync() {
    if (this.unsynced.length === 0 || this.syncing >= SYNCS_IN_FLIGHT) return;
    const covered = this.unsynced;
    this.unsynced = [];
    this.syncing += 1;
    const fds = [...new Set(covered.map((one) => one.fd))];
    let left = fds.length;
    let failure: Error | null = null;
    for (const fd of fds) {
      fdatasync(fd, (error) => {
        failure ??= error;
        left -= 1;
        if (left > 0) return;
        this.syncing -= 1;
        for (const one of covered) one.settle(failure);
        this.sync();
      });
    }
  }

  /** These groups are in the table: a segment none of whose groups is left is emptied or deleted. */
  moved(groups: LoggedGroup[]) {
    for (const group of groups) {
      const segment = this.segments.get(group.segment);
      if (segment) segment.unmoved -= 1;
    }
    for (const segment of [...this.segments.values()]) {
      if (segment.unmoved > 0 || segment.bytes === 0) continue;
      if (segment !== this.active) this.drop(segment);
      else {
        // Not datasynced: should the old length come back after a power cut, its groups are moved
        // again and stored once.
        ftruncateSync(segment.fd, 0);
        segment.bytes = 0;
      }
    }
  }

  /** Closes the segments (once their syncs are done); those holding groups not moved stay for the next start. */
  async close() {
    while (this.syncing > 0 || this.unsynced.length > 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    for (const segment of [...this.segments.values()]) {
      if (segment.unmoved === 0) this.drop(segment);
      else closeSync(segment.fd);
    }
  }

  private segment(number: number): Segment {
    const segment = { number, fd: openSync(this.pathOf(number), 'a', 0o600), bytes: 0, unmoved: 0 };
    this.segments.set(number, segment);
    return segment;
  }

  private pathOf(number: number) {
    return join(this.dir, `${this.tag}-${number}.log`);
  }

  /** Only once its groups are moved: they were synced, so no datasync of it is in flight. */
  private drop(segment: Segment) {
    this.segments.delete(segment.number);
    closeSync(segment.fd);
    unlinkSync(this.pathOf(segment.number));
  }
}

/** The groups' beacons of a segment, up to the first line that is torn or unreadable. */
function linesOf(text: string): string[] {
  const beacons: string[] = [];
  const lines = text.split('\n');
  lines.pop(); // after the last newline: empty, or a line whose write was cut short
  for (const line of lines) {
    let group: unknown[];
    try {
      group = JSON.parse(line) as unknown[];
    } catch {
      break;
    }
    for (const beacon of group) beacons.push(JSON.stringify(beacon));
  }
  return beacons;
}
