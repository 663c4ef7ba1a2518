// The product changelog (spec sections 3, 4 and 7): entries with a title, a link and a date, newest
// first. Anyone may read the feed; staff write it; each user's last-viewed date makes the unread dot.
import { NetworkPolicy } from '@pace/lighthouse-runner';
import type { Config } from '@pace/platform/config';
import type { ChangelogEntry, Database } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';

/** How many entries the menu shows. */
export const FEED_SIZE = 10;

export interface ChangelogFeed {
  entries: ChangelogEntry[];
  /** When the viewer last closed the changelog menu; null when never, or when nobody is signed in. */
  viewedAt: Date | null;
  /** The newest entry is later than `viewedAt` (always false for anonymous visitors). */
  unread: boolean;
}

const entryInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(255, 'Title must be under 255 characters'),
  // Absolute http(s) links, or a path on this site such as /changelog#rum-settings.
  url: z
    .string()
    .trim()
    .max(2048, 'URL must be under 2048 characters')
    .refine((value) => /^\/(?!\/)/.test(value) || URL.canParse(value), {
      message: 'URL must start with https://, http:// or /',
    }),
});
export type ChangelogEntryInput = z.input<typeof entryInput>;

export class ChangelogService {
  /** The URL policy for absolute links: every reader's browser opens them. */
  private readonly policy: NetworkPolicy;

  constructor(private readonly deps: { db: Database; config?: Pick<Config, 'audits'> }) {
    this.policy = new NetworkPolicy(deps.config?.audits.allowedNetworks ?? []);
  }

  /** The newest entries, newest first. */
  entries(limit = FEED_SIZE): Promise<ChangelogEntry[]> {
    return this.deps.db.models.ChangelogEntry.findAll({
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit,
    });
  }

  async feed(access: Access, limit = FEED_SIZE): Promise<ChangelogFeed> {
    const entries = await this.entries(limit);
    const viewer = access.viewer;
    const viewedAt = viewer.kind === 'anonymous' ? null : (viewer.user?.changelogViewedAt ?? null);
    return { entries, viewedAt, unread: viewer.kind !== 'anonymous' && isUnread(entries[0], viewedAt) };
  }

  /** The viewer closed the changelog menu: everything published until now is read. */
  async markViewed(access: Access): Promise<Date> {
    const user = access.requireSessionUser();
    const now = new Date();
    await user.update({ changelogViewedAt: now });
    return now;
  }

  async create(access: Access, input: ChangelogEntryInput): Promise<ChangelogEntry> {
    const user = access.requireStaff();
    const parsed = entryInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new BadUserInputError(issue.message, { field: String(issue.path[0] ?? 'input') });
    }
    const problem = parsed.data.url.startsWith('/') ? null : this.policy.urlProblem(parsed.data.url);
    if (problem) throw new BadUserInputError(problem, { field: 'url' });
    return this.deps.db.models.ChangelogEntry.create({ ...parsed.data, createdBy: user.id });
  }

  async delete(access: Access, uuid: string): Promise<void> {
    access.requireStaff();
    const removed = await this.deps.db.models.ChangelogEntry.destroy({ where: { uuid } });
    if (removed === 0) throw NotFoundError.of('changelog entry');
  }
}

/** Unread when the newest entry is later than the last-viewed date (or nothing was ever viewed). */
export function isUnread(newest: Pick<ChangelogEntry, 'createdAt'> | undefined, viewedAt: Date | null) {
  if (!newest) return false;
  return viewedAt === null || newest.createdAt.getTime() > viewedAt.getTime();
}
