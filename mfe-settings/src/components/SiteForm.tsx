import { controlClass, Field, SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import type { CombinedError } from 'urql';
import type { SiteInput } from '../graphql/sites';
import type { SiteFields, TeamRef } from '../graphql/types';
import { nameRules, ServerForm, useServerSubmit } from './ServerForm';
import styles from './SiteForm.module.css';
import { FormAuthFieldset, IpOptionFieldset, SnapshotScheduleFieldset, TeamField } from './SiteFormFieldsets';
import { FIELDS, type SiteValues, toInput, toValues } from './site-values';

export { MAX_SNAPSHOT_INTERVAL_HOURS } from './site-values';

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

  const { alert, submit } = useServerSubmit(form, FIELDS, (values) =>
    onSubmit(toInput(values, site, values.teamId !== teamId ? values.teamId : null)),
  );

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
      {teams && teams.length > 1 ? <TeamField form={form} teams={teams} teamId={teamId} /> : null}
      <SnapshotScheduleFieldset form={form} />
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
      <IpOptionFieldset form={form} />
      <FormAuthFieldset form={form} hasPassword={Boolean(site?.formAuth?.hasPassword)} />
      <SubmitActions label={submitLabel} disabled={isSubmitting} onCancel={onCancel} />
    </ServerForm>
  );
}
