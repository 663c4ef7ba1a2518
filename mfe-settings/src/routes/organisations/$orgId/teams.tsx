// /organisations/{orgId}/teams: every team the viewer reaches, with its site and member counts.
import { AppLink, pathTo, useRouteParams } from '@pace/mfe-kit';
import { useState } from 'react';
import { useQuery } from 'urql';
import { ButtonLink } from '../../../components/ButtonLink';
import { EditCell, ListTable } from '../../../components/ListTable';
import { Pager } from '../../../components/Pager';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { OrganisationNav } from '../../../components/SectionNav';
import table from '../../../components/Table.module.css';
import { TEAMS } from '../../../graphql/organisation';

export default function OrganisationTeams() {
  const { orgId } = useRouteParams('organisations/$orgId/teams');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const [{ data, fetching, error }] = useQuery({
    query: TEAMS,
    variables: { orgId, cursor },
    requestPolicy: 'cache-and-network',
  });
  const organisation = data?.organisation;
  const canManage = organisation?.permissions.updateOrganisations ?? false;

  return (
    <ScreenFrame
      title="Teams"
      description={organisation ? `The teams of ${organisation.name}. Each team holds sites.` : undefined}
      nav={
        canManage ? (
          <OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/teams', { orgId })} />
        ) : undefined
      }
      actions={
        canManage ? (
          <ButtonLink
            variant="primary"
            href={pathTo('organisations/$orgId/teams/new', { orgId })}
            data-testid="new-team"
          >
            New team
          </ButtonLink>
        ) : undefined
      }
    >
      {!organisation && fetching ? <Loading /> : null}
      {!organisation && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {organisation ? (
        <>
          <ListTable
            testId="teams-table"
            columns={[
              'Team',
              'Description',
              { label: 'Sites', className: table.num },
              { label: 'Members', className: table.num },
            ]}
            actions={canManage}
            count={organisation.teams.edges.length}
            empty="No teams yet."
          >
            {organisation.teams.edges.map(({ node: team }) => (
              <tr key={team.id}>
                <td className={table.primary}>
                  <AppLink
                    href={pathTo('teams/$teamId/sites', { teamId: team.slug })}
                    title={team.name}
                    className={table.truncate}
                  >
                    {team.name}
                  </AppLink>
                </td>
                <td className={table.muted}>
                  <span className={table.truncate} title={team.description ?? undefined}>
                    {team.description}
                  </span>
                </td>
                <td className={table.num}>{team.siteCount}</td>
                <td className={table.num}>
                  <AppLink href={pathTo('teams/$teamId/team', { teamId: team.slug })}>
                    {team.memberCount}
                  </AppLink>
                </td>
                {canManage ? (
                  <EditCell
                    href={pathTo('organisations/$orgId/teams/$teamId/edit', { orgId, teamId: team.slug })}
                    label={`Edit ${team.name}`}
                  />
                ) : null}
              </tr>
            ))}
          </ListTable>
          <Pager
            total={organisation.teams.totalCount}
            noun={['team', 'teams']}
            hasPrevious={cursors.length > 1}
            hasNext={organisation.teams.pageInfo.hasNextPage}
            onPrevious={() => setCursors((list) => list.slice(0, -1))}
            onNext={() => setCursors((list) => [...list, organisation.teams.pageInfo.endCursor])}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
