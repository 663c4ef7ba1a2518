// The search modal (spec section 2): Ctrl/Cmd+P opens it, Escape closes it, arrows and Enter choose.
// An empty query lists the recent sites; typing searches after a 250 ms pause. On Radix's dialog (focus
// trapped, given back on close) and cmdk's list (arrow keys, the active option announced).
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@tanstack/react-router';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../session/currentUser';
import { useInertPage } from '../inert';
import { TruncatedName } from '../TruncatedName';
import styles from './SearchDialog.module.css';
import frame from './SearchFrame.module.css';
import { rememberSite, SEARCH_DEBOUNCE_MS, type SiteResult, searchSites } from './siteSearch';

type Results =
  | { state: 'idle' }
  | { state: 'waiting' }
  | { state: 'ready'; term: string; sites: SiteResult[] }
  | { state: 'error'; term: string };

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const recent = useCurrentUser().user?.recentSites ?? [];
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>({ state: 'idle' });
  // Where focus was when the modal opened (the shortcut works from anywhere): it goes back there.
  const [returnFocusTo] = useState(() => document.activeElement as HTMLElement | null);
  const term = query.trim();
  useInertPage(true);

  useEffect(() => {
    if (!term) {
      setResults({ state: 'idle' });
      return;
    }
    setResults({ state: 'waiting' });
    let current = true;
    // No request until typing has paused: each keystroke restarts the wait.
    const timer = window.setTimeout(() => {
      searchSites(term).then(
        (sites) => current && setResults({ state: 'ready', term, sites }),
        (error: unknown) => {
          console.error('Site search failed', error);
          if (current) setResults({ state: 'error', term });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [term]);

  const choose = (site: SiteResult) => {
    onClose();
    void navigate({ to: '/teams/$teamId/$siteId', params: { teamId: site.team.slug, siteId: site.slug } });
    rememberSite(site, recent).catch((error: unknown) => console.error('Could not save recent sites', error));
  };

  const sites = term ? (results.state === 'ready' ? results.sites : []) : recent;
  const heading = term ? 'Sites' : 'Recent sites';
  let message: string | null = null;
  if (!term && recent.length === 0) message = 'No recent sites yet. Type to search every site you can reach.';
  else if (results.state === 'ready' && results.sites.length === 0)
    message = `No sites match “${results.term}”`;
  else if (results.state === 'error') message = 'Search failed. Try again.';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content
          className={frame.dialog}
          aria-describedby={undefined}
          aria-modal="true"
          data-testid="search-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo?.isConnected) returnFocusTo.focus();
          }}
        >
          <Dialog.Title className={styles.hidden}>Search sites</Dialog.Title>
          <Command shouldFilter={false} loop label="Search sites" className={styles.command}>
            <div className={styles.inputRow}>
              <Search size={18} aria-hidden="true" className={styles.searchIcon} />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder="Search sites by name"
                className={styles.input}
                data-testid="search-input"
              />
              <kbd className={styles.kbd}>Esc</kbd>
            </div>
            <Command.List className={styles.list} data-testid="search-results">
              {results.state === 'waiting' && term ? (
                <Command.Loading className={styles.message}>Searching…</Command.Loading>
              ) : null}
              {message ? (
                <div className={styles.message} role="status" data-testid="search-message">
                  {message}
                </div>
              ) : null}
              {sites.length > 0 ? (
                <Command.Group heading={heading} className={styles.group}>
                  {sites.map((site) => (
                    <Command.Item
                      key={`${site.team.slug}/${site.slug}`}
                      value={`${site.team.slug}/${site.slug}`}
                      onSelect={() => choose(site)}
                      className={styles.item}
                      data-testid="search-result"
                    >
                      <span className={styles.siteName}>
                        <TruncatedName name={site.name} />
                      </span>
                      <span className={styles.teamName}>
                        <TruncatedName name={site.team.name} />
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ) : null}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
