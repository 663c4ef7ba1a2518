import { Button, Skeleton } from '@pace/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AuthLayout } from './AuthLayout';
import { AuthRequestError, authGet, authPost, goTo } from './api';
import styles from './auth.module.css';
import { Field, FormError, Notice } from './Field';
import { useAuthForm } from './form';
import { PasswordFields } from './PasswordFields';

/** What the bff says the person does next (an address counts only once it is proved). */
type Step = 'create-account' | 'sign-in' | 'verify-email' | 'accept';

interface Invitation {
  organisation: { name: string };
  email: string;
  name: string | null;
  next: Step;
}

const FIELDS = ['name', 'password', 'passwordConfirmation'] as const;

const messageOf = (error: unknown) => (error instanceof AuthRequestError ? error.message : String(error));

/**
 * /sign-up?invitation={token}: who invited whom, then what joins: a name and password for a new
 * account; for an existing account, signing in as it (with its address verified) and accepting.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const path = `/auth/invitations/${encodeURIComponent(token)}`;
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    authGet<Invitation>(path)
      .then(setInvitation)
      .catch((error: unknown) => setLoadError(messageOf(error)));
  }, [path]);

  if (loadError) {
    return (
      <AuthLayout title="Accept the invitation" footer={<Link to="/sign-in">Sign in</Link>}>
        <FormError message={loadError} />
      </AuthLayout>
    );
  }
  if (!invitation) {
    return (
      <AuthLayout title="Accept the invitation">
        <Skeleton width="100%" height="10rem" label="Loading the invitation" />
      </AuthLayout>
    );
  }
  const title = `Join ${invitation.organisation.name} on Pace`;
  const invited = <strong>{invitation.email}</strong>;
  switch (invitation.next) {
    case 'create-account':
      return (
        <AuthLayout
          title={title}
          description={<>You were invited as {invited}. Choose your name and a password.</>}
        >
          <NewAccountForm path={path} invitation={invitation} />
        </AuthLayout>
      );
    case 'sign-in': {
      const back = `/sign-up?invitation=${encodeURIComponent(token)}`;
      return (
        <AuthLayout
          title={title}
          description={
            <>
              You were invited as {invited}, which has a Pace account. Sign in with it to accept; if you are
              signed in with another account, sign out first.
            </>
          }
        >
          <a className={styles.submit} href={`/sign-in?redirect_to=${encodeURIComponent(back)}`}>
            Sign in as {invitation.email}
          </a>
        </AuthLayout>
      );
    }
    case 'verify-email':
      return (
        <AuthLayout
          title={title}
          description={
            <>
              Verify your email address {invited} first: use the link we mailed you, then open this invitation
              again.
            </>
          }
        >
          <ResendVerification />
        </AuthLayout>
      );
    case 'accept':
      return (
        <AuthLayout
          title={title}
          description={<>You were invited as {invited}, the account you are signed in with.</>}
        >
          <AcceptButton path={path} />
        </AuthLayout>
      );
  }
}

function NewAccountForm({ path, invitation }: { path: string; invitation: Invitation }) {
  const form = useAuthForm(FIELDS, async (values) => {
    const result = await authPost<{ redirectTo?: string }>(`${path}/accept`, values);
    goTo(result?.redirectTo ?? '/');
  });
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="Accept the invitation">
      <FormError message={form.formError} />
      <Field
        name="name"
        label="Name"
        autoComplete="name"
        defaultValue={invitation.name ?? ''}
        required
        error={form.fieldError('name')}
      />
      <PasswordFields fieldError={form.fieldError} />
      <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
        {form.busy ? 'Joining…' : 'Accept and sign in'}
      </Button>
    </form>
  );
}

function AcceptButton({ path }: { path: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const result = await authPost<{ redirectTo?: string }>(`${path}/accept`, {});
      goTo(result?.redirectTo ?? '/');
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }
  return (
    <>
      <FormError message={error} />
      <Button variant="primary" className={styles.submit} disabled={busy} onClick={accept}>
        {busy ? 'Joining…' : 'Accept the invitation'}
      </Button>
    </>
  );
}

function ResendVerification() {
  const [state, setState] = useState<'idle' | 'sent' | string>('idle');
  async function resend() {
    try {
      await authPost('/auth/verify-email/resend');
      setState('sent');
    } catch (error) {
      setState(messageOf(error));
    }
  }
  if (state === 'sent') return <Notice>We sent you a new link. It works for 48 hours.</Notice>;
  return (
    <>
      <FormError message={state === 'idle' ? null : state} />
      <Button variant="secondary" className={styles.submit} onClick={resend}>
        Send a new verification link
      </Button>
    </>
  );
}
