// An integration's edit screen, for integrations/{provider}/{uuid}/edit and the code host's
// integrations/github/{uuid}/edit: the form with its values, the secret and hook address, "send a test
// event", the delivery log, the code host's pull request checks, and deletion.
import { pathTo, useRemote } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import { ConfirmByTyping, errorText, FormActions } from '@pace/ui/forms';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  DELETE_INTEGRATION,
  INTEGRATION,
  SEND_TEST_EVENT,
  UPDATE_INTEGRATION,
} from '../../graphql/integrations';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../Screen';
import { SecretValue } from '../SecretValue';
import { CheckRuns } from './CheckRuns';
import { DeliveryLog } from './DeliveryLog';
import { IntegrationFields, NOT_ALLOWED } from './IntegrationForm';
import styles from './Integrations.module.css';
import { PROVIDERS, SENDS_EVENTS } from './providers';

/** One integration of a site; where the site is found but the integration is not, it says so. */
export function IntegrationEditor({
  teamId,
  siteId,
  uuid,
}: {
  teamId: string;
  siteId: string;
  uuid: string;
}) {
  const props = useRemote();
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
      {(!data && !fetching) || (site && !integration) ? (
        <LoadError error={error} notFound="Integration not found" />
      ) : null}
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
            onCancel={() => props.navigate(pathTo('settings/integrations', { teamId, siteId }))}
            onSubmit={async (input) => {
              const result = await update({ teamId, siteId, uuid, input });
              if (result.data) {
                const saved = result.data.updateIntegration;
                props.flash(
                  'success',
                  `Integration ${saved.name} saved${saved.enabled ? '' : ' (disabled)'}.`,
                );
                props.navigate(pathTo('settings/integrations', { teamId, siteId }));
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
              props.navigate(pathTo('settings/integrations', { teamId, siteId }));
              return null;
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
