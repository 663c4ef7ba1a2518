// /you/settings/tokens/{uuid}/edit: a personal access token's name and scopes, and its deletion.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation } from 'urql';
import { DeleteByName } from '../../../../../components/DeleteByName';
import { LoadError, Loading, ScreenFrame } from '../../../../../components/Screen';
import { UserNav } from '../../../../../components/SectionNav';
import { TokenForm } from '../../../../../components/TokenForm';
import { usePersonalTokens, useTokenOrganisation } from '../../../../../components/usePersonalTokens';
import { DELETE_API_TOKEN, UPDATE_API_TOKEN } from '../../../../../graphql/tokens';
import type { Permissions } from '../../../../../graphql/types';

/** Without its organisation at hand, a token can keep what it has. */
function heldBy(permissions: string[]): Permissions {
  const has = (key: keyof Permissions) => permissions.includes(key);
  return {
    readSites: has('readSites'),
    updateSites: has('updateSites'),
    createSites: has('createSites'),
    managePageGroupings: has('managePageGroupings'),
    updateOrganisations: has('updateOrganisations'),
    manageBilling: has('manageBilling'),
  };
}

export default function EditPersonalToken() {
  const props = useRemote();
  const { uuid } = useRouteParams('you/settings/tokens/$uuid/edit');
  const { user, loaded, fetching, error } = usePersonalTokens();
  const token = user?.personalTokens.find((candidate) => candidate.uuid === uuid) ?? null;
  const memberships = user?.memberships ?? [];
  // The token's organisation: its team's, or the only one the user belongs to.
  const orgId =
    token?.team?.organisation?.id ??
    (memberships.length === 1 ? memberships[0]?.organisation.slug : '') ??
    '';
  const { organisation, fetching: organisationFetching } = useTokenOrganisation(orgId);
  const [, updateApiToken] = useMutation(UPDATE_API_TOKEN);
  const [, deleteApiToken] = useMutation(DELETE_API_TOKEN);

  return (
    <ScreenFrame
      title="Edit personal access token"
      description={token?.name}
      nav={<UserNav current={pathTo('you/settings/tokens')} />}
    >
      {!loaded && fetching ? <Loading /> : null}
      {!loaded && !fetching ? <LoadError error={error} /> : null}
      {loaded && !token ? <LoadError error={undefined} notFound="Token not found" /> : null}
      {token && orgId && !organisation && organisationFetching ? <Loading /> : null}
      {token ? (
        <>
          <TokenForm
            key={`${token.uuid}/${organisation?.id ?? ''}`}
            token={token}
            teams={organisation?.teams.edges.map((edge) => edge.node) ?? (token.team ? [token.team] : [])}
            available={organisation?.permissions ?? heldBy(token.permissions)}
            submitLabel="Save token"
            onCancel={() => props.navigate(pathTo('you/settings/tokens'))}
            onSubmit={async (input) => {
              const result = await updateApiToken({ uuid, input });
              if (result.data) {
                props.flash('success', `Token ${result.data.updateApiToken.name} saved.`);
                props.navigate(pathTo('you/settings/tokens'));
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
            run={() => deleteApiToken({ uuid }, { additionalTypenames: ['ApiToken', 'CurrentUser'] })}
            failed="The token was not deleted"
            onDone={() => {
              props.flash('success', `Token ${token.name} deleted.`);
              props.navigate(pathTo('you/settings/tokens'));
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
