// The waiting lists of a fair queue on Redis (open-source BullMQ has no groups): a job whose definition
// names a `fairBy` field waits in its group's list, and is moved into the BullMQ queue only when a worker
// slot is free, the next group in turn first (the order of turns.ts, kept in Lua so that every process
// sees one round). Keys, under `<prefix>:fair:<queue>`: `:ring` the groups with jobs waiting (next
// first), `:g:<group>` a group's jobs, `:ids` job id → group (idempotency, hasJob, counts), `:last` the
// group served last. A move is peek, add to BullMQ under the job's id, then commit (pop if still first):
// a process killed in between leaves the job waiting, and the next move's add of the same id adds nothing.
// A cap per group (`concurrencyPerGroup`) is counted afresh at every peek, in the same script, from the
// jobs BullMQ holds as waiting, active or delayed (few: only as many as free slots are moved in), so no
// counter is left behind by a killed worker: its jobs count until BullMQ finds them stalled and runs them
// again or fails them. A capped group keeps its place; the peek returns the next group's job in turn.
import type { Redis } from 'ioredis';
import type { GroupCap } from './definitions.ts';

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

// KEYS: the fair keys, the BullMQ queue's keys; ARGV: the cap (0: none), then job name, group field pairs.
const PEEK = `
local base, queue, cap = KEYS[1], KEYS[2], tonumber(ARGV[1])
local fields, live = {}, {}
for i = 2, #ARGV, 2 do fields[ARGV[i]] = ARGV[i + 1] end
local function count(id)
  local job = redis.call('HMGET', queue..':'..id, 'name', 'data')
  local field = job[1] and fields[job[1]]
  if not field or not job[2] then return end
  local ok, data = pcall(cjson.decode, job[2])
  if not ok or type(data) ~= 'table' then return end
  local value, group = data[field], nil
  if value == nil or value == cjson.null then group = ''
  elseif type(value) == 'number' and value == math.floor(value) then group = string.format('%d', value)
  else group = tostring(value) end
  live[group] = (live[group] or 0) + 1
end
if cap > 0 then
  for _, list in ipairs({'wait', 'paused', 'active'}) do
    for _, id in ipairs(redis.call('LRANGE', queue..':'..list, 0, -1)) do count(id) end
  end
  for _, set in ipairs({'prioritized', 'delayed'}) do
    for _, id in ipairs(redis.call('ZRANGE', queue..':'..set, 0, -1)) do count(id) end
  end
end
for _, group in ipairs(redis.call('LRANGE', base..':ring', 0, -1)) do
  local raw = redis.call('LINDEX', base..':g:'..group, 0)
  if not raw then redis.call('LREM', base..':ring', 1, group)
  elseif cap == 0 or (live[group] or 0) < cap then return {group, raw} end
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

  /** The job whose turn it is (of a group below `cap`), left in place until `commit`. */
  async peek(queue: string, cap: GroupCap | null = null): Promise<FairNext | null> {
    const fields = Object.entries(cap?.fairBy ?? {}).flat();
    const found = (await this.redis.eval(
      PEEK,
      2,
      this.key(queue),
      `${this.prefix}:${queue}`,
      cap?.concurrency ?? 0,
      ...fields,
    )) as [string, string] | null;
    if (!found) return null;
    const [group, raw] = found;
    return { group, raw, job: JSON.parse(raw) as FairJob };
  }

  /** Takes the peeked job off its list (unless another process did) and passes the turn on. */
  async commit(queue: string, next: FairNext): Promise<void> {
    await this.redis.eval(COMMIT, 1, this.key(queue), next.group, next.raw, next.job.id);
  }
}
