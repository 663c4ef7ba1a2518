// /organisations/{orgId}/api/new: a new organisation token; its secret is shown once.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useState } from 'react';
import { useMutation } from 'urql';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../components/Screen';
import { OrganisationNav } from '../../../../components/SectionNav';
import { TokenForm, TokenSecret } from '../../../../components/TokenForm';
import { useOrganisationTokens } from '../../../../components/useOrganisationTokens';
import { CREATE_API_TOKEN } from '../../../../graphql/tokens';

export default function NewApiToken() {
  const props = useRemote();
  const { orgId } = useRouteParams('organisations/$orgId/api/new');
  const { organisation, fetching, error } = useOrganisationTokens(orgId);
  const [, createApiToken] = useMutation(CREATE_API_TOKEN);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  return (
    <ScreenFrame
      title="New API token"
      nav={<OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/api', { orgId })} />}
    >
      {!organisation && fetching ? <Loading /> : null}
      {!organisation && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {organisation && !organisation.permissions.updateOrganisations ? (
        <ReadOnlyNote>Only administrators of {organisation.name} create API tokens.</ReadOnlyNote>
      ) : null}
      {created ? (
        <TokenSecret
          {...created}
          onDone={() => props.navigate(pathTo('organisations/$orgId/api', { orgId }))}
        />
      ) : organisation?.permissions.updateOrganisations ? (
        <TokenForm
          token={null}
          teams={organisation.teams.edges.map((edge) => edge.node)}
          available={organisation.permissions}
          submitLabel="Create token"
          onCancel={() => props.navigate(pathTo('organisations/$orgId/api', { orgId }))}
          onSubmit={async (input) => {
            const result = await createApiToken({ orgId, input: { ...input, kind: 'organisation' } });
            if (result.data)
              setCreated({
                name: result.data.createApiToken.token.name,
                secret: result.data.createApiToken.secret,
              });
            return result.error;
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
