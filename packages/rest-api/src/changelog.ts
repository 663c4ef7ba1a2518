// GET /api/changelog (spec section 7): the changelog feed as the bff serves it and the shell's menu and
// page read it. Dates are ISO 8601 strings; the names are the wire's (snake case).

export interface ChangelogEntry {
  uuid: string;
  title: string;
  url: string;
  created_at: string;
}

export interface ChangelogFeed {
  entries: ChangelogEntry[];
  /** When the signed-in viewer last opened the menu; null for never (and for visitors). */
  viewed_at: string | null;
  /** Whether the newest entry is later than `viewed_at`. */
  unread: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isEntry = (value: unknown): value is ChangelogEntry =>
  isObject(value) &&
  typeof value.uuid === 'string' &&
  typeof value.title === 'string' &&
  typeof value.url === 'string' &&
  typeof value.created_at === 'string';

/** Whether an answer of /api/changelog is a feed (a proxy's error page or an old bff's answer is not). */
export function isChangelogFeed(value: unknown): value is ChangelogFeed {
  return (
    isObject(value) &&
    Array.isArray(value.entries) &&
    value.entries.every(isEntry) &&
    (value.viewed_at === null || typeof value.viewed_at === 'string') &&
    typeof value.unread === 'boolean'
  );
}
