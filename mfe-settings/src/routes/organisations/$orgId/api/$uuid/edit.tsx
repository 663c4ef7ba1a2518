// /organisations/{orgId}/api/{uuid}/edit: an organisation token's name and scopes, and its deletion.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation } from 'urql';
import { DeleteByName } from '../../../../../components/DeleteByName';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../../components/Screen';
import { OrganisationNav } from '../../../../../components/SectionNav';
import { TokenForm } from '../../../../../components/TokenForm';
import { useOrganisationTokens } from '../../../../../components/useOrganisationTokens';
import { DELETE_API_TOKEN, UPDATE_API_TOKEN } from '../../../../../graphql/tokens';

export default function EditApiToken() {
  const props = useRemote();
  const { orgId, uuid } = useRouteParams('organisations/$orgId/api/$uuid/edit');
  const { organisation, fetching, error } = useOrganisationTokens(orgId);
  const [, updateApiToken] = useMutation(UPDATE_API_TOKEN);
  const [, deleteApiToken] = useMutation(DELETE_API_TOKEN);
  const token = organisation?.apiTokens.find((candidate) => candidate.uuid === uuid) ?? null;
  const canManage = organisation?.permissions.updateOrganisations ?? false;
  return (
    <ScreenFrame
      title="Edit API token"
      description={token?.name}
      nav={<OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/api', { orgId })} />}
    >
      {!organisation && fetching ? <Loading /> : null}
      {!organisation && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {organisation && !canManage ? (
        <ReadOnlyNote>Only administrators of {organisation.name} manage its API tokens.</ReadOnlyNote>
      ) : null}
      {organisation && canManage && !token ? (
        <LoadError error={undefined} notFound="API token not found" />
      ) : null}
      {organisation && canManage && token ? (
        <>
          <TokenForm
            key={token.uuid}
            token={token}
            teams={organisation.teams.edges.map((edge) => edge.node)}
            available={organisation.permissions}
            submitLabel="Save token"
            onCancel={() => props.navigate(pathTo('organisations/$orgId/api', { orgId }))}
            onSubmit={async (input) => {
              const result = await updateApiToken({ uuid, input });
              if (result.data) {
                props.flash('success', `Token ${result.data.updateApiToken.name} saved.`);
                props.navigate(pathTo('organisations/$orgId/api', { orgId }));
              }
              return result.error;
            }}
          />
          <DeleteByName
            title="Delete this token"
            testId="delete-token"
            description={<p>Anything still using it is refused from then on.</p>}
            name={token.name}
            action="Delete token"
            run={() => deleteApiToken({ uuid }, { additionalTypenames: ['ApiToken'] })}
            failed="The token was not deleted"
            onDone={() => {
              props.flash('success', `Token ${token.name} deleted.`);
              props.navigate(pathTo('organisations/$orgId/api', { orgId }));
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
