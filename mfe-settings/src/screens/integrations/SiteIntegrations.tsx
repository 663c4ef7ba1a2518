// /teams/{teamId}/{siteId}/settings/integrations: the site's integrations with the outcome of their
// last call, and one button per provider to add another. Changing them needs updateSites.
import { AppLink, type RemoteProps } from '@pace/mfe-kit';
import { Badge } from '@pace/ui';
import { useQuery } from 'urql';
import { ButtonLink } from '../../components/ButtonLink';
import { param } from '../../components/remote';
import { LoadError, Loading, ScreenFrame } from '../../components/Screen';
import table from '../../components/Table.module.css';
import { DeliveryStatus } from './DeliveryLog';
import styles from './Integrations.module.css';
import { integrationPaths, PROVIDER_ORDER, PROVIDERS, providerName } from './providers';
import { SITE_INTEGRATIONS } from './queries';

export function SiteIntegrations(props: RemoteProps) {
  const teamId = param(props, 'teamId');
  const siteId = param(props, 'siteId');
  const [{ data, fetching, error }] = useQuery({
    query: SITE_INTEGRATIONS,
    variables: { teamId, siteId },
    requestPolicy: 'cache-and-network',
  });
  const site = data?.site ?? null;
  const integrations = data?.siteIntegrations ?? [];
  const canUpdate = (site?.permissions.updateSites ?? false) && !props.readOnly;
  return (
    <ScreenFrame title="Integrations" description="Code host checks, chat alerts, deploy triggers, webhooks.">
      {!site && fetching ? <Loading /> : null}
      {!site && !fetching ? <LoadError error={error} notFound="Site not found" /> : null}
      {site ? (
        <>
          <div className={table.wrap}>
            <table className={table.table} data-testid="integrations-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Provider</th>
                  <th scope="col">State</th>
                  <th scope="col">Last call</th>
                  {canUpdate ? (
                    <th scope="col" className={table.actions}>
                      <span className={table.visuallyHidden}>Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {integrations.map((integration) => (
                  <tr key={integration.uuid} data-testid="integration-row">
                    <td className={table.primary}>{integration.name}</td>
                    <td className={table.muted}>{providerName(integration.provider)}</td>
                    <td>
                      <Badge tone={integration.enabled ? 'success' : 'neutral'}>
                        {integration.enabled ? 'Enabled' : 'Disabled'}
                      </Badge>
                    </td>
                    <td>
                      <DeliveryStatus delivery={integration.lastDelivery} />
                    </td>
                    {canUpdate ? (
                      <td className={table.actions}>
                        <AppLink
                          href={integrationPaths.edit(teamId, siteId, integration.provider, integration.uuid)}
                          aria-label={`Edit ${integration.name}`}
                        >
                          Edit
                        </AppLink>
                      </td>
                    ) : null}
                  </tr>
                ))}
                {integrations.length === 0 ? (
                  <tr>
                    <td className={table.empty} colSpan={canUpdate ? 5 : 4}>
                      No integrations yet.
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          {canUpdate ? (
            <section
              className={styles.section}
              aria-labelledby="add-integration"
              data-testid="add-integration"
            >
              <h2 id="add-integration" className={styles.sectionTitle}>
                Add an integration
              </h2>
              <ul className={styles.providers}>
                {PROVIDER_ORDER.map((provider) => (
                  <li key={provider} className={styles.provider}>
                    <ButtonLink href={integrationPaths.create(teamId, siteId, provider)}>
                      {PROVIDERS[provider].label}
                    </ButtonLink>
                    <span className={styles.kind}>
                      {PROVIDERS[provider].kind === PROVIDERS[provider].label
                        ? ''
                        : `${PROVIDERS[provider].kind}: `}
                      {PROVIDERS[provider].description}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </ScreenFrame>
  );
}
