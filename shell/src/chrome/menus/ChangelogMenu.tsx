import { formatDate } from '@pace/ui/format';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { markChangelogViewed, useChangelog } from '../changelog';
import { TruncatedName } from '../TruncatedName';
import { Dropdown, iconProps, LinkItem } from './Dropdown';
import styles from './Menus.module.css';
import type { MountedTrigger } from './trigger';

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

export function ChangelogMenu({ trigger }: { trigger: MountedTrigger }) {
  const changelog = useChangelog();
  const entries = changelog.status === 'ready' ? changelog.feed.entries : [];
  const feed = changelog.status === 'ready' ? changelog.feed : null;
  return (
    <Dropdown
      trigger={trigger}
      label="Changelog"
      onOpenChange={(open) => {
        if (!open) void markChangelogViewed();
      }}
    >
      <Menu.Label className={styles.label}>What's new</Menu.Label>
      {changelog.status === 'error' ? (
        <p className={styles.note}>The changelog could not be loaded.</p>
      ) : null}
      {changelog.status === 'ready' && entries.length === 0 ? (
        <p className={styles.note}>Nothing yet.</p>
      ) : null}
      {entries.map((entry) => {
        // Marked while the menu is open; closing it stores the view and clears the marks.
        const fresh = feed?.unread && (feed.viewed_at === null || entry.created_at > feed.viewed_at);
        const content = (
          <>
            <span className={styles.entryTitle}>
              <TruncatedName name={entry.title} />
              {fresh ? <span className={styles.newBadge}>New</span> : null}
            </span>
            <time className={styles.entryDate} dateTime={entry.created_at}>
              {formatDate(entry.created_at, { style: 'date' })}
            </time>
          </>
        );
        return (
          <Menu.Item key={entry.uuid} asChild className={`${styles.item} ${styles.entry}`}>
            {isAbsolute(entry.url) ? (
              <a href={entry.url} target="_blank" rel="noopener noreferrer">
                {content}
                <ExternalLink {...iconProps} />
                <span className={styles.hidden}>(opens in a new tab)</span>
              </a>
            ) : (
              <Link to={entry.url}>{content}</Link>
            )}
          </Menu.Item>
        );
      })}
      <Menu.Separator className={styles.separator} />
      <LinkItem to="/changelog">All changes</LinkItem>
    </Dropdown>
  );
}
