// Form authentication: how tests sign in to the site before they measure it. The password is written,
// never read back.
import type { RemoteProps } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage, siteOf } from '../components/common';
import styles from '../components/synthetic.module.css';
import { SITE_SETTINGS, UPDATE_SITE } from '../graphql/synthetic';
import type { SiteSettings } from './Agent';

const FIELDS = [
  ['url', 'Sign-in page URL', 'https://example.com/login'],
  ['formSelector', 'Form selector', '#login'],
  ['username', 'User name', ''],
  ['usernameSelector', 'User name field selector', '#email'],
  ['passwordSelector', 'Password field selector', '#password'],
  ['submitSelector', 'Submit button selector', 'button[type=submit]'],
] as const;
type Field = (typeof FIELDS)[number][0];

export function Authentication(props: RemoteProps) {
  const { teamId, siteId } = siteOf(props);
  const [{ data, fetching }] = useQuery<{ site: SiteSettings }>({
    query: SITE_SETTINGS,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [saving, update] = useMutation(UPDATE_SITE);
  const [values, setValues] = useState<Record<Field, string>>({
    url: '',
    formSelector: '',
    username: '',
    usernameSelector: '',
    passwordSelector: '',
    submitSelector: '',
  });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const site = data?.site;
  useEffect(() => {
    const auth = site?.formAuth;
    if (!auth) return;
    setValues({
      url: auth.url ?? '',
      formSelector: auth.formSelector ?? '',
      username: auth.username ?? '',
      usernameSelector: auth.usernameSelector ?? '',
      passwordSelector: auth.passwordSelector ?? '',
      submitSelector: auth.submitSelector ?? '',
    });
  }, [site]);
  const readOnly = !props.permissions.updateSites || props.readOnly;
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Authentication"
        titleTestId="screen-title"
        description="Tests sign in through this form before each audit, to measure what signed-in visitors see."
      />
      {fetching && !site ? (
        <Skeleton height={300} label="Loading settings" />
      ) : site ? (
        <Card>
          <form
            className={styles.form}
            onSubmit={async (event) => {
              event.preventDefault();
              const result = await update({
                teamId,
                siteId,
                input: {
                  name: site.name,
                  canonicalUrl: site.canonicalUrl,
                  formAuth: { ...values, password: password === '' ? null : password },
                },
              });
              if (result.error) setError(errorMessage(result.error));
              else {
                setError(null);
                setPassword('');
                props.flash('success', 'Authentication saved.');
              }
            }}
          >
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
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            {readOnly ? null : (
              <div>
                <Button type="submit" variant="primary" disabled={saving.fetching}>
                  Save
                </Button>
              </div>
            )}
          </form>
        </Card>
      ) : null}
    </div>
  );
}
