import { Link, useLocation } from '@tanstack/react-router';
import { CircleHelp, Megaphone, Search } from 'lucide-react';
import { useEffect } from 'react';
import type { CurrentUserState } from '../session/currentUser';
import { Breadcrumbs } from './Breadcrumbs';
import { loadChangelog, useChangelog } from './changelog';
import { LazyMenu } from './LazyMenu';
import { loadOnIntent, searchChunk } from './lazy';
import type { RouteScope } from './scope';
import { openSearch } from './search/searchState';
import styles from './TopBar.module.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar (spec section 2): breadcrumb switchers, then search, help, changelog and the user menu.
 * Visitors who are not signed in see sign-in and sign-up links; sign-up carries them back here.
 */
export function TopBar({ session, scope }: { session: CurrentUserState; scope: RouteScope }) {
  const user = session.user;
  return (
    <header className={styles.bar} data-testid="top-bar">
      <Link to="/" className={styles.product}>
        <span className={styles.mark} aria-hidden="true" />
        Pace
      </Link>
      <div className={styles.crumbs}>{user ? <Breadcrumbs scope={scope} user={user} /> : null}</div>
      <div className={styles.actions}>
        {user ? (
          <button
            type="button"
            className={styles.search}
            onClick={openSearch}
            {...loadOnIntent(searchChunk)}
            aria-keyshortcuts={isMac ? 'Meta+P' : 'Control+P'}
            data-testid="open-search"
          >
            <Search size={16} aria-hidden="true" />
            <span className={styles.searchLabel}>Search sites</span>
            <kbd className={styles.kbd}>{isMac ? '⌘P' : 'Ctrl P'}</kbd>
          </button>
        ) : null}
        <LazyMenu
          trigger={{
            label: 'Help',
            className: styles.icon,
            testId: 'help-menu',
            content: <CircleHelp size={18} aria-hidden="true" />,
          }}
          render={(menus, trigger) => <menus.HelpMenu trigger={trigger} />}
        />
        {user ? (
          <>
            <ChangelogTrigger />
            <LazyMenu
              trigger={{
                label: `Account: ${user.name}`,
                className: styles.avatarButton,
                testId: 'user-menu',
                content: <Avatar name={user.name} src={user.avatar} />,
              }}
              render={(menus, trigger) => <menus.UserMenu trigger={trigger} user={user} />}
            />
          </>
        ) : session.status === 'loading' ? (
          <span className={styles.avatarPlaceholder} aria-hidden="true" />
        ) : (
          <SignInLinks />
        )}
      </div>
    </header>
  );
}

function ChangelogTrigger() {
  const changelog = useChangelog();
  useEffect(loadChangelog, []);
  const unread = changelog.status === 'ready' && changelog.feed.unread;
  return (
    <LazyMenu
      trigger={{
        label: unread ? 'Changelog (new entries)' : 'Changelog',
        className: styles.icon,
        testId: 'changelog-menu',
        content: (
          <>
            <Megaphone size={18} aria-hidden="true" />
            {unread ? <span className={styles.dot} data-testid="changelog-unread" /> : null}
          </>
        ),
      }}
      render={(menus, trigger) => <menus.ChangelogMenu trigger={trigger} />}
    />
  );
}

function Avatar({ name, src }: { name: string; src: string | null }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase())
    .join('');
  return src ? (
    <img className={styles.avatar} src={src} alt="" width={28} height={28} />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}

function SignInLinks() {
  const href = useLocation({ select: (location) => location.href });
  const back = href.startsWith('/sign-') ? undefined : href;
  return (
    <nav aria-label="Account" className={styles.signIn}>
      <Link to="/sign-in" search={back ? { redirect_to: back } : {}}>
        Sign in
      </Link>
      <Link to="/sign-up" search={back ? { redirect_to: back } : {}} className={styles.signUp}>
        Sign up
      </Link>
    </nav>
  );
}
