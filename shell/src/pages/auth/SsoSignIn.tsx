import { Button } from '@pace/ui';
import { useEffect, useState } from 'react';
import { AuthRequestError, authOptions, authPost, goTo } from './api';
import styles from './auth.module.css';
import { Field, FormError } from './Field';
import { fieldId, useAuthForm } from './form';

const FIELDS = ['ssoEmail'] as const;

/**
 * "Sign in with SSO": the work email address finds the organisation's SAML identity provider, and the
 * browser goes there (a full page navigation); the provider sends it back signed in.
 */
export function SsoSignIn({ redirectTo }: { redirectTo: string | null }) {
  const [open, setOpen] = useState(false);
  // Someone who typed their address in the password form above need not type it again.
  const [typedEmail, setTypedEmail] = useState('');
  const [googleShown, setGoogleShown] = useState(false);
  useEffect(() => {
    let live = true;
    authOptions()
      .then((options) => live && setGoogleShown(options.googleEnabled))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  const form = useAuthForm(FIELDS, async (values) => {
    try {
      const result = await authPost<{ redirectTo: string }>('/auth/saml/start', {
        email: values.ssoEmail,
        redirectTo,
      });
      goTo(result.redirectTo);
    } catch (error) {
      // The bff names its field `email`; here the field is this form's own.
      if (error instanceof AuthRequestError && error.error.field === 'email') {
        throw new AuthRequestError({ ...error.error, field: 'ssoEmail' }, error.status);
      }
      throw error;
    }
  });

  return (
    <>
      {googleShown ? <div className={styles.gap} /> : <div className={styles.divider}>or</div>}
      {open ? (
        <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label="Sign in with SSO">
          <FormError message={form.formError} />
          <Field
            name="ssoEmail"
            label="Work email"
            hint="Your organisation’s identity provider signs you in."
            type="email"
            autoComplete="email"
            required
            autoFocus
            defaultValue={typedEmail}
            error={form.fieldError('ssoEmail')}
          />
          <Button type="submit" className={styles.submit} disabled={form.busy}>
            {form.busy ? 'Opening your identity provider…' : 'Continue with SSO'}
          </Button>
        </form>
      ) : (
        <button
          type="button"
          className={`${styles.google} ${styles.sso}`}
          onClick={() => {
            const typed = document.getElementById(fieldId('email'));
            setTypedEmail(typed instanceof HTMLInputElement ? typed.value.trim() : '');
            setOpen(true);
          }}
          data-testid="sso-button"
        >
          Sign in with SSO
        </button>
      )}
    </>
  );
}
