import { PageHeader } from '@pace/ui';
import { Link } from '@tanstack/react-router';

/** Spec section 2, failed routes: a 404 shows a not-found page (inside the chrome). */
export function NotFound() {
  return (
    <div data-testid="not-found">
      <PageHeader title="Page not found" description="There is nothing at this address." />
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </div>
  );
}
