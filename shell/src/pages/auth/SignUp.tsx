import { Button } from '@pace/ui';
import { Link } from '@tanstack/react-router';
import { AcceptInvitation } from './AcceptInvitation';
import { AuthLayout } from './AuthLayout';
import { authPost, goTo, redirectFromPage } from './api';
import styles from './auth.module.css';
import { Field, FormError } from './Field';
import { useAuthForm } from './form';
import { GoogleButton } from './GoogleButton';
import { PasswordFields } from './PasswordFields';

const FIELDS = ['name', 'email', 'password', 'passwordConfirmation'] as const;

/**
 * /sign-up: a new account, which then goes back where the visitor was (`redirect_to`) or to set up an
 * organisation. An invitation link (`?invitation=<token>`) lands here too and accepts the invitation.
 */
export function SignUp() {
  const invitation = new URLSearchParams(window.location.search).get('invitation');
  if (invitation) return <AcceptInvitation token={invitation} />;
  return <SignUpForm />;
}

function SignUpForm() {
  const redirectTo = redirectFromPage();
  const form = useAuthForm(FIELDS, async (values) => {
    const result = await authPost<{ redirectTo: string }>('/auth/sign-up', { ...values, redirectTo });
    goTo(result.redirectTo);
  });

  return (
    <AuthLayout
      title="Create your Pace account"
      description="We will send you a link to verify your email address."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" search={redirectTo ? { redirect_to: redirectTo } : {}}>
            Sign in
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="Sign up">
        <FormError message={form.formError} />
        <Field name="name" label="Name" autoComplete="name" required error={form.fieldError('name')} />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={form.fieldError('email')}
        />
        <PasswordFields fieldError={form.fieldError} />
        <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
          {form.busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <GoogleButton redirectTo={redirectTo} />
    </AuthLayout>
  );
}
