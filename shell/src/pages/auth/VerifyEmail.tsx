import { Button } from '@pace/ui';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AuthLayout } from './AuthLayout';
import { type AuthError, AuthRequestError, authOptions, authPost } from './api';
import { FormError, Notice } from './Field';
import { once } from './once';

type State =
  | { status: 'verifying' }
  | { status: 'verified' }
  | { status: 'failed'; error: AuthError; signedIn: boolean }
  | { status: 'resent' };

/** /verify-email/{token}: the link from the verification mail, spent as the page opens. */
export function VerifyEmail() {
  const { token } = useParams({ strict: false }) as { token?: string };
  const [state, setState] = useState<State>({ status: 'verifying' });

  useEffect(() => {
    let live = true;
    once(`verify:${token}`, () => authPost('/auth/verify-email', { token }))
      .then(() => live && setState({ status: 'verified' }))
      .catch(async (error: unknown) => {
        const signedIn = await authOptions().then(
          (options) => options.signedIn,
          () => false,
        );
        const shown =
          error instanceof AuthRequestError ? error.error : { code: 'ERROR', message: String(error) };
        if (live) setState({ status: 'failed', error: shown, signedIn });
      });
    return () => {
      live = false;
    };
  }, [token]);

  async function resend() {
    try {
      await authPost('/auth/verify-email/resend');
      setState({ status: 'resent' });
    } catch (error) {
      const shown =
        error instanceof AuthRequestError ? error.error : { code: 'ERROR', message: String(error) };
      setState({ status: 'failed', error: shown, signedIn: true });
    }
  }

  return (
    <AuthLayout title="Verify your email address">
      {state.status === 'verifying' ? <p role="status">Verifying your email address…</p> : null}
      {state.status === 'verified' ? (
        <>
          <Notice>Your email address is verified. Thank you.</Notice>
          <p>
            <Link to="/">Continue to Pace</Link>
          </p>
        </>
      ) : null}
      {state.status === 'resent' ? <Notice>We sent you a new link. It works for 48 hours.</Notice> : null}
      {state.status === 'failed' ? (
        <>
          <FormError message={state.error.message} />
          <p>
            {state.signedIn ? (
              <Button variant="primary" onClick={resend}>
                Send a new link
              </Button>
            ) : (
              <Link to="/sign-in" search={{ redirect_to: window.location.pathname }}>
                Sign in to get a new link
              </Link>
            )}
          </p>
        </>
      ) : null}
    </AuthLayout>
  );
}
