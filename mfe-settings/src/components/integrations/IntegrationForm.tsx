// The integration form of integrations/{provider}/new and integrations/{provider}/{uuid}/edit: one form for
// every provider with the fields it needs (a URL and events, or the repository and its rules). Saving
// `enabled` disables or re-enables the integration.
import { Button } from '@pace/ui';
import { applyServerErrors, Choice, controlClass, Field, Fieldset, FormActions } from '@pace/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Integration, IntegrationEvent, IntegrationInput, Provider } from '../../graphql/integrations';
import { nameRules, ServerForm } from '../ServerForm';
import { EVENTS, PROVIDERS, SENDS_EVENTS } from './providers';

export const NOT_ALLOWED = 'Your role cannot change this site’s integrations.';

interface Values {
  name: string;
  url: string;
  events: IntegrationEvent[];
  enabled: boolean;
  repository: string;
  mainBranch: string;
  deployTrigger: string;
  domains: string;
  environments: string;
  branches: string;
  failOnUnmetBudget: boolean;
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function toInput(provider: Provider, values: Values): IntegrationInput {
  const input: IntegrationInput = { name: values.name.trim(), enabled: values.enabled };
  if (SENDS_EVENTS.includes(provider)) {
    input.url = values.url.trim();
    input.events = values.events;
  }
  if (provider === 'github') {
    input.settings = {
      repository: values.repository.trim(),
      mainBranch: values.mainBranch.trim() || 'main',
      deployTrigger: values.deployTrigger,
      domains: list(values.domains),
      environments: list(values.environments),
      branches: list(values.branches),
      failOnUnmetBudget: values.failOnUnmetBudget,
    };
  }
  return input;
}

export function IntegrationFields({
  provider,
  integration,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  provider: Provider;
  integration: Integration | null;
  submitLabel: string;
  onSubmit: (input: IntegrationInput) => Promise<Parameters<typeof applyServerErrors>[0]>;
  onCancel: () => void;
}) {
  const settings = integration?.settings;
  const form = useForm<Values>({
    defaultValues: {
      name: integration?.name ?? PROVIDERS[provider].label,
      url: integration?.url ?? '',
      events: integration?.events ?? ['BUDGET_CHANGED', 'SNAPSHOT_FAILED'],
      enabled: integration?.enabled ?? true,
      repository: settings?.repository ?? '',
      mainBranch: settings?.mainBranch ?? 'main',
      deployTrigger: settings?.deployTrigger ?? 'deployment',
      domains: settings?.domains.join(', ') ?? '',
      environments: settings?.environments.join(', ') ?? '',
      branches: settings?.branches.join(', ') ?? '',
      failOnUnmetBudget: settings?.failOnUnmetBudget ?? false,
    },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const error = await onSubmit(toInput(provider, values));
    if (error) {
      // The bff names the repository `settings.repository`; the form calls it `repository`.
      const setError = (field: never, value: { type: string; message: string }) =>
        form.setError((field === ('settings.repository' as never) ? 'repository' : field) as never, value);
      setAlert(applyServerErrors(error, setError, ['name', 'url', 'settings.repository']));
    }
  });
  return (
    <ServerForm alert={alert} onSubmit={submit} testId="integration-form">
      <Field id="integration-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            className={controlClass}
            autoComplete="off"
            {...form.register('name', nameRules('Enter a name'))}
          />
        )}
      </Field>
      {SENDS_EVENTS.includes(provider) ? (
        <>
          <Field
            id="integration-url"
            label={provider === 'slack' ? 'Incoming webhook URL' : 'URL'}
            hint={
              provider === 'slack'
                ? 'From the Slack app’s Incoming Webhooks page: https://hooks.slack.com/services/…'
                : 'Pace POSTs JSON here.'
            }
            error={errors.url?.message}
          >
            {(control) => (
              <input
                {...control}
                className={controlClass}
                type="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://"
                {...form.register('url', { required: 'Enter the URL to send to' })}
              />
            )}
          </Field>
          <Fieldset legend="Events">
            {EVENTS.map((event) => (
              <Choice key={event.value}>
                <input type="checkbox" value={event.value} {...form.register('events')} />
                {event.label}
              </Choice>
            ))}
          </Fieldset>
        </>
      ) : null}
      {provider === 'github' ? (
        <>
          <Field
            id="integration-repository"
            label="Repository"
            hint="owner/name"
            error={errors.repository?.message}
          >
            {(control) => (
              <input
                {...control}
                className={controlClass}
                autoComplete="off"
                spellCheck={false}
                placeholder="acme/shop"
                {...form.register('repository', { required: 'Enter the repository as owner/name' })}
              />
            )}
          </Field>
          <Field
            id="integration-main-branch"
            label="Main branch"
            hint="Pull requests are compared with its latest snapshot."
          >
            {(control) => <input {...control} className={controlClass} {...form.register('mainBranch')} />}
          </Field>
          <Field id="integration-deploy-trigger" label="Deploy trigger">
            {(control) => (
              <select {...control} className={controlClass} {...form.register('deployTrigger')}>
                <option value="deployment">A successful deployment of the pull request</option>
                <option value="push">Every push to the pull request</option>
              </select>
            )}
          </Field>
          <Field id="integration-domains" label="Domains" hint="Comma-separated; empty: any preview domain.">
            {(control) => <input {...control} className={controlClass} {...form.register('domains')} />}
          </Field>
          <Field
            id="integration-environments"
            label="Environments"
            hint="Comma-separated; empty: every environment."
          >
            {(control) => <input {...control} className={controlClass} {...form.register('environments')} />}
          </Field>
          <Field
            id="integration-branches"
            label="Branches"
            hint="Comma-separated globs such as feature/*; empty: every branch."
          >
            {(control) => <input {...control} className={controlClass} {...form.register('branches')} />}
          </Field>
          <Choice hint="An exceeded budget fails the check instead of leaving it neutral.">
            <input type="checkbox" {...form.register('failOnUnmetBudget')} />
            Fail on unmet budget
          </Choice>
        </>
      ) : null}
      <Choice hint="A disabled integration sends nothing and ignores what it receives.">
        <input type="checkbox" {...form.register('enabled')} />
        Enabled
      </Choice>
      <FormActions>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </FormActions>
    </ServerForm>
  );
}
