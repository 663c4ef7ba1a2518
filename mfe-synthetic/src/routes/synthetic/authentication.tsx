// Form authentication: how tests sign in to the site before they measure it. The password is written,
// never read back.
import { useRemote } from '@pace/mfe-kit';
import { useState } from 'react';
import { SiteSettingsForm } from '../../components/SiteSettingsForm';
import styles from '../../components/synthetic.module.css';

const FIELDS = [
  ['url', 'Sign-in page URL', 'https://example.com/login'],
  ['formSelector', 'Form selector', '#login'],
  ['username', 'User name', ''],
  ['usernameSelector', 'User name field selector', '#email'],
  ['passwordSelector', 'Password field selector', '#password'],
  ['submitSelector', 'Submit button selector', 'button[type=submit]'],
] as const;
type Field = (typeof FIELDS)[number][0];

export default function Authentication() {
  const _props = useRemote();
  const [values, setValues] = useState<Record<Field, string>>({
    url: '',
    formSelector: '',
    username: '',
    usernameSelector: '',
    passwordSelector: '',
    submitSelector: '',
  });
  const [password, setPassword] = useState('');
  return (
    <SiteSettingsForm
      title="Authentication"
      description="Tests sign in through this form before each audit, to measure what signed-in visitors see."
      loadingHeight={300}
      savedMessage="Authentication saved."
      onSite={({ formAuth: auth }) => {
        if (!auth) return;
        setValues({
          url: auth.url ?? '',
          formSelector: auth.formSelector ?? '',
          username: auth.username ?? '',
          usernameSelector: auth.usernameSelector ?? '',
          passwordSelector: auth.passwordSelector ?? '',
          submitSelector: auth.submitSelector ?? '',
        });
      }}
      input={() => ({ formAuth: { ...values, password: password === '' ? null : password } })}
      onSaved={() => setPassword('')}
    >
      {(site, readOnly) => (
        <>
          {FIELDS.map(([name, label, placeholder]) => (
            <label key={name} className={styles.field}>
              {label}
              <input
                name={name}
                value={values[name]}
                placeholder={placeholder}
                disabled={readOnly}
                onChange={(e) => setValues({ ...values, [name]: e.target.value })}
              />
            </label>
          ))}
          <label className={styles.field}>
            Password {site.formAuth?.hasPassword ? '(stored; leave empty to keep it)' : ''}
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              disabled={readOnly}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
        </>
      )}
    </SiteSettingsForm>
  );
}
