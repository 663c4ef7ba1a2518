// The waiting lists of a fair queue on Redis (open-source BullMQ has no groups): a job whose definition
// names a `fairBy` field waits in its group's list, and is moved into the BullMQ queue only when a worker
// slot is free, the next group in turn first (the order of turns.ts, kept in Lua so that every process
// sees one round). Keys, under `<prefix>:fair:<queue>`: `:ring` the groups with jobs waiting (next
// first), `:g:<group>` a group's jobs, `:ids` job id → group (idempotency, hasJob, counts), `:last` the
// group served last. A move is peek, add to BullMQ under the job's id, then commit (pop if still first):
// a process killed in between leaves the job waiting, and the next move's add of the same id adds nothing.
import type { Redis } from 'ioredis';

export interface FairJob {
  id: string;
  name: string;
  data: unknown;
}

export interface FairNext {
  group: string;
  raw: string;
  job: FairJob;
}

const ADD = `
local base = KEYS[1]
if redis.call('HSETNX', base..':ids', ARGV[1], ARGV[2]) == 0 then return 0 end
if redis.call('RPUSH', base..':g:'..ARGV[2], ARGV[3]) == 1 then
  local last = redis.call('GET', base..':last')
  if not last or redis.call('LINSERT', base..':ring', 'BEFORE', last, ARGV[2]) <= 0 then
    redis.call('RPUSH', base..':ring', ARGV[2])
  end
end
return 1`;

const PEEK = `
local base = KEYS[1]
for i = 1, 20 do
  local group = redis.call('LINDEX', base..':ring', 0)
  if not group then return false end
  local raw = redis.call('LINDEX', base..':g:'..group, 0)
  if raw then return {group, raw} end
  redis.call('LPOP', base..':ring')
end
return false`;

const COMMIT = `
local base = KEYS[1]
local list = base..':g:'..ARGV[1]
if redis.call('LINDEX', list, 0) ~= ARGV[2] then return 0 end
redis.call('LPOP', list)
redis.call('HDEL', base..':ids', ARGV[3])
redis.call('LREM', base..':ring', 1, ARGV[1])
if redis.call('LLEN', list) > 0 then redis.call('RPUSH', base..':ring', ARGV[1]) end
redis.call('SET', base..':last', ARGV[1])
return 1`;

export class FairWaiting {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(queue: string) {
    return `${this.prefix}:fair:${queue}`;
  }

  /** False when a job with this id is waiting already. */
  async add(queue: string, group: string, job: FairJob): Promise<boolean> {
    return (await this.redis.eval(ADD, 1, this.key(queue), job.id, group, JSON.stringify(job))) === 1;
  }

  async has(queue: string, id: string): Promise<boolean> {
    return (await this.redis.hexists(`${this.key(queue)}:ids`, id)) === 1;
  }

  async count(queue: string): Promise<number> {
    return this.redis.hlen(`${this.key(queue)}:ids`);
  }

  /** The job whose turn it is, left in place until `commit`. */
  async peek(queue: string): Promise<FairNext | null> {
    const found = (await this.redis.eval(PEEK, 1, this.key(queue))) as [string, string] | null;
    if (!found) return null;
    const [group, raw] = found;
    return { group, raw, job: JSON.parse(raw) as FairJob };
  }

  /** Takes the peeked job off its list (unless another process did) and passes the turn on. */
  async commit(queue: string, next: FairNext): Promise<void> {
    await this.redis.eval(COMMIT, 1, this.key(queue), next.group, next.raw, next.job.id);
  }
}
