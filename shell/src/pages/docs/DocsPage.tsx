import { Skeleton } from '@pace/ui';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { lazy, type MouseEvent, Suspense, useMemo } from 'react';
import { NotFoundPage } from '../NotFound';
import styles from './DocsPage.module.css';
import { renderMarkdown } from './markdown';
import { DOC_PAGES, docPage } from './pages';

// The schema is large: it loads when its page is opened.
const SchemaBrowser = lazy(() =>
  import('./SchemaBrowser').then((module) => ({ default: module.SchemaBrowser })),
);

/** Links between pages of the product stay in the app (no reload); others open as usual. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ to: href });
  };
}

/** /docs and /docs/{page}: the product's documentation, from the repository's docs/ folder. */
export function DocsPage() {
  const { page: slug } = useParams({ strict: false }) as { page?: string };
  const page = docPage(slug);
  const html = useMemo(() => (page?.markdown ? renderMarkdown(page.markdown) : ''), [page]);
  const onClick = useInAppLinks();
  if (!page) return <NotFoundPage title="Documentation page not found" />;

  return (
    <div className={styles.layout} data-testid="docs-page">
      <nav aria-label="Documentation" className={styles.nav}>
        <ul>
          {DOC_PAGES.map((entry) => (
            <li key={entry.slug}>
              <Link
                to="/docs/$page"
                params={{ page: entry.slug }}
                aria-current={entry === page ? 'page' : undefined}
                className={entry === page ? styles.current : undefined}
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.markdown ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown (DOMPurify)
        <article className={styles.article} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <article className={styles.article}>
          <Suspense fallback={<Skeleton lines={6} label="Loading the schema" />}>
            <SchemaBrowser />
          </Suspense>
        </article>
      )}
    </div>
  );
}
