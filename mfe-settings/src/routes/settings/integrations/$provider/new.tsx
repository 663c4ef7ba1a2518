// /teams/{teamId}/{siteId}/settings/integrations/{provider}/new: the integration form, empty.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation, useQuery } from 'urql';
import { IntegrationFields, NOT_ALLOWED } from '../../../../components/integrations/IntegrationForm';
import { isProvider, PROVIDERS } from '../../../../components/integrations/providers';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../components/Screen';
import { CREATE_INTEGRATION, SITE_INTEGRATIONS } from '../../../../graphql/integrations';

export default function NewIntegration() {
  const props = useRemote();
  const { teamId, siteId, provider } = useRouteParams('settings/integrations/$provider/new');
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
          onCancel={() => props.navigate(pathTo('settings/integrations', { teamId, siteId }))}
          onSubmit={async (input) => {
            const result = await create({ teamId, siteId, input: { ...input, provider } });
            if (result.data) {
              const made = result.data.createIntegration;
              props.flash('success', `Integration ${made.name} created.`);
              // Its edit screen shows the secret and the address to give the provider.
              props.navigate(
                pathTo('settings/integrations/$provider/$uuid/edit', {
                  teamId,
                  siteId,
                  provider,
                  uuid: made.uuid,
                }),
              );
            }
            return result.error;
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
