import { Button } from '@pace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthLayout } from './AuthLayout';
import { authPost } from './api';
import styles from './auth.module.css';
import { Field, FormError, Notice } from './Field';
import { useAuthForm } from './form';

const FIELDS = ['email'] as const;

/** /forgot-password: mails a one-hour link to choose a new password. */
export function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(FIELDS, async (values) => {
    await authPost('/auth/password-reset', values);
    setSentTo(values.email ?? '');
  });

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<Link to="/sign-in">Back to sign in</Link>}
    >
      {sentTo !== null ? (
        <Notice>
          We sent a link to <strong>{sentTo}</strong>. It works once, for one hour.
        </Notice>
      ) : (
        <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="Reset your password">
          <FormError message={form.formError} />
          <Field
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={form.fieldError('email')}
          />
          <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
            {form.busy ? 'Sending…' : 'Send the link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
