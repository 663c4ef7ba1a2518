// How many invitation mails may go out: per sender and per organisation, per hour and per day. Counted
// in the key-value store (Redis, or memory in the embedded mode) so that every bff process shares one
// count; an attempt takes its number first (one atomic INCR), so a parallel burst cannot slip past.
import type { Organisation, User } from '@pace/platform/db';
import { TooManyRequestsError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface Limit {
  of: 'sender' | 'organisation';
  windowMs: number;
  max: number;
}

/** Enough to bring a team in; far too few to be worth using as a mail relay. */
export const INVITATION_LIMITS: readonly Limit[] = [
  { of: 'sender', windowMs: HOUR, max: 20 },
  { of: 'sender', windowMs: DAY, max: 60 },
  { of: 'organisation', windowMs: HOUR, max: 40 },
  { of: 'organisation', windowMs: DAY, max: 120 },
];

export class InvitationLimits {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly limits: readonly Limit[] = INVITATION_LIMITS,
  ) {}

  /** Counts one invitation; "Too many invitations; try again in N minutes" past any limit. */
  async admit(sender: User, organisation: Organisation): Promise<void> {
    for (const limit of this.limits) {
      const id = limit.of === 'sender' ? sender.id : organisation.id;
      const key = `invitations-sent:${limit.of}:${id}:${limit.windowMs}`;
      const count = await this.kv.incr(key);
      if (count === 1 || (await this.kv.ttl(key)) === -1) await this.kv.expire(key, limit.windowMs);
      if (count > limit.max) {
        const waitMs = await this.kv.ttl(key);
        const minutes = Math.max(1, Math.ceil((waitMs < 0 ? limit.windowMs : waitMs) / 60_000));
        throw new TooManyRequestsError(
          `Too many invitations; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
        );
      }
    }
  }
}
