// /organisations/{orgId}/github: the organisation's GitHub App installation. After installing the App
// on GitHub, an administrator enters the installation id GitHub shows; sites then name their repository
// in a GitHub integration of their own.
import { useRemote } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import { controlClass, Field, FormActions } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { param } from '../../components/remote';
import { LoadError, Loading, ScreenFrame } from '../../components/Screen';
import { ServerForm, useServerSubmit } from '../../components/ServerForm';
import { CONNECT_GITHUB, ORGANISATION_GITHUB } from '../../graphql/integrations';

export function OrganisationGitHub() {
  const props = useRemote();
  const orgId = param(props, 'orgId');
  const [{ data, fetching, error }, refetch] = useQuery({ query: ORGANISATION_GITHUB, variables: { orgId } });
  const installation = data?.organisationGitHub ?? null;
  return (
    <ScreenFrame
      title="GitHub"
      description="Check runs and summary comments on pull requests, through the Pace GitHub App."
    >
      {!data && fetching ? <Loading lines={3} /> : null}
      {!data && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {data ? (
        <InstallationForm
          key={installation?.uuid ?? 'none'}
          orgId={orgId}
          installationId={installation?.settings?.installationId ?? null}
          onSaved={() => {
            props.flash('success', 'GitHub App installation saved.');
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}

function InstallationForm({
  orgId,
  installationId,
  onSaved,
}: {
  orgId: string;
  installationId: number | null;
  onSaved: () => void;
}) {
  const form = useForm({ defaultValues: { installationId: installationId ? String(installationId) : '' } });
  const [, connect] = useMutation(CONNECT_GITHUB);
  const { errors, isSubmitting } = form.formState;
  const { alert, submit } = useServerSubmit(form, ['installationId'], async (values) => {
    const result = await connect({ orgId, installationId: Number(values.installationId) });
    if (result.error) return result.error;
    onSaved();
  });
  return (
    <ServerForm alert={alert} onSubmit={submit} testId="github-installation-form">
      <p>
        {installationId
          ? `Connected: installation ${installationId}. Each site names its repository in its own integration settings.`
          : 'Not connected yet. Install the Pace GitHub App on your GitHub organisation, then enter the installation id it shows.'}
      </p>
      <Field
        id="github-installation-id"
        label="Installation id"
        hint="The number at the end of the installation’s settings address on GitHub."
        error={errors.installationId?.message}
      >
        {(control) => (
          <input
            {...control}
            className={controlClass}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('installationId', {
              required: 'Enter the installation id',
              pattern: { value: /^\d+$/, message: 'The installation id is a number' },
            })}
          />
        )}
      </Field>
      <FormActions>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          Save
        </Button>
      </FormActions>
    </ServerForm>
  );
}
