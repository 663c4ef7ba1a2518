// The site form's fieldsets: the team, the snapshot schedule, the tests' IP address and the form
// authentication, each reading and registering its fields in the site form.
import { Choice, controlClass, Field, Fieldset, TextField } from '@pace/ui/forms';
import type { UseFormReturn } from 'react-hook-form';
import type { TeamRef } from '../graphql/types';
import styles from './SiteForm.module.css';
import { type FormAuthField, MAX_SNAPSHOT_INTERVAL_HOURS, type SiteValues } from './site-values';

type SiteFormState = UseFormReturn<SiteValues>;

/** The site's team, with the other teams of the organisation to move it to. */
export function TeamField({
  form,
  teams,
  teamId,
}: {
  form: SiteFormState;
  teams: TeamRef[];
  teamId: string;
}) {
  const chosenTeam = form.watch('teamId');
  return (
    <Field
      id="site-team"
      label="Team"
      hint={
        chosenTeam !== teamId
          ? 'Moving the site removes access for the people of its current team.'
          : 'Move the site to another team of the organisation.'
      }
      error={form.formState.errors.teamId?.message}
    >
      {(control) => (
        <select {...control} className={controlClass} {...form.register('teamId')}>
          {teams.map((team) => (
            <option key={team.id} value={team.slug}>
              {team.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function SnapshotScheduleFieldset({ form }: { form: SiteFormState }) {
  const { errors } = form.formState;
  const schedule = form.watch('snapshotSchedule');
  return (
    <Fieldset
      legend="Snapshot schedule"
      hint="How often Pace tests the site’s pages on its own."
      error={errors.snapshotSchedule?.message}
    >
      <Choice>
        <input type="radio" value="off" {...form.register('snapshotSchedule')} />
        Off
      </Choice>
      <Choice>
        <input type="radio" value="hourly" {...form.register('snapshotSchedule')} />
        Hourly
      </Choice>
      <Choice>
        <input type="radio" value="daily" {...form.register('snapshotSchedule')} />
        Daily
      </Choice>
      <Choice>
        <input type="radio" value="every_n_hours" {...form.register('snapshotSchedule')} />
        Every N hours
      </Choice>
      {schedule === 'every_n_hours' ? (
        <div className={styles.indented}>
          <TextField
            id="site-interval"
            label="Hours between snapshots"
            hint={`From 1 to ${MAX_SNAPSHOT_INTERVAL_HOURS} (a week).`}
            error={errors.snapshotIntervalHours?.message}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SNAPSHOT_INTERVAL_HOURS}
            className={styles.short}
            {...form.register('snapshotIntervalHours', {
              validate: (value, all) => {
                if (all.snapshotSchedule !== 'every_n_hours') return true;
                const hours = Number(value);
                if (!Number.isInteger(hours) || hours < 1) return 'Enter a whole number of hours';
                return (
                  hours <= MAX_SNAPSHOT_INTERVAL_HOURS ||
                  `Snapshots run at least every ${MAX_SNAPSHOT_INTERVAL_HOURS} hours`
                );
              },
            })}
          />
        </div>
      ) : null}
    </Fieldset>
  );
}

export function IpOptionFieldset({ form }: { form: SiteFormState }) {
  return (
    <Fieldset legend="IP address of the tests" error={form.formState.errors.ipOption?.message}>
      <Choice hint="Whichever address the site's DNS gives first.">
        <input type="radio" value="dynamic" {...form.register('ipOption')} />
        Dynamic
      </Choice>
      <Choice hint="The site is reached over IPv4 only.">
        <input type="radio" value="ipv4" {...form.register('ipOption')} />
        IPv4
      </Choice>
      <Choice hint="The site is reached over IPv6 only; a site with no IPv6 address fails its tests.">
        <input type="radio" value="ipv6" {...form.register('ipOption')} />
        IPv6
      </Choice>
    </Fieldset>
  );
}

/** The sign-in form Pace fills before testing: each field required once the site signs in. */
export function FormAuthFieldset({ form, hasPassword }: { form: SiteFormState; hasPassword: boolean }) {
  const useFormAuth = form.watch('useFormAuth');
  const required = (message: string) => (value: string, all: SiteValues) =>
    !all.useFormAuth || value.trim() !== '' || message;
  const authError = (field: FormAuthField) => form.formState.errors.formAuth?.[field]?.message;
  return (
    <Fieldset
      legend="Form authentication"
      hint="For sites whose pages need a sign-in before they can be tested."
    >
      <Choice>
        <input type="checkbox" {...form.register('useFormAuth')} data-testid="site-form-auth" />
        Sign in with a form before testing
      </Choice>
      {useFormAuth ? (
        <div className={`${styles.indented} ${styles.grid}`}>
          <TextField
            id="site-auth-url"
            label="Sign-in page URL"
            error={authError('url')}
            type="url"
            placeholder="https://www.example.com/sign-in"
            {...form.register('formAuth.url', { validate: required('Enter the sign-in page’s URL') })}
          />
          <TextField
            id="site-auth-form"
            label="Form selector"
            error={authError('formSelector')}
            className={styles.mono}
            placeholder="form#sign-in"
            {...form.register('formAuth.formSelector')}
          />
          <TextField
            id="site-auth-username"
            label="Username"
            error={authError('username')}
            autoComplete="off"
            {...form.register('formAuth.username', { validate: required('Enter the username') })}
          />
          <TextField
            id="site-auth-username-selector"
            label="Username field selector"
            error={authError('usernameSelector')}
            className={styles.mono}
            placeholder="input[name=email]"
            {...form.register('formAuth.usernameSelector', {
              validate: required('Enter the selector of the username field'),
            })}
          />
          <TextField
            id="site-auth-password"
            label="Password"
            hint={hasPassword ? 'A password is stored. Leave empty to keep it.' : undefined}
            error={authError('password')}
            type="password"
            autoComplete="new-password"
            {...form.register('formAuth.password', {
              validate: (value, all) =>
                !all.useFormAuth || value !== '' || hasPassword || 'Enter the password',
            })}
          />
          <TextField
            id="site-auth-password-selector"
            label="Password field selector"
            error={authError('passwordSelector')}
            className={styles.mono}
            placeholder="input[name=password]"
            {...form.register('formAuth.passwordSelector', {
              validate: required('Enter the selector of the password field'),
            })}
          />
          <TextField
            id="site-auth-submit-selector"
            label="Submit button selector"
            error={authError('submitSelector')}
            className={styles.mono}
            placeholder="button[type=submit]"
            {...form.register('formAuth.submitSelector')}
          />
        </div>
      ) : null}
    </Fieldset>
  );
}
