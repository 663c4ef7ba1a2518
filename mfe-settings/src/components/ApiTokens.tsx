// /organisations/{orgId}/api, api/new and api/{uuid}/edit: the organisation's tokens (administrators).
import { pathTo, useRemote } from '@pace/mfe-kit';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { CREATE_API_TOKEN, DELETE_API_TOKEN, ORGANISATION_TOKENS, UPDATE_API_TOKEN } from '../graphql/tokens';
import { ButtonLink } from './ButtonLink';
import { DeleteByName } from './DeleteByName';
import { param } from './remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from './Screen';
import { OrganisationNav } from './SectionNav';
import { TokenForm, TokenSecret } from './TokenForm';
import { TokensTable } from './TokensTable';

function useOrganisationTokens(orgId: string) {
  const [{ data, fetching, error }] = useQuery({
    query: ORGANISATION_TOKENS,
    variables: { orgId },
    requestPolicy: 'cache-and-network',
  });
  return { organisation: data?.organisation ?? null, fetching, error };
}

export function ApiTokens() {
  const props = useRemote();
  const orgId = param(props, 'orgId');
  const { organisation, fetching, error } = useOrganisationTokens(orgId);
  const canManage = organisation?.permissions.updateOrganisations ?? false;
  return (
    <ScreenFrame
      title="API tokens"
      description="Organisation tokens act for the organisation, for example in CI or with the command-line export."
      nav={<OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/api', { orgId })} />}
      actions={
        canManage ? (
          <ButtonLink
            variant="primary"
            href={pathTo('organisations/$orgId/api/new', { orgId })}
            data-testid="new-token"
          >
            New token
          </ButtonLink>
        ) : undefined
      }
    >
      {!organisation && fetching ? <Loading /> : null}
      {!organisation && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {organisation && !canManage ? (
        <ReadOnlyNote>Only administrators of {organisation.name} manage its API tokens.</ReadOnlyNote>
      ) : null}
      {organisation && canManage ? (
        <TokensTable
          tokens={organisation.apiTokens}
          editPath={(token) => pathTo('organisations/$orgId/api/$uuid/edit', { orgId, uuid: token.uuid })}
          showCreator
        />
      ) : null}
    </ScreenFrame>
  );
}

export function NewApiToken() {
  const props = useRemote();
  const orgId = param(props, 'orgId');
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

export function EditApiToken() {
  const props = useRemote();
  const orgId = param(props, 'orgId');
  const uuid = param(props, 'uuid');
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
