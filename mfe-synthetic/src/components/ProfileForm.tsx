// New and edit test profile: device, connection, JavaScript, ad blocker, headers, cookies, blocked hosts
// and blocked third parties (from the third-party list, searched as you type).
import { useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  type ConnectionPreset,
  CREATE_PROFILE,
  type DevicePreset,
  PROFILE_FORM,
  type Profile,
  UPDATE_PROFILE,
} from '../graphql/synthetic';
import { connectionKey, errorMessage, FormFoot, useSite } from './common';
import styles from './synthetic.module.css';

type Cookie = Profile['cookies'][number] & { key?: number };
type Header = Profile['headers'][number] & { key?: number };

let rowKey = 0;
const withKey = <T extends object>(row: T): T & { key: number } => ({ ...row, key: ++rowKey });

/** The enum value GraphQL uses for a stored connection key. */
const connectionEnum = (key: string) => (/^\d/.test(key) ? `_${key}` : key) as ConnectionPreset;

export function ProfileForm() {
  const props = useRemote();
  const { teamId, siteId, base } = useSite();
  const uuid = props.route.params.uuid ?? '';
  const editing = props.route.screen === 'synthetic/profiles/edit';
  const [search, setSearch] = useState('');
  const [{ data, fetching }] = useQuery({
    query: PROFILE_FORM,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid, withProfile: editing, search },
  });
  const [create, createProfile] = useMutation(CREATE_PROFILE);
  const [update, updateProfile] = useMutation(UPDATE_PROFILE);
  const [name, setName] = useState('');
  const [device, setDevice] = useState<DevicePreset>('mobile');
  const [connection, setConnection] = useState('4g');
  const [blockJavascript, setBlockJavascript] = useState(false);
  const [adBlocker, setAdBlocker] = useState(false);
  const [headers, setHeaders] = useState<Header[]>([]);
  const [cookies, setCookies] = useState<Cookie[]>([]);
  const [blockedHosts, setBlockedHosts] = useState('');
  const [blockedThirdParties, setBlockedThirdParties] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const profile = data?.testProfile;
  useEffect(() => {
    if (!profile) return;
    setName(profile.name);
    setDevice(profile.device);
    setConnection(connectionKey(profile.connection));
    setBlockJavascript(profile.blockJavascript);
    setAdBlocker(profile.adBlocker);
    setHeaders(profile.headers.map(({ name, value }) => withKey({ name, value })));
    setCookies(
      profile.cookies.map(({ name, value, path, domain, secure, httpOnly }) => ({
        name,
        value,
        path,
        domain,
        secure,
        httpOnly,
      })),
    );
    setBlockedHosts(profile.blockedHosts.join('\n'));
    setBlockedThirdParties(profile.blockedThirdParties);
  }, [profile]);

  if (fetching && !data) return <Skeleton height={400} label="Loading profile" />;
  const options = data?.testProfileOptions;
  return (
    <div className={styles.stack}>
      <PageHeader
        title={editing ? `Edit ${profile?.name ?? 'profile'}` : 'New test profile'}
        titleTestId="screen-title"
      />
      <Card>
        <form
          className={styles.form}
          onSubmit={async (event) => {
            event.preventDefault();
            const input = {
              name,
              device,
              connection: connectionEnum(connection),
              blockJavascript,
              adBlocker,
              headers: headers.filter((header) => header.name).map(({ name, value }) => ({ name, value })),
              cookies: cookies.filter((cookie) => cookie.name).map(({ key: _key, ...cookie }) => cookie),
              blockedHosts: blockedHosts.split(/[\s,]+/).filter(Boolean),
              blockedThirdParties,
            };
            const result = editing
              ? await updateProfile({ teamId, siteId, uuid, input })
              : await createProfile({ teamId, siteId, input });
            if (result.error) {
              setError(errorMessage(result.error));
              return;
            }
            props.flash('success', `${name} saved.`);
            props.navigate(`${base}/synthetic/profiles`);
          }}
        >
          <label className={styles.field}>
            Name
            <input
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={255}
            />
          </label>
          <label className={styles.field}>
            Device
            <select name="device" value={device} onChange={(e) => setDevice(e.target.value as DevicePreset)}>
              {options?.devices.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Connection speed
            <select name="connection" value={connection} onChange={(e) => setConnection(e.target.value)}>
              {options?.connections.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.inline}>
            <input
              type="checkbox"
              name="blockJavascript"
              checked={blockJavascript}
              onChange={(e) => setBlockJavascript(e.target.checked)}
            />
            Block JavaScript
          </label>
          <label className={styles.inline}>
            <input
              type="checkbox"
              name="adBlocker"
              checked={adBlocker}
              onChange={(e) => setAdBlocker(e.target.checked)}
            />
            Ad blocker (blocks every advertising host of the third-party list)
          </label>
          <fieldset className={styles.field}>
            <legend>Headers</legend>
            {headers.map((header, index) => (
              <div key={header.key} className={styles.inline}>
                <input
                  aria-label="Header name"
                  value={header.name}
                  onChange={(e) =>
                    setHeaders(headers.map((h, i) => (i === index ? { ...h, name: e.target.value } : h)))
                  }
                />
                <input
                  aria-label="Header value"
                  value={header.value}
                  onChange={(e) =>
                    setHeaders(headers.map((h, i) => (i === index ? { ...h, value: e.target.value } : h)))
                  }
                />
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => setHeaders(headers.filter((_, i) => i !== index))}
                >
                  Remove
                </button>
              </div>
            ))}
            <div>
              <Button onClick={() => setHeaders([...headers, withKey({ name: '', value: '' })])}>
                Add header
              </Button>
            </div>
          </fieldset>
          <fieldset className={styles.field}>
            <legend>Cookies</legend>
            {cookies.map((cookie, index) => {
              const set = (patch: Partial<Cookie>) =>
                setCookies(cookies.map((c, i) => (i === index ? { ...c, ...patch } : c)));
              return (
                <div key={cookie.key} className={styles.inline}>
                  <input
                    aria-label="Cookie name"
                    placeholder="name"
                    value={cookie.name}
                    onChange={(e) => set({ name: e.target.value })}
                  />
                  <input
                    aria-label="Cookie value"
                    placeholder="value"
                    value={cookie.value}
                    onChange={(e) => set({ value: e.target.value })}
                  />
                  <input
                    aria-label="Cookie path"
                    placeholder="/"
                    value={cookie.path ?? ''}
                    onChange={(e) => set({ path: e.target.value || null })}
                  />
                  <input
                    aria-label="Cookie domain"
                    placeholder="domain"
                    value={cookie.domain ?? ''}
                    onChange={(e) => set({ domain: e.target.value || null })}
                  />
                  <label className={styles.inline}>
                    <input
                      type="checkbox"
                      checked={cookie.secure}
                      onChange={(e) => set({ secure: e.target.checked })}
                    />{' '}
                    Secure
                  </label>
                  <label className={styles.inline}>
                    <input
                      type="checkbox"
                      checked={cookie.httpOnly}
                      onChange={(e) => set({ httpOnly: e.target.checked })}
                    />{' '}
                    HTTP only
                  </label>
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => setCookies(cookies.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </div>
              );
            })}
            <div>
              <Button
                onClick={() =>
                  setCookies([
                    ...cookies,
                    { name: '', value: '', path: null, domain: null, secure: false, httpOnly: false },
                  ])
                }
              >
                Add cookie
              </Button>
            </div>
          </fieldset>
          <label className={styles.field}>
            Blocked hosts (one per line; *.example.com covers subdomains)
            <textarea
              name="blockedHosts"
              rows={3}
              value={blockedHosts}
              onChange={(e) => setBlockedHosts(e.target.value)}
            />
          </label>
          <fieldset className={styles.field}>
            <legend>Blocked third parties</legend>
            <div className={styles.toolbar}>
              {blockedThirdParties.map((entity) => (
                <button
                  key={entity}
                  type="button"
                  className={styles.status}
                  onClick={() => setBlockedThirdParties(blockedThirdParties.filter((e) => e !== entity))}
                  aria-label={`Unblock ${entity}`}
                >
                  {entity} ×
                </button>
              ))}
            </div>
            <input
              aria-label="Search third parties"
              placeholder="Search: Google Analytics, Hotjar…"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {search ? (
              <div className={styles.toolbar}>
                {options?.thirdParties
                  .filter((entity) => !blockedThirdParties.includes(entity.name))
                  .slice(0, 12)
                  .map((entity) => (
                    <button
                      key={entity.name}
                      type="button"
                      className={styles.status}
                      onClick={() => setBlockedThirdParties([...blockedThirdParties, entity.name])}
                    >
                      + {entity.name} <span className={styles.muted}>({entity.category})</span>
                    </button>
                  ))}
              </div>
            ) : null}
          </fieldset>
          <FormFoot
            error={error}
            label="Save profile"
            busy={create.fetching || update.fetching}
            testId="save-profile"
            onCancel={() => props.navigate(`${base}/synthetic/profiles`)}
          />
        </form>
      </Card>
    </div>
  );
}
