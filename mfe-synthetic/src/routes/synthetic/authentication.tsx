// Form authentication: how tests sign in to the site before they measure it. The password is written,
// never read back.
import { TextField } from '@pace/ui/forms';
import { SiteSettingsForm } from '../../components/SiteSettingsForm';
import type { SiteSettings } from '../../graphql/synthetic';

const FIELDS = [
  ['url', 'Sign-in page URL', 'https://example.com/login'],
  ['formSelector', 'Form selector', '#login'],
  ['username', 'User name', ''],
  ['usernameSelector', 'User name field selector', '#email'],
  ['passwordSelector', 'Password field selector', '#password'],
  ['submitSelector', 'Submit button selector', 'button[type=submit]'],
] as const;
type AuthField = (typeof FIELDS)[number][0];

/** The stored fields, and the password typed here (empty: keep the stored one). */
type AuthValues = Record<AuthField, string> & { password: string };

const EMPTY: AuthValues = {
  url: '',
  formSelector: '',
  username: '',
  usernameSelector: '',
  passwordSelector: '',
  submitSelector: '',
  password: '',
};

function authValues({ formAuth: auth }: SiteSettings): AuthValues {
  if (!auth) return EMPTY;
  return {
    url: auth.url ?? '',
    formSelector: auth.formSelector ?? '',
    username: auth.username ?? '',
    usernameSelector: auth.usernameSelector ?? '',
    passwordSelector: auth.passwordSelector ?? '',
    submitSelector: auth.submitSelector ?? '',
    password: '',
  };
}

const authInput = ({ password, ...stored }: AuthValues) => ({
  formAuth: { ...stored, password: password === '' ? null : password },
});

export default function Authentication() {
  return (
    <SiteSettingsForm
      title="Authentication"
      description="Tests sign in through this form before each audit, to measure what signed-in visitors see."
      loadingHeight={300}
      savedMessage="Authentication saved."
      empty={EMPTY}
      values={authValues}
      input={authInput}
      onSaved={(form) => form.setValue('password', '')}
    >
      {(form, site, readOnly) => (
        <>
          {FIELDS.map(([name, label, placeholder]) => (
            <TextField
              key={name}
              id={`auth-${name}`}
              label={label}
              placeholder={placeholder}
              disabled={readOnly}
              {...form.register(name)}
            />
          ))}
          <TextField
            id="auth-password"
            label={`Password ${site.formAuth?.hasPassword ? '(stored; leave empty to keep it)' : ''}`}
            type="password"
            autoComplete="new-password"
            disabled={readOnly}
            {...form.register('password')}
          />
        </>
      )}
    </SiteSettingsForm>
  );
}
