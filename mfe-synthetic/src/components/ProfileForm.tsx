// New and edit test profile: device, connection, JavaScript, ad blocker, headers, cookies, blocked hosts
// and blocked third parties (from the third-party list, searched as you type).
import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { CREATE_PROFILE, type DevicePreset, PROFILE_FORM, UPDATE_PROFILE } from '../graphql/synthetic';
import { errorMessage, FormFoot, useSite } from './common';
import { BlockedThirdPartiesFieldset, CookiesFieldset, HeadersFieldset } from './ProfileFieldsets';
import { profileInput, useProfileFormState } from './profile-form-state';
import styles from './synthetic.module.css';

export function ProfileForm() {
  const props = useRemote();
  const { teamId, siteId, base } = useSite();
  const uuid = props.route.params.uuid ?? '';
  const editing = props.route.screen === 'synthetic/profiles/$uuid/edit';
  const [search, setSearch] = useState('');
  const [{ data, fetching }] = useQuery({
    query: PROFILE_FORM,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid, withProfile: editing, search },
  });
  const [create, createProfile] = useMutation(CREATE_PROFILE);
  const [update, updateProfile] = useMutation(UPDATE_PROFILE);
  const [error, setError] = useState<string | null>(null);
  const profile = data?.testProfile;
  const state = useProfileFormState(profile);
  const { name, setName, device, setDevice, connection, setConnection } = state;

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = profileInput(state);
    const result = editing
      ? await updateProfile({ teamId, siteId, uuid, input })
      : await createProfile({ teamId, siteId, input });
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    props.flash('success', `${name} saved.`);
    props.navigate(`${base}/synthetic/profiles`);
  }

  if (fetching && !data) return <Skeleton height={400} label="Loading profile" />;
  const options = data?.testProfileOptions;
  return (
    <div className={styles.stack}>
      <PageHeader
        title={editing ? `Edit ${profile?.name ?? 'profile'}` : 'New test profile'}
        titleTestId="screen-title"
      />
      <Card>
        <form className={styles.form} onSubmit={save}>
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
              checked={state.blockJavascript}
              onChange={(e) => state.setBlockJavascript(e.target.checked)}
            />
            Block JavaScript
          </label>
          <label className={styles.inline}>
            <input
              type="checkbox"
              name="adBlocker"
              checked={state.adBlocker}
              onChange={(e) => state.setAdBlocker(e.target.checked)}
            />
            Ad blocker (blocks every advertising host of the third-party list)
          </label>
          <HeadersFieldset headers={state.headers} setHeaders={state.setHeaders} />
          <CookiesFieldset cookies={state.cookies} setCookies={state.setCookies} />
          <label className={styles.field}>
            Blocked hosts (one per line; *.example.com covers subdomains)
            <textarea
              name="blockedHosts"
              rows={3}
              value={state.blockedHosts}
              onChange={(e) => state.setBlockedHosts(e.target.value)}
            />
          </label>
          <BlockedThirdPartiesFieldset
            blocked={state.blockedThirdParties}
            setBlocked={state.setBlockedThirdParties}
            search={search}
            setSearch={setSearch}
            thirdParties={options?.thirdParties}
          />
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
