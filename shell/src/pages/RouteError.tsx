import { NewVersionMessage, PageHeader } from '@pace/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isHttpError, isStaleCodeError } from '../errors';

/**
 * Spec section 8 for errors in a route: an HTTP error shows 'Error {status}' with its status text (or
 * 'An error occurred'); code that no longer matches the server (a chunk that is gone, a type error) asks
 * for a reload; anything else is the generic error.
 */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => {
    // The error-reporting service plugs in here.
    console.error(error);
  }, [error]);

  if (isHttpError(error)) {
    return (
      <div data-testid="route-error" data-status={error.status}>
        <PageHeader title={`Error ${error.status}`} description={error.statusText || 'An error occurred'} />
      </div>
    );
  }
  if (isStaleCodeError(error)) return <NewVersionMessage />;
  return (
    <div data-testid="route-error">
      <PageHeader title="There was an unexpected error" description="Our team has been notified." />
    </div>
  );
}
