// /organisations/{orgId}/api: the organisation's tokens (administrators).
import { pathTo, useRouteParams } from '@pace/mfe-kit';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../components/Screen';
import { OrganisationNav } from '../../../components/SectionNav';
import { TokensTable } from '../../../components/TokensTable';
import { useOrganisationTokens } from '../../../components/useOrganisationTokens';

export default function ApiTokens() {
  const { orgId } = useRouteParams('organisations/$orgId/api');
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
