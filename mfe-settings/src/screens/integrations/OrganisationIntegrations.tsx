// /organisations/{orgId}/integrations: every integration of the organisation's sites, for
// administrators, with the outcome of each one's last call and a link to its site's edit screen.
import { AppLink, type RemoteProps } from '@pace/mfe-kit';
import { Badge } from '@pace/ui';
import { useQuery } from 'urql';
import { ButtonLink } from '../../components/ButtonLink';
import { param } from '../../components/remote';
import { LoadError, Loading, ScreenFrame } from '../../components/Screen';
import table from '../../components/Table.module.css';
import { DeliveryStatus } from './DeliveryLog';
import { integrationPaths, PROVIDERS } from './providers';
import { ORGANISATION_INTEGRATIONS } from './queries';

export function OrganisationIntegrations(props: RemoteProps) {
  const orgId = param(props, 'orgId');
  const [{ data, fetching, error }] = useQuery({
    query: ORGANISATION_INTEGRATIONS,
    variables: { orgId },
    requestPolicy: 'cache-and-network',
  });
  const integrations = data?.organisationIntegrations ?? [];
  return (
    <ScreenFrame
      title="Integrations"
      description="Every site’s integrations. Add one from a site’s settings."
      actions={<ButtonLink href={integrationPaths.organisationGitHub(orgId)}>GitHub App</ButtonLink>}
    >
      {!data && fetching ? <Loading /> : null}
      {!data && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {data ? (
        <div className={table.wrap}>
          <table className={table.table} data-testid="organisation-integrations-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Provider</th>
                <th scope="col">Site</th>
                <th scope="col">State</th>
                <th scope="col">Last call</th>
              </tr>
            </thead>
            <tbody>
              {integrations.map((integration) => (
                <tr key={integration.uuid} data-testid="organisation-integration-row">
                  <td className={table.primary}>
                    {integration.site ? (
                      <AppLink
                        href={integrationPaths.edit(
                          integration.site.team.id,
                          integration.site.id,
                          integration.provider,
                          integration.uuid,
                        )}
                      >
                        {integration.name}
                      </AppLink>
                    ) : (
                      integration.name
                    )}
                  </td>
                  <td className={table.muted}>{PROVIDERS[integration.provider].label}</td>
                  <td className={table.muted}>{integration.site?.name ?? 'Organisation'}</td>
                  <td>
                    <Badge tone={integration.enabled ? 'success' : 'neutral'}>
                      {integration.enabled ? 'Enabled' : 'Disabled'}
                    </Badge>
                  </td>
                  <td>
                    <DeliveryStatus delivery={integration.lastDelivery} />
                  </td>
                </tr>
              ))}
              {integrations.length === 0 ? (
                <tr>
                  <td className={table.empty} colSpan={5}>
                    No integrations yet.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : null}
    </ScreenFrame>
  );
}
