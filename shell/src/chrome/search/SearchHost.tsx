import { Skeleton } from '@pace/ui';
import { useDeferredValue, useEffect } from 'react';
import { searchChunk, useChunk } from '../lazy';
import frame from './SearchFrame.module.css';
import { closeSearch, useSearchOpen } from './searchState';

/**
 * Where the search modal appears once opened. The key press or click that opens it paints a placeholder
 * of the modal's frame at once; the dialog (Radix, cmdk: its own chunk) renders after that paint, as a
 * deferred update React can interrupt, so opening search answers quickly (INP, issue 23).
 */
export function SearchHost() {
  const open = useSearchOpen();
  const chunk = useChunk(searchChunk);
  const ready = useDeferredValue(open && chunk.status === 'loaded');
  if (!open) return null;
  if (!ready || chunk.status !== 'loaded') return <SearchPlaceholder />;
  const { SearchDialog } = chunk.module;
  return <SearchDialog onClose={closeSearch} />;
}

/** The modal's frame while the dialog is on its way; Escape and a click outside close it, as the dialog. */
function SearchPlaceholder() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <div className={frame.overlay} aria-hidden="true" onClick={closeSearch} />
      <div className={frame.dialog} data-testid="search-loading">
        <div className={frame.loading}>
          <Skeleton height="1.5rem" label="Loading search" />
        </div>
      </div>
    </>
  );
}
