// What the people, team members and tokens lists show the same way: who someone is, and how long ago
// something last happened (exact time on hover).
import type { Person } from '../graphql/types';
import { formatDateTime, formatRelative } from './format';
import table from './Table.module.css';

/** The name in bold with the email under it; the email alone for someone without a name yet. */
export function PersonName({ person }: { person: Pick<Person, 'name' | 'email'> }) {
  return (
    <>
      <div className={table.primary}>{person.name || person.email}</div>
      {person.name ? <div className={table.muted}>{person.email}</div> : null}
    </>
  );
}

/** "3 days ago" with the date and time as its title, or `never` when it has not happened. */
export function RelativeTime({ at, never = 'Never' }: { at: string | null; never?: string }) {
  if (!at) return <>{never}</>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at)}
    </time>
  );
}
