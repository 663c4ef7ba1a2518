// /organisations/{orgId}/members: the organisation's people with their role, how they sign in, when they
// were last seen and their teams; administrators invite, edit and remove.
import { AppLink, pathTo, useRouteParams, useSearchText } from '@pace/mfe-kit';
import { controlClass } from '@pace/ui/forms';
import { useState } from 'react';
import { useQuery } from 'urql';
import { RoleBadge } from '../../../components/Badges';
import { ButtonLink } from '../../../components/ButtonLink';
import { AUTHENTICATION_METHODS } from '../../../components/format';
import { PersonName, RelativeTime } from '../../../components/ListCells';
import { EditCell, ListTable } from '../../../components/ListTable';
import { Pager } from '../../../components/Pager';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { OrganisationNav } from '../../../components/SectionNav';
import table from '../../../components/Table.module.css';
import { useDebounced } from '../../../components/useDebounced';
import { PEOPLE } from '../../../graphql/people';

export default function People() {
  const { orgId } = useRouteParams('organisations/$orgId/members');
  // The search is in the URL (`?q=`), so a link shows the same people.
  const [search, setSearch] = useSearchText('q');
  const query = useDebounced(search.trim());
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const [{ data, fetching, error }] = useQuery({
    query: PEOPLE,
    variables: { orgId, query: query || null, cursor },
    requestPolicy: 'cache-and-network',
  });
  const organisation = data?.organisation;
  const canManage = organisation?.permissions.updateOrganisations ?? false;

  return (
    <ScreenFrame
      title="People"
      description={organisation ? `Everyone who can sign in to ${organisation.name}.` : undefined}
      nav={
        canManage ? (
          <OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/members', { orgId })} />
        ) : undefined
      }
      actions={
        canManage ? (
          <ButtonLink
            variant="primary"
            href={pathTo('organisations/$orgId/members/new', { orgId })}
            data-testid="invite-person"
          >
            Invite a person
          </ButtonLink>
        ) : undefined
      }
    >
      <div className={table.toolbar}>
        <label>
          <span className={table.visuallyHidden}>Search people</span>
          <input
            className={controlClass}
            type="search"
            placeholder="Search by name or email"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setCursors([null]);
            }}
          />
        </label>
      </div>
      {!organisation && fetching ? <Loading /> : null}
      {!organisation && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {organisation ? (
        <>
          <ListTable
            testId="people-table"
            columns={['Name', 'Role', 'Authentication', 'Last seen', 'Teams']}
            actions={canManage}
            count={organisation.people.edges.length}
            empty={query ? `No one matches “${query}”.` : 'No people yet.'}
          >
            {organisation.people.edges.map(({ node: person }) => (
              <tr key={person.uuid} data-testid="person-row">
                <td>
                  <PersonName person={person} />
                </td>
                <td>
                  <RoleBadge role={person.role} />
                </td>
                <td>
                  {person.pendingInvitation
                    ? AUTHENTICATION_METHODS.invited
                    : AUTHENTICATION_METHODS[person.authenticationMethod]}
                </td>
                <td className={table.muted}>
                  <RelativeTime at={person.lastSeenAt} />
                </td>
                <td>
                  {person.teams.length === 0 ? (
                    <span className={table.muted}>{person.role === 'admin' ? 'All teams' : 'None'}</span>
                  ) : null}
                  {person.teams.map((team, index) => (
                    <span key={team.id}>
                      {index > 0 ? ', ' : null}
                      <AppLink href={pathTo('teams/$teamId/sites', { teamId: team.slug })}>
                        {team.name}
                      </AppLink>
                    </span>
                  ))}
                </td>
                {canManage ? (
                  <EditCell
                    href={pathTo('organisations/$orgId/members/$uuid/edit', { orgId, uuid: person.uuid })}
                    label={`Edit ${person.name || person.email}`}
                  />
                ) : null}
              </tr>
            ))}
          </ListTable>
          <Pager
            total={organisation.people.totalCount}
            noun={['person', 'people']}
            hasPrevious={cursors.length > 1}
            hasNext={organisation.people.pageInfo.hasNextPage}
            onPrevious={() => setCursors((list) => list.slice(0, -1))}
            onNext={() => setCursors((list) => [...list, organisation.people.pageInfo.endCursor])}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
