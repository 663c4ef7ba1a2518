// integrations/{provider}/new and integrations/{provider}/{uuid}/edit: one form for every provider with
// the fields it needs (a URL and events, or the repository and its rules), the secret and hook address,
// "send a test event", the delivery log, the code host's pull request checks, and deletion. Saving
// `enabled` disables or re-enables the integration.
import { useRemote } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import {
  applyServerErrors,
  Choice,
  ConfirmByTyping,
  controlClass,
  errorText,
  Field,
  Fieldset,
  FormActions,
} from '@pace/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import {
  CREATE_INTEGRATION,
  DELETE_INTEGRATION,
  INTEGRATION,
  type Integration,
  type IntegrationEvent,
  type IntegrationInput,
  type Provider,
  SEND_TEST_EVENT,
  SITE_INTEGRATIONS,
  UPDATE_INTEGRATION,
} from '../../graphql/integrations';
import { param } from '../remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../Screen';
import { SecretValue } from '../SecretValue';
import { nameRules, ServerForm } from '../ServerForm';
import { CheckRuns } from './CheckRuns';
import { DeliveryLog } from './DeliveryLog';
import styles from './Integrations.module.css';
import { EVENTS, integrationPaths, isProvider, PROVIDERS, SENDS_EVENTS } from './providers';

const NOT_ALLOWED = 'Your role cannot change this site’s integrations.';

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

function IntegrationFields({
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

export function NewIntegration() {
  const props = useRemote();
  const teamId = param(props, 'teamId');
  const siteId = param(props, 'siteId');
  const provider = param(props, 'provider');
  const [{ data, fetching, error }] = useQuery({ query: SITE_INTEGRATIONS, variables: { teamId, siteId } });
  const [, create] = useMutation(CREATE_INTEGRATION);
  const site = data?.site ?? null;
  const known = isProvider(provider);
  return (
    <ScreenFrame
      title={known ? `New ${PROVIDERS[provider].label} integration` : 'New integration'}
      description={known ? PROVIDERS[provider].description : undefined}
    >
      {!site && fetching ? <Loading lines={3} /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site && !known ? <LoadError error={undefined} notFound="Provider not found" /> : null}
      {site && known && !site.permissions.updateSites ? <ReadOnlyNote>{NOT_ALLOWED}</ReadOnlyNote> : null}
      {site && known && site.permissions.updateSites ? (
        <IntegrationFields
          provider={provider}
          integration={null}
          submitLabel="Create integration"
          onCancel={() => props.navigate(integrationPaths.list(teamId, siteId))}
          onSubmit={async (input) => {
            const result = await create({ teamId, siteId, input: { ...input, provider } });
            if (result.data) {
              const made = result.data.createIntegration;
              props.flash('success', `Integration ${made.name} created.`);
              // Its edit screen shows the secret and the address to give the provider.
              props.navigate(integrationPaths.edit(teamId, siteId, provider, made.uuid));
            }
            return result.error;
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}

export function EditIntegration() {
  const props = useRemote();
  const teamId = param(props, 'teamId');
  const siteId = param(props, 'siteId');
  const uuid = param(props, 'uuid');
  const [{ data, fetching, error }, refetch] = useQuery({
    query: INTEGRATION,
    variables: { teamId, siteId, uuid },
    requestPolicy: 'cache-and-network',
  });
  const [, update] = useMutation(UPDATE_INTEGRATION);
  const [, remove] = useMutation(DELETE_INTEGRATION);
  const [, sendTest] = useMutation(SEND_TEST_EVENT);
  const [testNote, setTestNote] = useState<string | null>(null);
  const site = data?.site ?? null;
  const integration = data?.integration ?? null;
  const canUpdate = site?.permissions.updateSites ?? false;
  return (
    <ScreenFrame
      title={integration ? `Edit ${PROVIDERS[integration.provider].label} integration` : 'Edit integration'}
      description={integration?.name}
    >
      {!data && fetching ? <Loading lines={4} /> : null}
      {!data && !fetching ? <LoadError error={error} notFound="Integration not found" /> : null}
      {site && !canUpdate ? <ReadOnlyNote>{NOT_ALLOWED}</ReadOnlyNote> : null}
      {integration && canUpdate ? (
        <>
          {integration.hookUrl || integration.secret ? (
            <div className={styles.secrets} data-testid="integration-secrets">
              {integration.hookUrl ? (
                <div>
                  <p className={styles.label}>
                    Deploy notification URL for {PROVIDERS[integration.provider].label}
                  </p>
                  <SecretValue
                    value={integration.hookUrl}
                    label="Copy the URL"
                    testId="integration-hook-url"
                  />
                </div>
              ) : null}
              {integration.secret ? (
                <div>
                  <p className={styles.label}>
                    {integration.provider === 'webhook' ? 'Signing secret' : 'Secret'}
                  </p>
                  <SecretValue
                    value={integration.secret}
                    label="Copy the secret"
                    testId="integration-secret"
                  />
                  <p className={styles.kind}>
                    {integration.provider === 'webhook'
                      ? 'Verify the webhook-signature header with it (Standard Webhooks, HMAC-SHA256).'
                      : `Enter it as the notification’s signing secret in ${PROVIDERS[integration.provider].label}.`}
                  </p>
                </div>
              ) : null}
            </div>
          ) : null}
          <IntegrationFields
            key={integration.uuid}
            provider={integration.provider}
            integration={integration}
            submitLabel="Save integration"
            onCancel={() => props.navigate(integrationPaths.list(teamId, siteId))}
            onSubmit={async (input) => {
              const result = await update({ teamId, siteId, uuid, input });
              if (result.data) {
                const saved = result.data.updateIntegration;
                props.flash(
                  'success',
                  `Integration ${saved.name} saved${saved.enabled ? '' : ' (disabled)'}.`,
                );
                props.navigate(integrationPaths.list(teamId, siteId));
              }
              return result.error;
            }}
          />
          <section className={styles.section} aria-labelledby="delivery-log">
            <h2 id="delivery-log" className={styles.sectionTitle}>
              Delivery log
            </h2>
            {SENDS_EVENTS.includes(integration.provider) ? (
              <FormActions>
                <Button
                  data-testid="send-test-event"
                  onClick={async () => {
                    const result = await sendTest({ teamId, siteId, uuid });
                    setTestNote(result.error ? errorText(result.error) : 'Test event queued.');
                    setTimeout(() => refetch({ requestPolicy: 'network-only' }), 1500);
                  }}
                >
                  Send a test event
                </Button>
                {testNote ? <span role="status">{testNote}</span> : null}
              </FormActions>
            ) : null}
            <DeliveryLog deliveries={integration.deliveries} />
          </section>
          <CheckRuns provider={integration.provider} teamId={teamId} siteId={siteId} uuid={uuid} />
          <ConfirmByTyping
            title="Delete this integration"
            testId="delete-integration"
            description={<p>Its delivery log is deleted with it.</p>}
            word={integration.name}
            action="Delete integration"
            onConfirm={async () => {
              const result = await remove({ teamId, siteId, uuid }, { additionalTypenames: ['Integration'] });
              if (result.error) return errorText(result.error, 'The integration was not deleted');
              props.flash('success', `Integration ${integration.name} deleted.`);
              props.navigate(integrationPaths.list(teamId, siteId));
              return null;
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
