import { Button } from '@pace/ui';
import { formatNumber } from '@pace/ui/format';
import { useCallback, useState } from 'react';
import styles from './AdminPage.module.css';

/** The cursors of the pages seen so far: forward with the last page's end cursor, back by popping. */
export function usePages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    cursor: cursors.at(-1) ?? null,
    page: cursors.length,
    next: (cursor: string | null) => setCursors((seen) => [...seen, cursor]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
    reset: useCallback(() => setCursors([null]), []),
  };
}

/** A searched, paged list: the query, and its pages; a new search starts again at the first page. */
export function useSearchedPages() {
  const [query, setQuery] = useState('');
  const pages = usePages();
  const { reset } = pages;
  const onSearch = useCallback(
    (next: string) => {
      setQuery((previous) => {
        if (previous !== next) reset();
        return next;
      });
    },
    [reset],
  );
  return { query, onSearch, pages };
}

export function Pager({
  pages,
  total,
  shown,
  endCursor,
  hasNextPage,
  what,
}: {
  pages: ReturnType<typeof usePages>;
  total: number;
  shown: number;
  endCursor: string | null;
  hasNextPage: boolean;
  what: string;
}) {
  return (
    <div className={styles.pager}>
      <span className={styles.muted}>
        {formatNumber(total)} {what}, page {pages.page}
        {shown === 0 ? '' : ` (${formatNumber(shown)} shown)`}
      </span>
      <Button onClick={pages.previous} disabled={pages.page === 1}>
        Previous page
      </Button>
      <Button onClick={() => pages.next(endCursor)} disabled={!hasNextPage}>
        Next page
      </Button>
    </div>
  );
}
