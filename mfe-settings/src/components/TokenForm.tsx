// The form of an API token, organisation or personal: name, team access (one team or all), expiry,
// allowed addresses and permissions. The secret of a new token is shown once, by TokenSecret.
import { Button } from '@pace/ui';
import { Choice, controlClass, Field, Fieldset, SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import type { CombinedError } from 'urql';
import type { ApiTokenInput } from '../graphql/tokens';
import type { ApiToken, Permissions, TeamRef } from '../graphql/types';
import { SecretValue } from './SecretValue';
import { nameRules, ServerForm, useServerSubmit } from './ServerForm';
import styles from './TokenForm.module.css';

/** What each permission lets a token do, in the order the form lists them. */
export const TOKEN_PERMISSIONS: { key: keyof Permissions; label: string; hint: string }[] = [
  { key: 'readSites', label: 'Read sites', hint: 'Metrics, snapshots, tests and reports' },
  { key: 'updateSites', label: 'Update sites', hint: 'Site settings, pages, test profiles; run snapshots' },
  { key: 'createSites', label: 'Create sites', hint: 'Track new sites in its teams' },
  { key: 'managePageGroupings', label: 'Manage page groupings', hint: 'RUM page groupings' },
  { key: 'updateOrganisations', label: 'Manage the organisation', hint: 'People, teams and settings' },
  { key: 'manageBilling', label: 'Manage billing', hint: 'Plan, payment details and invoices' },
];

interface TokenValues {
  name: string;
  access: 'all' | 'team';
  teamId: string;
  expiresOn: string;
  allowedIps: string;
  permissions: string[];
}
const FIELDS = ['name', 'teamId', 'expiresOn', 'allowedIps', 'permissions'] as const;

function toValues(token: ApiToken | null): TokenValues {
  return {
    name: token?.name ?? '',
    access: token?.team ? 'team' : 'all',
    teamId: token?.team?.slug ?? '',
    expiresOn: token?.expiresAt ? token.expiresAt.slice(0, 10) : '',
    allowedIps: token?.allowedIps.join('\n') ?? '',
    permissions: token?.permissions ?? ['readSites'],
  };
}

export interface TokenFormProps {
  token: ApiToken | null;
  teams: TeamRef[];
  /** The permissions the viewer holds: a token gets at most these. */
  available: Permissions;
  submitLabel: string;
  onSubmit: (input: ApiTokenInput) => Promise<CombinedError | undefined>;
  onCancel: () => void;
}

export function TokenForm({ token, teams, available, submitLabel, onSubmit, onCancel }: TokenFormProps) {
  const form = useForm<TokenValues>({ defaultValues: toValues(token) });
  const { errors, isSubmitting } = form.formState;
  const access = form.watch('access');
  const today = new Date().toISOString().slice(0, 10);

  const { alert, submit } = useServerSubmit(form, FIELDS, async (values) => {
    const error = await onSubmit({
      name: values.name.trim(),
      teamId: values.access === 'team' ? values.teamId : null,
      // The end of the chosen day, where the user is.
      expiresAt: values.expiresOn ? new Date(`${values.expiresOn}T23:59:59`).toISOString() : null,
      allowedIps: values.allowedIps
        .split(/[\s,]+/)
        .map((entry) => entry.trim())
        .filter(Boolean),
      permissions: values.permissions,
    });
    // The bff names the input (expiresAt); the form shows it beside the date.
    for (const graphQLError of error?.graphQLErrors ?? []) {
      const extensions = graphQLError.extensions as { field?: string };
      if (extensions.field === 'expiresAt') extensions.field = 'expiresOn';
    }
    return error;
  });

  return (
    <ServerForm alert={alert} onSubmit={submit} testId="token-form">
      <TextField
        id="token-name"
        label="Name"
        hint="What uses the token, e.g. “CI pipeline”."
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name', nameRules('Enter a name for the token'))}
      />
      <Fieldset legend="Team access" error={errors.teamId?.message}>
        <Choice>
          <input type="radio" value="all" {...form.register('access')} />
          All teams
        </Choice>
        <Choice>
          <input type="radio" value="team" {...form.register('access')} disabled={teams.length === 0} />
          One team
        </Choice>
        {access === 'team' ? (
          <label className={styles.teamSelect}>
            <span className={styles.visuallyHidden}>Team</span>
            <select
              className={controlClass}
              aria-invalid={Boolean(errors.teamId)}
              data-testid="token-team"
              {...form.register('teamId', {
                validate: (value, all) => all.access !== 'team' || value !== '' || 'Choose the team',
              })}
            >
              <option value="">Choose a team…</option>
              {teams.map((team) => (
                <option key={team.id} value={team.slug}>
                  {team.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </Fieldset>
      <TextField
        id="token-expires"
        label="Expires on"
        hint="Leave empty for a token that does not expire. It stops working at the end of that day."
        error={errors.expiresOn?.message}
        type="date"
        min={today}
        className={styles.date}
        {...form.register('expiresOn', {
          validate: (value) => !value || value >= today || 'Choose a day from today on',
        })}
      />
      <Field
        id="token-ips"
        label="Allowed IP addresses"
        hint="One address (203.0.113.7) or range (203.0.113.0/24) per line. Leave empty to allow every address."
        error={errors.allowedIps?.message}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${controlClass} ${styles.mono}`}
            spellCheck={false}
            {...form.register('allowedIps')}
          />
        )}
      </Field>
      <Fieldset
        legend="Permissions"
        hint="A token can do at most what you can do yourself."
        error={errors.permissions?.message}
      >
        {TOKEN_PERMISSIONS.filter((permission) => available[permission.key]).map((permission) => (
          <Choice key={permission.key} hint={permission.hint}>
            <input
              type="checkbox"
              value={permission.key}
              {...form.register('permissions', {
                validate: (value) => value.length > 0 || 'Choose at least one permission',
              })}
            />
            {permission.label}
          </Choice>
        ))}
      </Fieldset>
      <SubmitActions label={submitLabel} disabled={isSubmitting} onCancel={onCancel} />
    </ServerForm>
  );
}

/** The secret of a token just created: shown this once, with a copy button. */
export function TokenSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <section className={styles.secret} aria-labelledby="token-secret-title" data-testid="token-secret">
      <h2 id="token-secret-title" className={styles.secretTitle}>
        Token “{name}” created
      </h2>
      <p>Copy it now: this is the only time Pace shows it. Only a hash of it is kept.</p>
      <SecretValue value={secret} label="Copy token" testId="token-secret-value" />
      <p className={styles.usage}>
        Send it as <code>Authorization: Bearer …</code> with requests to <code>/graphql</code>.
      </p>
      <div>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

/** How a token's team access reads in a list. */
export function teamAccess(token: ApiToken): string {
  return token.team ? token.team.name : 'All teams';
}

export function permissionLabels(token: ApiToken): string {
  return TOKEN_PERMISSIONS.filter((permission) => token.permissions.includes(permission.key))
    .map((permission) => permission.label)
    .join(', ');
}
