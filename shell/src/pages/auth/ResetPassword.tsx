import { Button } from '@pace/ui';
import { Link, useParams } from '@tanstack/react-router';
import { AuthLayout } from './AuthLayout';
import { authPost, goTo } from './api';
import styles from './auth.module.css';
import { FormError } from './Field';
import { useAuthForm } from './form';
import { PasswordFields } from './PasswordFields';

const FIELDS = ['password', 'passwordConfirmation'] as const;

/** /reset-password/{token}: the link from the mail; a new password, then signed in. */
export function ResetPassword() {
  const { token } = useParams({ strict: false }) as { token?: string };
  const form = useAuthForm(FIELDS, async (values) => {
    const result = await authPost<{ redirectTo: string }>('/auth/password-reset/confirm', {
      ...values,
      token,
    });
    goTo(result.redirectTo);
  });
  const linkSpent = form.fieldError('token') !== undefined;

  return (
    <AuthLayout title="Choose a new password" footer={<Link to="/sign-in">Back to sign in</Link>}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="Choose a new password">
        <FormError message={form.formError} />
        {linkSpent ? (
          <p className={styles.small}>
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        ) : null}
        <PasswordFields fieldError={form.fieldError} label="New password" />
        <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save the password and sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
