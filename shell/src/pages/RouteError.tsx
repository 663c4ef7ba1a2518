import { NewVersionMessage, PageHeader } from '@pace/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isHttpError, isStaleCodeError } from '../errors';
import { reportError } from './reportError';

/**
 * Spec section 8 for errors in a route: an HTTP error shows 'Error {status}' with its status text (or
 * 'An error occurred'); code that no longer matches the server (a chunk that is gone, a type error) asks
 * for a reload; anything else is the generic error, reported to the bff (POST /api/error-reports).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const generic = !isHttpError(error) && !isStaleCodeError(error);
  useEffect(() => {
    console.error(error);
    // Only the generic error says "Our team has been notified.": that one is reported.
    if (generic) void reportError(error);
  }, [error, generic]);

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
