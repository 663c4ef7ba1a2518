import { PageHeader, Skeleton } from '@pace/ui';
import { formatDate } from '@pace/ui/format';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadChangelog, useChangelog } from '../chrome/changelog';
import styles from './ChangelogPage.module.css';

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/** /changelog: the product's latest changes, newest first (the changelog menu's "All changes"). */
export function ChangelogPage() {
  const changelog = useChangelog();
  useEffect(loadChangelog, []);
  return (
    <div data-testid="changelog-page">
      <PageHeader title="Changelog" description="What changed in Pace lately." titleTestId="screen-title" />
      {changelog.status === 'ready' ? (
        changelog.feed.entries.length > 0 ? (
          <ol className={styles.list}>
            {changelog.feed.entries.map((entry) => (
              <li key={entry.uuid} id={entry.url.startsWith('/changelog#') ? entry.url.slice(11) : undefined}>
                <time className={styles.date} dateTime={entry.created_at}>
                  {formatDate(entry.created_at, { style: 'longDate' })}
                </time>
                {isAbsolute(entry.url) ? (
                  <a href={entry.url} target="_blank" rel="noopener noreferrer">
                    {entry.title}
                  </a>
                ) : (
                  <Link to={entry.url}>{entry.title}</Link>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <p>Nothing yet.</p>
        )
      ) : changelog.status === 'error' ? (
        <p role="alert">The changelog could not be loaded.</p>
      ) : (
        <Skeleton lines={3} label="Loading the changelog" />
      )}
    </div>
  );
}
