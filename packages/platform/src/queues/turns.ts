// Round-robin between the groups (organisations) that have jobs waiting: the next job handed to a worker
// is the oldest of the group whose turn it is, so one group's thousand jobs delay another's first by at
// most one job. A group that starts waiting joins the round just before the group served last (which has
// just had its turn), not behind it. A group at its cap (as many jobs running as it may) is passed over
// and keeps its place at the front, to be served once one of its jobs ends. The in-process queues use it
// as is; the Redis waiting lists (fair-waiting.ts) keep the same order in Lua.

export class Turns<T> {
  private readonly lists = new Map<string, T[]>();
  /** Groups with jobs waiting, the next to serve first. */
  private readonly ring: string[] = [];
  private lastServed: string | null = null;
  private count = 0;

  get length() {
    return this.count;
  }

  /** Adds at the back of the group's list. */
  push(group: string, item: T) {
    this.add(group, item, false);
  }

  /** Adds at the front of the group's list (a job handed back by a stopping worker). */
  unshift(group: string, item: T) {
    this.add(group, item, true);
  }

  /** The next job in turn of a group that is not `capped`, or undefined when none waits. */
  shift(capped?: (group: string) => boolean): T | undefined {
    const at = capped ? this.ring.findIndex((group) => !capped(group)) : 0;
    if (at < 0 || at >= this.ring.length) return undefined;
    const group = this.ring.splice(at, 1)[0]!;
    const list = this.lists.get(group)!;
    const item = list.shift()!;
    this.count--;
    if (list.length > 0) this.ring.push(group);
    else this.lists.delete(group);
    this.lastServed = group;
    return item;
  }

  private add(group: string, item: T, first: boolean) {
    let list = this.lists.get(group);
    if (!list) {
      list = [];
      this.lists.set(group, list);
      this.join(group, first);
    }
    if (first) list.unshift(item);
    else list.push(item);
    this.count++;
  }

  private join(group: string, first: boolean) {
    const last = this.lastServed === null ? -1 : this.ring.indexOf(this.lastServed);
    if (first) this.ring.unshift(group);
    else if (last >= 0) this.ring.splice(last, 0, group);
    else this.ring.push(group);
  }
}
