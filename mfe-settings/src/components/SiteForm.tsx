import { Choice, controlClass, Field, Fieldset, SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import type { CombinedError } from 'urql';
import type { SiteInput } from '../graphql/sites';
import type { IpOption, SiteFields, SnapshotSchedule, TeamRef } from '../graphql/types';
import { nameRules, ServerForm, useServerSubmit } from './ServerForm';
import styles from './SiteForm.module.css';

export const MAX_SNAPSHOT_INTERVAL_HOURS = 168;

interface SiteValues {
  name: string;
  canonicalUrl: string;
  teamId: string;
  snapshotSchedule: SnapshotSchedule;
  snapshotIntervalHours: string;
  testLocation: string;
  ipOption: IpOption;
  useFormAuth: boolean;
  formAuth: {
    url: string;
    formSelector: string;
    username: string;
    usernameSelector: string;
    password: string;
    passwordSelector: string;
    submitSelector: string;
  };
}

const FORM_AUTH_FIELDS = [
  'url',
  'formSelector',
  'username',
  'usernameSelector',
  'password',
  'passwordSelector',
  'submitSelector',
] as const;
const FIELDS = [
  'name',
  'canonicalUrl',
  'teamId',
  'snapshotSchedule',
  'snapshotIntervalHours',
  'testLocation',
  'ipOption',
  ...FORM_AUTH_FIELDS.map((field) => `formAuth.${field}`),
];

function toValues(site: SiteFields | null, teamId: string): SiteValues {
  const auth = site?.formAuth;
  return {
    name: site?.name ?? '',
    canonicalUrl: site?.canonicalUrl ?? '',
    teamId,
    snapshotSchedule: site?.snapshotSchedule ?? 'daily',
    snapshotIntervalHours: site?.snapshotIntervalHours ? String(site.snapshotIntervalHours) : '6',
    testLocation: site?.testLocation ?? '',
    ipOption: site?.ipOption ?? 'dynamic',
    useFormAuth: Boolean(auth?.url),
    formAuth: {
      url: auth?.url ?? '',
      formSelector: auth?.formSelector ?? '',
      username: auth?.username ?? '',
      usernameSelector: auth?.usernameSelector ?? '',
      password: '',
      passwordSelector: auth?.passwordSelector ?? '',
      submitSelector: auth?.submitSelector ?? '',
    },
  };
}

const orNull = (value: string) => value.trim() || null;

function toInput(values: SiteValues, site: SiteFields | null, moveTo: string | null): SiteInput {
  const auth = values.formAuth;
  return {
    name: values.name.trim(),
    canonicalUrl: values.canonicalUrl.trim(),
    ...(moveTo ? { teamId: moveTo } : {}),
    snapshotSchedule: values.snapshotSchedule,
    snapshotIntervalHours:
      values.snapshotSchedule === 'every_n_hours' ? Number.parseInt(values.snapshotIntervalHours, 10) : null,
    testLocation: orNull(values.testLocation),
    ipOption: values.ipOption,
    formAuth: values.useFormAuth
      ? {
          url: orNull(auth.url),
          formSelector: orNull(auth.formSelector),
          username: orNull(auth.username),
          usernameSelector: orNull(auth.usernameSelector),
          // Empty keeps the stored password (it is never read back); a new site has none to keep.
          password: auth.password ? auth.password : site?.formAuth?.hasPassword ? null : '',
          passwordSelector: orNull(auth.passwordSelector),
          submitSelector: orNull(auth.submitSelector),
        }
      : {
          url: null,
          formSelector: null,
          username: null,
          usernameSelector: null,
          password: '',
          passwordSelector: null,
          submitSelector: null,
        },
  };
}

export interface SiteFormProps {
  site: SiteFields | null;
  /** The site's team; with `teams`, the form offers to move the site to another one. */
  teamId: string;
  teams?: TeamRef[];
  submitLabel: string;
  onSubmit: (input: SiteInput) => Promise<CombinedError | undefined>;
  onCancel: () => void;
}

export function SiteForm({ site, teamId, teams, submitLabel, onSubmit, onCancel }: SiteFormProps) {
  const form = useForm<SiteValues>({ defaultValues: toValues(site, teamId) });
  const { errors, isSubmitting } = form.formState;
  const schedule = form.watch('snapshotSchedule');
  const useFormAuth = form.watch('useFormAuth');
  const chosenTeam = form.watch('teamId');
  const required = (message: string) => (value: string, all: SiteValues) =>
    !all.useFormAuth || value.trim() !== '' || message;

  const { alert, submit } = useServerSubmit(form, FIELDS, (values) =>
    onSubmit(toInput(values, site, values.teamId !== teamId ? values.teamId : null)),
  );

  const authError = (field: (typeof FORM_AUTH_FIELDS)[number]) => errors.formAuth?.[field]?.message;

  return (
    <ServerForm alert={alert} onSubmit={submit} testId="site-form">
      <TextField
        id="site-name"
        label="Name"
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name', nameRules('Enter a name for the site'))}
      />
      <TextField
        id="site-url"
        label="Canonical URL"
        hint="The address of the site’s home page, with https:// or http://."
        error={errors.canonicalUrl?.message}
        type="url"
        placeholder="https://www.example.com/"
        autoComplete="off"
        {...form.register('canonicalUrl', {
          required: 'Enter the site’s URL',
          pattern: {
            value: /^https?:\/\/[^\s/]+/i,
            message: 'Enter a full URL starting with https:// or http://',
          },
        })}
      />
      {teams && teams.length > 1 ? (
        <Field
          id="site-team"
          label="Team"
          hint={
            chosenTeam !== teamId
              ? 'Moving the site removes access for the people of its current team.'
              : 'Move the site to another team of the organisation.'
          }
          error={errors.teamId?.message}
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
      ) : null}
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
      <Field
        id="site-location"
        label="Test location"
        hint="The pool of audit workers tests run at (the agent screen lists those alive); leave empty for the default."
        error={errors.testLocation?.message}
      >
        {(control) => (
          <input
            {...control}
            className={`${controlClass} ${styles.medium}`}
            autoComplete="off"
            {...form.register('testLocation', {
              maxLength: { value: 32, message: 'Keep the location under 33 characters' },
            })}
          />
        )}
      </Field>
      <Fieldset legend="IP address of the tests" error={errors.ipOption?.message}>
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
              hint={site?.formAuth?.hasPassword ? 'A password is stored. Leave empty to keep it.' : undefined}
              error={authError('password')}
              type="password"
              autoComplete="new-password"
              {...form.register('formAuth.password', {
                validate: (value, all) =>
                  !all.useFormAuth ||
                  value !== '' ||
                  Boolean(site?.formAuth?.hasPassword) ||
                  'Enter the password',
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
      <SubmitActions label={submitLabel} disabled={isSubmitting} onCancel={onCancel} />
    </ServerForm>
  );
}
