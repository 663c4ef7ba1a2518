// The system area's presenters: the only place that knows both the stored rows and the API objects.
import type { ChangelogEntry } from '@pace/platform/db';

/** The parent of ChangelogEntry's fields: the stored entry. */
export type ChangelogEntryParent = ChangelogEntry;
