import { pathTo, useRouteParams } from '@pace/mfe-kit';
import { Button, Card } from '@pace/ui';
import {
  Choice,
  controlClass,
  errorText,
  Field,
  Fieldset,
  FormActions,
  FormAlert,
  SubmitActions,
  serverErrors,
  TextField,
} from '@pace/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { CopyButton } from '../../../components/CopyButton';
import { formatDate, formatDateTime } from '../../../components/format';
import { useRemote } from '../../../components/remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../components/Screen';
import { OrganisationNav } from '../../../components/SectionNav';
import { ServerForm, useServerSubmit } from '../../../components/ServerForm';
import { DomainProof } from '../../../components/SsoDomainProof';
import table from '../../../components/Table.module.css';
import {
  DELETE_SAML_CONFIGURATION,
  SAML_CONFIGURATION,
  type SamlConfiguration,
  UPDATE_SAML_CONFIGURATION,
} from '../../../graphql/saml';

type Source = 'metadata' | 'manual';

interface Values {
  emailDomain: string;
  source: Source;
  metadataXml: string;
  idpEntityId: string;
  ssoUrl: string;
  certificate: string;
  enabled: boolean;
}

const FIELDS = ['emailDomain', 'metadataXml', 'idpEntityId', 'ssoUrl', 'certificate'] as const;

export default function OrganisationSso() {
  const { orgId } = useRouteParams('organisations/$orgId/sso');
  const [{ data, fetching, error }, refetch] = useQuery({ query: SAML_CONFIGURATION, variables: { orgId } });
  const organisation = data?.organisation;
  const forbidden = serverErrors(error).code === 'FORBIDDEN';

  return (
    <ScreenFrame
      title="Single sign-on"
      description="People of your email domain sign in through your SAML 2.0 identity provider."
      nav={
        !forbidden ? (
          <OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/sso', { orgId })} />
        ) : undefined
      }
    >
      {!data && fetching ? <Loading lines={4} /> : null}
      {forbidden && organisation ? (
        <ReadOnlyNote>Only administrators of {organisation.name} can set up single sign-on.</ReadOnlyNote>
      ) : null}
      {!fetching && !forbidden && (error || !organisation) ? (
        <LoadError error={error} notFound="Organisation not found" />
      ) : null}
      {organisation && !error ? (
        <>
          {data?.samlConfiguration ? (
            <DomainProof
              orgId={orgId}
              configuration={data.samlConfiguration}
              onChecked={() => refetch({ requestPolicy: 'network-only' })}
            />
          ) : null}
          {data?.samlConfiguration ? <ServiceProvider configuration={data.samlConfiguration} /> : null}
          <Card title={data?.samlConfiguration ? 'Identity provider' : 'Set up single sign-on'}>
            <ConfigurationForm
              orgId={orgId}
              configuration={data?.samlConfiguration ?? null}
              onSaved={() => refetch({ requestPolicy: 'network-only' })}
            />
          </Card>
          {data?.samlConfiguration ? (
            <RemoveConfiguration orgId={orgId} onRemoved={() => refetch({ requestPolicy: 'network-only' })} />
          ) : null}
        </>
      ) : null}
    </ScreenFrame>
  );
}

/** What the identity provider's administrator needs from Pace. */
function ServiceProvider({ configuration }: { configuration: SamlConfiguration }) {
  const rows: [label: string, value: string, copy: string][] = [
    ['Entity ID (audience)', configuration.spEntityId, 'Copy entity ID'],
    ['ACS URL (HTTP-POST)', configuration.acsUrl, 'Copy ACS URL'],
    ['Metadata URL', configuration.metadataUrl, 'Copy metadata URL'],
  ];
  return (
    <Card title="Give your identity provider">
      <p className={table.note}>
        Register Pace as a service provider with these values (or give it the metadata URL). Send the email
        address as the NameID or as an <code>email</code> attribute; Pace accepts signed assertions only.
      </p>
      <div className={table.wrap}>
        <table className={table.table} data-testid="saml-service-provider">
          <tbody>
            {rows.map(([label, value, copy]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className={table.mono}>{value}</td>
                <td className={table.actions}>
                  <CopyButton value={value} label={copy} />
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">Signing certificate</th>
              <td className={table.mono} colSpan={2}>
                {configuration.certificateSubject} · SHA-256 {configuration.certificateFingerprint} · expires{' '}
                {formatDate(configuration.certificateExpiresAt)}
              </td>
            </tr>
            <tr>
              <th scope="row">Status</th>
              <td colSpan={2}>
                {configuration.enabled ? 'On' : 'Off'} for @{configuration.emailDomain} · saved{' '}
                {formatDateTime(configuration.updatedAt)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function ConfigurationForm({
  orgId,
  configuration,
  onSaved,
}: {
  orgId: string;
  configuration: SamlConfiguration | null;
  onSaved: () => void;
}) {
  const { flash } = useRemote();
  const form = useForm<Values>({
    defaultValues: {
      emailDomain: configuration?.emailDomain ?? '',
      source: configuration && !configuration.fromMetadata ? 'manual' : 'metadata',
      metadataXml: '',
      idpEntityId: configuration?.idpEntityId ?? '',
      ssoUrl: configuration?.ssoUrl ?? '',
      certificate: '',
      enabled: configuration?.enabled ?? true,
    },
  });
  const [, save] = useMutation(UPDATE_SAML_CONFIGURATION);
  const { errors, isSubmitting } = form.formState;
  const source = form.watch('source');
  // Saved values are kept when the administrator only changes the domain or turns sign-in on or off.
  const keepsIdp = configuration != null;

  const { alert, submit } = useServerSubmit(form, FIELDS, async (values) => {
    const manual = values.source === 'manual';
    const input = {
      emailDomain: values.emailDomain.trim(),
      enabled: values.enabled,
      ...(manual
        ? {
            idpEntityId: values.idpEntityId.trim(),
            ssoUrl: values.ssoUrl.trim(),
            certificate: values.certificate.trim() || null,
          }
        : // Empty metadata keeps the saved identity provider.
          { metadataXml: values.metadataXml.trim() || null }),
    };
    const result = await save({ orgId, input });
    if (result.error) return result.error;
    form.reset({ ...values, metadataXml: '', certificate: '' });
    flash('success', 'Single sign-on saved.');
    onSaved();
  });

  return (
    <ServerForm alert={alert} onSubmit={submit} testId="saml-form">
      <TextField
        id="saml-email-domain"
        label="Email domain"
        hint="People whose address ends with @ this domain choose “Sign in with SSO” and go to your identity provider. New people join as viewers."
        error={errors.emailDomain?.message}
        placeholder="example.com"
        autoComplete="off"
        {...form.register('emailDomain', { required: 'Enter the email domain, such as example.com' })}
      />
      <Fieldset legend="Identity provider">
        <Choice hint="The XML document your identity provider publishes.">
          <input type="radio" value="metadata" {...form.register('source')} />
          Paste its metadata
        </Choice>
        <Choice hint="Entity ID, single sign-on URL and signing certificate.">
          <input type="radio" value="manual" {...form.register('source')} />
          Enter the values
        </Choice>
      </Fieldset>
      {source === 'metadata' ? (
        <Field
          id="saml-metadata"
          label="IdP metadata XML"
          hint={keepsIdp ? 'Paste the metadata again to replace the saved identity provider.' : undefined}
          error={errors.metadataXml?.message}
        >
          {(control) => (
            <textarea
              {...control}
              className={controlClass}
              rows={8}
              spellCheck={false}
              placeholder="<md:EntityDescriptor …"
              {...form.register('metadataXml', { required: keepsIdp ? false : 'Paste the metadata XML' })}
            />
          )}
        </Field>
      ) : (
        <>
          <TextField
            id="saml-entity-id"
            label="IdP entity ID"
            error={errors.idpEntityId?.message}
            {...form.register('idpEntityId', { required: 'Enter the identity provider’s entity ID' })}
          />
          <TextField
            id="saml-sso-url"
            label="Single sign-on URL"
            hint="Where Pace sends people (HTTP-Redirect binding)."
            error={errors.ssoUrl?.message}
            type="url"
            placeholder="https://idp.example.com/saml/sso"
            {...form.register('ssoUrl', { required: 'Enter the single sign-on URL' })}
          />
          <Field
            id="saml-certificate"
            label="Signing certificate"
            hint={
              keepsIdp
                ? 'PEM or base64. Paste it again when the identity provider changes its certificate.'
                : 'PEM or base64: the certificate your identity provider signs assertions with.'
            }
            error={errors.certificate?.message}
          >
            {(control) => (
              <textarea
                {...control}
                className={controlClass}
                rows={6}
                spellCheck={false}
                placeholder="-----BEGIN CERTIFICATE-----"
                {...form.register('certificate', {
                  required: keepsIdp ? false : 'Paste the signing certificate',
                })}
              />
            )}
          </Field>
        </>
      )}
      <Choice hint="Turn it off to stop sign-in through the identity provider without losing the settings.">
        <input type="checkbox" {...form.register('enabled')} />
        Sign-in through the identity provider is on
      </Choice>
      <SubmitActions label="Save" disabled={isSubmitting} />
    </ServerForm>
  );
}

function RemoveConfiguration({ orgId, onRemoved }: { orgId: string; onRemoved: () => void }) {
  const { flash } = useRemote();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, remove] = useMutation(DELETE_SAML_CONFIGURATION);

  async function confirm() {
    const result = await remove({ orgId });
    if (result.error) {
      setMessage(errorText(result.error));
      return;
    }
    flash('success', 'Single sign-on removed.');
    setConfirming(false);
    onRemoved();
  }

  return (
    <Card title="Remove single sign-on">
      <p className={table.note}>
        People then sign in with a password or Google. Accounts made through the identity provider have no
        password: they can set one with “Forgot your password?”.
      </p>
      <FormAlert message={message} />
      {confirming ? (
        <FormActions>
          <Button variant="primary" onClick={confirm} disabled={fetching}>
            Remove single sign-on
          </Button>
          <Button onClick={() => setConfirming(false)}>Keep it</Button>
        </FormActions>
      ) : (
        <Button onClick={() => setConfirming(true)}>Remove…</Button>
      )}
    </Card>
  );
}
