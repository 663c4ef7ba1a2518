// /organisations/{orgId}/github: the organisation's GitHub App installation. It is connected only through
// GitHub: "Connect on GitHub" sends the administrator to install (or authorise) the Pace GitHub App, and
// GitHub sends them back here (?connected= or ?error=) once Pace has seen that their GitHub account can
// access the installation. Sites then name their repository in a GitHub integration of their own.
import { useRemote, useRouteParams } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import { FormActions, FormAlert, serverErrors } from '@pace/ui/forms';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { formatDateTime } from '../../../components/format';
import { searchText } from '../../../components/remote';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { ORGANISATION_GITHUB, START_GITHUB_CONNECTION } from '../../../graphql/integrations';

export default function OrganisationGitHub() {
  const props = useRemote();
  const { orgId } = useRouteParams('organisations/$orgId/github');
  const [{ data, fetching, error }] = useQuery({ query: ORGANISATION_GITHUB, variables: { orgId } });
  const settings = data?.organisationGitHub?.settings ?? null;
  return (
    <ScreenFrame
      title="GitHub"
      description="Check runs and summary comments on pull requests, through the Pace GitHub App."
    >
      {!data && fetching ? <Loading lines={3} /> : null}
      {!data && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {data ? (
        <Installation
          orgId={orgId}
          installationId={settings?.installationId ?? null}
          provedAt={settings?.installationProvedAt ?? null}
          account={settings?.installationAccount ?? null}
          returned={{ connected: searchText(props, 'connected'), error: searchText(props, 'error') }}
        />
      ) : null}
    </ScreenFrame>
  );
}

function Installation({
  orgId,
  installationId,
  provedAt,
  account,
  returned,
}: {
  orgId: string;
  installationId: number | null;
  provedAt: string | null;
  account: string | null;
  returned: { connected: string; error: string };
}) {
  const [, start] = useMutation(START_GITHUB_CONNECTION);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    const result = await start({ orgId });
    const next = result.data?.startGitHubConnection.installUrl;
    if (!next) {
      setFailure(serverErrors(result.error).message ?? 'GitHub could not be reached; try again');
      setBusy(false);
      return;
    }
    window.location.assign(next);
  };
  return (
    <div data-testid="github-installation">
      <FormAlert message={failure ?? (returned.error || null)} />
      {returned.connected && !returned.error ? (
        <p role="status">GitHub App installation {returned.connected} connected.</p>
      ) : null}
      <p>
        {installationId && provedAt
          ? `Connected: installation ${installationId}${account ? ` on ${account}` : ''}, confirmed with GitHub ${formatDateTime(provedAt)}. Each site names its repository in its own integration settings.`
          : installationId
            ? `Installation ${installationId} was connected by its id alone, which GitHub never confirmed: nothing reaches GitHub through it until an administrator who can access it on GitHub connects it again.`
            : 'Not connected yet. Install the Pace GitHub App on your GitHub organisation; GitHub brings you back here.'}
      </p>
      <FormActions>
        <Button variant="primary" disabled={busy} onClick={() => void connect()}>
          {installationId ? 'Connect again on GitHub' : 'Connect on GitHub'}
        </Button>
      </FormActions>
    </div>
  );
}
