// /you/settings/tokens, tokens/new and tokens/{uuid}/edit: personal access tokens. A personal token
// belongs to one organisation and reaches only its owner's teams there, with at most the owner's rights.
import { pathTo, useRemote } from '@pace/mfe-kit';
import { controlClass, Field, formClass } from '@pace/ui/forms';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ORGANISATION_TEAM_OPTIONS } from '../graphql/organisation';
import { CREATE_API_TOKEN, DELETE_API_TOKEN, UPDATE_API_TOKEN } from '../graphql/tokens';
import type { Permissions } from '../graphql/types';
import { PERSONAL_TOKENS } from '../graphql/user';
import { ButtonLink } from './ButtonLink';
import { DeleteByName } from './DeleteByName';
import { param } from './remote';
import { LoadError, Loading, ScreenFrame } from './Screen';
import { UserNav } from './SectionNav';
import { TokenForm, TokenSecret } from './TokenForm';
import { TokensTable } from './TokensTable';

function usePersonalTokens() {
  const [{ data, fetching, error }] = useQuery({
    query: PERSONAL_TOKENS,
    requestPolicy: 'cache-and-network',
  });
  return { user: data?.currentUser ?? null, loaded: Boolean(data), fetching, error };
}

export function PersonalTokens() {
  const { user, loaded, fetching, error } = usePersonalTokens();
  return (
    <ScreenFrame
      title="Personal access tokens"
      description="Tokens that act as you, for scripts and the command-line export. They reach only your teams."
      nav={<UserNav current={pathTo('you/settings/tokens')} />}
      actions={
        user && user.memberships.length > 0 ? (
          <ButtonLink
            variant="primary"
            href={pathTo('you/settings/tokens/new')}
            data-testid="new-personal-token"
          >
            New token
          </ButtonLink>
        ) : undefined
      }
    >
      {!loaded && fetching ? <Loading /> : null}
      {!loaded && !fetching ? <LoadError error={error} /> : null}
      {loaded && !user ? <LoadError error={undefined} notFound="You are not signed in" /> : null}
      {user ? (
        <TokensTable
          tokens={user.personalTokens}
          editPath={(token) => pathTo('you/settings/tokens/$uuid/edit', { uuid: token.uuid })}
          showCreator={false}
        />
      ) : null}
    </ScreenFrame>
  );
}

/** The teams and the viewer's permissions in the organisation a personal token is for. */
function useOrganisation(orgId: string) {
  const [{ data, fetching }] = useQuery({
    query: ORGANISATION_TEAM_OPTIONS,
    variables: { orgId },
    pause: !orgId,
  });
  return { organisation: data?.organisation ?? null, fetching };
}

export function NewPersonalToken() {
  const props = useRemote();
  const { user, loaded, fetching, error } = usePersonalTokens();
  const memberships = user?.memberships ?? [];
  const [chosenOrg, setChosenOrg] = useState('');
  const orgId = chosenOrg || (memberships.length === 1 ? (memberships[0]?.organisation.slug ?? '') : '');
  const { organisation, fetching: organisationFetching } = useOrganisation(orgId);
  const [, createApiToken] = useMutation(CREATE_API_TOKEN);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <ScreenFrame title="New personal access token" nav={<UserNav current={pathTo('you/settings/tokens')} />}>
      {!loaded && fetching ? <Loading /> : null}
      {!loaded && !fetching ? <LoadError error={error} /> : null}
      {created ? (
        <TokenSecret {...created} onDone={() => props.navigate(pathTo('you/settings/tokens'))} />
      ) : null}
      {!created && user && memberships.length > 1 ? (
        <div className={formClass}>
          <Field id="token-organisation" label="Organisation" hint="A token works in one organisation.">
            {(control) => (
              <select
                {...control}
                className={controlClass}
                value={chosenOrg}
                onChange={(event) => setChosenOrg(event.target.value)}
                data-testid="token-organisation"
              >
                <option value="">Choose an organisation…</option>
                {memberships.map((membership) => (
                  <option key={membership.organisation.id} value={membership.organisation.slug}>
                    {membership.organisation.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
      {!created && orgId && !organisation && organisationFetching ? <Loading /> : null}
      {!created && organisation ? (
        <TokenForm
          key={organisation.id}
          token={null}
          teams={organisation.teams.edges.map((edge) => edge.node)}
          available={organisation.permissions}
          submitLabel="Create token"
          onCancel={() => props.navigate(pathTo('you/settings/tokens'))}
          onSubmit={async (input) => {
            const result = await createApiToken(
              { orgId: organisation.id, input: { ...input, kind: 'personal' } },
              { additionalTypenames: ['CurrentUser'] },
            );
            if (result.data) {
              setCreated({
                name: result.data.createApiToken.token.name,
                secret: result.data.createApiToken.secret,
              });
            }
            return result.error;
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}

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

export function EditPersonalToken() {
  const props = useRemote();
  const uuid = param(props, 'uuid');
  const { user, loaded, fetching, error } = usePersonalTokens();
  const token = user?.personalTokens.find((candidate) => candidate.uuid === uuid) ?? null;
  const memberships = user?.memberships ?? [];
  // The token's organisation: its team's, or the only one the user belongs to.
  const orgId =
    token?.team?.organisation?.id ??
    (memberships.length === 1 ? memberships[0]?.organisation.slug : '') ??
    '';
  const { organisation, fetching: organisationFetching } = useOrganisation(orgId);
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
