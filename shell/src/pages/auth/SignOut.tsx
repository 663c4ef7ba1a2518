import { Button } from '@pace/ui';
import { useEffect, useState } from 'react';
import { AuthLayout } from './AuthLayout';
import { authPost, goTo } from './api';
import { FormError } from './Field';
import { once } from './once';

/**
 * /sign-out (always a full page load): ends the session with a POST (it needs the CSRF token, so a link
 * on another site cannot sign anyone out), then loads the sign-in page afresh.
 */
export function SignOut() {
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    once('sign-out', () => authPost('/auth/sign-out'))
      .then(() => goTo('/sign-in'))
      .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)));
  }, []);

  return (
    <AuthLayout title="Signing out">
      {error ? (
        <>
          <FormError message={`You are still signed in: ${error}`} />
          <p>
            <Button variant="primary" onClick={() => window.location.reload()}>
              Try again
            </Button>
          </p>
        </>
      ) : (
        <p role="status">Signing you out…</p>
      )}
    </AuthLayout>
  );
}
