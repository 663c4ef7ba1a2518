// New and edit test profile: device, connection, JavaScript, ad blocker, headers, cookies, blocked hosts
// and blocked third parties (from the third-party list, searched as you type).
import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { Choice, controlClass, Field, formClass, TextField } from '@pace/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { CREATE_PROFILE, PROFILE_FORM, UPDATE_PROFILE } from '../graphql/synthetic';
import { errorMessage, FormFoot, useSite } from './common';
import { useLoadedValues } from './loaded-values';
import { BlockedThirdPartiesFieldset, CookiesFieldset, HeadersFieldset } from './ProfileFieldsets';
import { NEW_PROFILE, type ProfileValues, profileInput, profileValues } from './profile-form-state';
import styles from './synthetic.module.css';

/** `edits`: the uuid of the profile it edits, or null for a new one (the screen says which, from its route). */
export function ProfileForm({ edits }: { edits: string | null }) {
  const props = useRemote();
  const { teamId, siteId, base } = useSite();
  const uuid = edits ?? '';
  const editing = edits !== null;
  const [search, setSearch] = useState('');
  const [{ data, fetching }] = useQuery({
    query: PROFILE_FORM,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid, withProfile: editing, search },
  });
  const [, createProfile] = useMutation(CREATE_PROFILE);
  const [, updateProfile] = useMutation(UPDATE_PROFILE);
  const [error, setError] = useState<string | null>(null);
  const profile = data?.testProfile;
  const form = useForm<ProfileValues>({ defaultValues: NEW_PROFILE });
  useLoadedValues(form.reset, profile ? profileValues(profile) : null);

  const save = form.handleSubmit(async (values) => {
    const input = profileInput(values);
    const result = editing
      ? await updateProfile({ teamId, siteId, uuid, input })
      : await createProfile({ teamId, siteId, input });
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    props.flash('success', `${values.name} saved.`);
    props.navigate(`${base}/synthetic/profiles`);
  });

  if (fetching && !data) return <Skeleton height={400} label="Loading profile" />;
  const options = data?.testProfileOptions;
  return (
    <div className={styles.stack}>
      <PageHeader
        title={editing ? `Edit ${profile?.name ?? 'profile'}` : 'New test profile'}
        titleTestId="screen-title"
      />
      <Card>
        <form className={formClass} onSubmit={save}>
          <TextField id="profile-name" label="Name" required maxLength={255} {...form.register('name')} />
          <Field id="profile-device" label="Device">
            {(control) => (
              <select {...control} className={controlClass} {...form.register('device')}>
                {options?.devices.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="profile-connection" label="Connection speed">
            {(control) => (
              <select {...control} className={controlClass} {...form.register('connection')}>
                {options?.connections.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Choice>
            <input type="checkbox" {...form.register('blockJavascript')} />
            Block JavaScript
          </Choice>
          <Choice>
            <input type="checkbox" {...form.register('adBlocker')} />
            Ad blocker (blocks every advertising host of the third-party list)
          </Choice>
          <HeadersFieldset form={form} />
          <CookiesFieldset form={form} />
          <Field
            id="profile-blocked-hosts"
            label="Blocked hosts (one per line; *.example.com covers subdomains)"
          >
            {(control) => (
              <textarea {...control} className={controlClass} rows={3} {...form.register('blockedHosts')} />
            )}
          </Field>
          <BlockedThirdPartiesFieldset
            form={form}
            search={search}
            setSearch={setSearch}
            thirdParties={options?.thirdParties}
          />
          <FormFoot
            error={error}
            label="Save profile"
            busy={form.formState.isSubmitting}
            testId="save-profile"
            onCancel={() => props.navigate(`${base}/synthetic/profiles`)}
          />
        </form>
      </Card>
    </div>
  );
}
