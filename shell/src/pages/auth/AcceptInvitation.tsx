import { Button, Skeleton } from '@pace/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AuthLayout } from './AuthLayout';
import { AuthRequestError, authGet, authPost, goTo } from './api';
import styles from './auth.module.css';
import { Field, FormError } from './Field';
import { useAuthForm } from './form';
import { PasswordFields } from './PasswordFields';

interface Invitation {
  organisation: { name: string };
  email: string;
  name: string | null;
}

const FIELDS = ['name', 'password', 'passwordConfirmation'] as const;

/** /sign-up?invitation={token}: who invited whom, then a name and password, and the person is in. */
export function AcceptInvitation({ token }: { token: string }) {
  const path = `/auth/invitations/${encodeURIComponent(token)}`;
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const form = useAuthForm(FIELDS, async (values) => {
    const result = await authPost<{ redirectTo?: string }>(`${path}/accept`, values);
    goTo(result?.redirectTo ?? '/');
  });

  useEffect(() => {
    authGet<Invitation>(path)
      .then(setInvitation)
      .catch((error: unknown) =>
        setLoadError(error instanceof AuthRequestError ? error.message : String(error)),
      );
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
  return (
    <AuthLayout
      title={`Join ${invitation.organisation.name} on Pace`}
      description={
        <>
          You were invited as <strong>{invitation.email}</strong>. If you already have a Pace account, enter
          its password.
        </>
      }
    >
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
    </AuthLayout>
  );
}
