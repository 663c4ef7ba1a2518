import { Button } from '@pace/ui';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from './AuthLayout';
import { authPost, goTo, redirectFromPage } from './api';
import styles from './auth.module.css';
import { Field, FormError } from './Field';
import { useAuthForm } from './form';
import { GoogleButton } from './GoogleButton';
import { SsoSignIn } from './SsoSignIn';

const FIELDS = ['email', 'password'] as const;

/** /sign-in: email and password, or Google; `?error=` carries a failed Google sign-in's message. */
export function SignIn() {
  const redirectTo = redirectFromPage();
  const googleError = new URLSearchParams(window.location.search).get('error');
  const form = useAuthForm(FIELDS, async (values) => {
    const result = await authPost<{ redirectTo: string }>('/auth/sign-in', { ...values, redirectTo });
    goTo(result.redirectTo);
  });
  const back = redirectTo ? { redirect_to: redirectTo } : {};

  return (
    <AuthLayout
      title="Sign in to Pace"
      footer={
        <>
          New to Pace?{' '}
          <Link to="/sign-up" search={back}>
            Create an account
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="Sign in">
        <FormError message={form.formError ?? (form.busy ? null : googleError)} />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={form.fieldError('email')}
        />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={form.fieldError('password')}
        />
        <div className={styles.actions}>
          <Link to="/forgot-password" className={styles.small}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
          {form.busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <GoogleButton redirectTo={redirectTo} />
      <SsoSignIn redirectTo={redirectTo} />
    </AuthLayout>
  );
}
