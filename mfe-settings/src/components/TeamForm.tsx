// A team's name and description: the form of /organisations/{orgId}/teams/new and teams/{teamId}/edit.
import { type applyServerErrors, controlClass, Field, SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { nameRules, ServerForm, useServerSubmit } from './ServerForm';

interface TeamValues {
  name: string;
  description: string;
}

const FIELDS = ['name', 'description'] as const;

export function TeamFields({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TeamValues;
  submitLabel: string;
  onSubmit: (values: TeamValues) => Promise<{ error?: Parameters<typeof applyServerErrors>[0] }>;
  onCancel: () => void;
}) {
  const form = useForm<TeamValues>({ defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const { alert, submit } = useServerSubmit(form, FIELDS, async (values) => (await onSubmit(values)).error);

  return (
    <ServerForm alert={alert} onSubmit={submit} testId="team-form">
      <TextField
        id="team-name"
        label="Name"
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name', nameRules('Enter a name for the team'))}
      />
      <Field
        id="team-description"
        label="Description"
        hint="Optional: what the team looks after."
        error={errors.description?.message}
      >
        {(control) => (
          <textarea
            {...control}
            className={controlClass}
            {...form.register('description', {
              maxLength: { value: 1000, message: 'Keep the description under 1,000 characters' },
            })}
          />
        )}
      </Field>
      <SubmitActions label={submitLabel} disabled={isSubmitting} onCancel={onCancel} />
    </ServerForm>
  );
}
