import { PageHeader } from '@pace/ui';
import { Link } from '@tanstack/react-router';

/**
 * Spec section 2, failed routes: a 404 shows a not-found page, inside the chrome. 'Team not found' and
 * 'Site not found' (section 8) are the same page with the bff's message as its title.
 */
export function NotFoundPage({ title = 'Page not found' }: { title?: string }) {
  return (
    <div data-testid="not-found">
      <PageHeader title={title} description="There is nothing here, or you cannot reach it." />
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </div>
  );
}

/** The router's not-found component. */
export function NotFound() {
  return <NotFoundPage />;
}
