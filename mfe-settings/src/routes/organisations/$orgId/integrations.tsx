// /organisations/{orgId}/integrations: every integration of the organisation's sites, for
// administrators, with the outcome of each one's last call and a link to its site's edit screen.
import { AppLink, pathTo, useRouteParams } from '@pace/mfe-kit';
import { useQuery } from 'urql';
import { ButtonLink } from '../../../components/ButtonLink';
import { IntegrationStateCells } from '../../../components/integrations/DeliveryLog';
import { PROVIDERS } from '../../../components/integrations/providers';
import { ListTable } from '../../../components/ListTable';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import table from '../../../components/Table.module.css';
import { ORGANISATION_INTEGRATIONS } from '../../../graphql/integrations';

export default function OrganisationIntegrations() {
  const { orgId } = useRouteParams('organisations/$orgId/integrations');
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
      actions={<ButtonLink href={pathTo('organisations/$orgId/github', { orgId })}>GitHub App</ButtonLink>}
    >
      {!data && fetching ? <Loading /> : null}
      {!data && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {data ? (
        <ListTable
          testId="organisation-integrations-table"
          columns={['Name', 'Provider', 'Site', 'State', 'Last call']}
          count={integrations.length}
          empty="No integrations yet."
        >
          {integrations.map((integration) => (
            <tr key={integration.uuid} data-testid="organisation-integration-row">
              <td className={table.primary}>
                {integration.site ? (
                  <AppLink
                    href={pathTo('settings/integrations/$provider/$uuid/edit', {
                      teamId: integration.site.team.id,
                      siteId: integration.site.id,
                      provider: integration.provider,
                      uuid: integration.uuid,
                    })}
                  >
                    {integration.name}
                  </AppLink>
                ) : (
                  integration.name
                )}
              </td>
              <td className={table.muted}>{PROVIDERS[integration.provider].label}</td>
              <td className={table.muted}>{integration.site?.name ?? 'Organisation'}</td>
              <IntegrationStateCells integration={integration} />
            </tr>
          ))}
        </ListTable>
      ) : null}
    </ScreenFrame>
  );
}
