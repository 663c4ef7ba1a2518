// /teams/{teamId}/team: the team's members. Administrators manage team membership; removing someone
// needs their email typed.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import { ActionsCell, ListTable } from '@pace/ui/lists';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { RoleBadge } from '../../../components/Badges';
import { ButtonLink } from '../../../components/ButtonLink';
import { DeleteByName } from '../../../components/DeleteByName';
import { PersonName, RelativeTime } from '../../../components/ListCells';
import { LoadError, Loading, ScreenFrame } from '../../../components/Screen';
import { TeamNav } from '../../../components/SectionNav';
import table from '../../../components/Table.module.css';
import { REMOVE_TEAM_MEMBER, TEAM_MEMBERS } from '../../../graphql/people';
import type { Person } from '../../../graphql/types';

export default function TeamMembers() {
  const props = useRemote();
  const { teamId } = useRouteParams('teams/$teamId/team');
  const [{ data, fetching, error }] = useQuery({
    query: TEAM_MEMBERS,
    variables: { teamId },
    requestPolicy: 'cache-and-network',
  });
  const [removing, setRemoving] = useState<Person | null>(null);
  const [, removeTeamMember] = useMutation(REMOVE_TEAM_MEMBER);
  const team = data?.team;
  const canManage = team?.permissions.updateOrganisations ?? false;

  return (
    <ScreenFrame
      title="Team members"
      description={team ? `People who reach the sites of ${team.name}.` : undefined}
      nav={<TeamNav teamId={teamId} current={pathTo('teams/$teamId/team', { teamId })} />}
      actions={
        canManage ? (
          <ButtonLink
            variant="primary"
            href={pathTo('teams/$teamId/team/add', { teamId })}
            data-testid="add-team-member"
          >
            Add a member
          </ButtonLink>
        ) : undefined
      }
    >
      {!team && fetching ? <Loading /> : null}
      {!team && !fetching ? <LoadError error={error} notFound="Team not found" /> : null}
      {team ? (
        <ListTable
          testId="team-members-table"
          columns={['Name', 'Role', 'Last seen']}
          actions={canManage}
          count={team.members.length}
          empty="No members yet."
        >
          {team.members.map((person) => (
            <tr key={person.uuid} data-testid="team-member-row">
              <td>
                <PersonName person={person} />
              </td>
              <td>
                <RoleBadge role={person.role} />
              </td>
              <td className={table.muted}>
                <RelativeTime at={person.lastSeenAt} never={person.pendingInvitation ? 'Invited' : 'Never'} />
              </td>
              {canManage ? (
                <ActionsCell>
                  <Button
                    onClick={() => setRemoving(person)}
                    aria-label={`Remove ${person.name || person.email}`}
                  >
                    Remove
                  </Button>
                </ActionsCell>
              ) : null}
            </tr>
          ))}
        </ListTable>
      ) : null}
      {team && removing ? (
        <DeleteByName
          key={removing.uuid}
          title={`Remove ${removing.name || removing.email} from ${team.name}`}
          testId="remove-team-member"
          description={
            <p>They keep their place in the organisation but no longer reach this team’s sites.</p>
          }
          name={removing.email}
          action="Remove from team"
          run={() => removeTeamMember({ teamId, personUuid: removing.uuid })}
          failed="The member was not removed"
          onDone={() => {
            props.flash('success', `${removing.name || removing.email} removed from ${team.name}.`);
            setRemoving(null);
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
