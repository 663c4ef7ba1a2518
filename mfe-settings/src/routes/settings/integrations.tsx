// /teams/{teamId}/{siteId}/settings/integrations: the site's integrations with the outcome of their
// last call, and one button per provider to add another. Changing them needs updateSites.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useQuery } from 'urql';
import { ButtonLink } from '../../components/ButtonLink';
import { IntegrationStateCells } from '../../components/integrations/DeliveryLog';
import styles from '../../components/integrations/Integrations.module.css';
import { PROVIDER_ORDER, PROVIDERS, providerName } from '../../components/integrations/providers';
import { EditCell, ListTable } from '../../components/ListTable';
import { LoadError, Loading, ScreenFrame } from '../../components/Screen';
import table from '../../components/Table.module.css';
import { SITE_INTEGRATIONS } from '../../graphql/integrations';

export default function SiteIntegrations() {
  const props = useRemote();
  const { teamId, siteId } = useRouteParams('settings/integrations');
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
          <ListTable
            testId="integrations-table"
            columns={['Name', 'Provider', 'State', 'Last call']}
            actions={canUpdate}
            count={integrations.length}
            empty="No integrations yet."
          >
            {integrations.map((integration) => (
              <tr key={integration.uuid} data-testid="integration-row">
                <td className={table.primary}>{integration.name}</td>
                <td className={table.muted}>{providerName(integration.provider)}</td>
                <IntegrationStateCells integration={integration} />
                {canUpdate ? (
                  <EditCell
                    href={pathTo('settings/integrations/$provider/$uuid/edit', {
                      teamId,
                      siteId,
                      provider: integration.provider,
                      uuid: integration.uuid,
                    })}
                    label={`Edit ${integration.name}`}
                  />
                ) : null}
              </tr>
            ))}
          </ListTable>
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
                    <ButtonLink
                      href={pathTo('settings/integrations/$provider/new', { teamId, siteId, provider })}
                    >
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
