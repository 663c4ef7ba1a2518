// /teams/{teamId}/team (the team's members) and /teams/{teamId}/team/add (add a person of the
// organisation). Administrators manage team membership; removing someone needs their email typed.
import { AppLink, pathTo, useRemote } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import { controlClass, errorText, Field, SubmitActions } from '@pace/ui/forms';
import { ActionsCell, ListTable } from '@pace/ui/lists';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ADD_TEAM_MEMBER, PEOPLE, REMOVE_TEAM_MEMBER, TEAM_MEMBERS } from '../graphql/people';
import type { Person } from '../graphql/types';
import { RoleBadge } from './Badges';
import { ButtonLink } from './ButtonLink';
import { DeleteByName } from './DeleteByName';
import { PersonName, RelativeTime } from './ListCells';
import { param } from './remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from './Screen';
import { TeamNav } from './SectionNav';
import { ServerForm } from './ServerForm';
import table from './Table.module.css';

export function TeamMembers() {
  const props = useRemote();
  const teamId = param(props, 'teamId');
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

export function AddTeamMember() {
  const props = useRemote();
  const teamId = param(props, 'teamId');
  const [teamResult] = useQuery({ query: TEAM_MEMBERS, variables: { teamId } });
  const team = teamResult.data?.team;
  const orgId = team?.organisation.id ?? '';
  const [peopleResult] = useQuery({
    query: PEOPLE,
    variables: { orgId, query: null, cursor: null },
    pause: !team,
  });
  const [, addTeamMember] = useMutation(ADD_TEAM_MEMBER);
  const [chosen, setChosen] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const memberIds = new Set(team?.members.map((member) => member.uuid));
  const candidates =
    peopleResult.data?.organisation?.people.edges
      .map((edge) => edge.node)
      .filter((person) => !memberIds.has(person.uuid)) ?? [];
  const canManage = team?.permissions.updateOrganisations ?? false;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setAlert('Choose a person to add');
      return;
    }
    setBusy(true);
    setAlert(null);
    const result = await addTeamMember({ teamId, personUuid: chosen });
    setBusy(false);
    if (result.error) {
      setAlert(errorText(result.error));
      return;
    }
    const person = candidates.find((candidate) => candidate.uuid === chosen);
    props.flash('success', `${person?.name || person?.email || 'The person'} added to ${team?.name}.`);
    props.navigate(pathTo('teams/$teamId/team', { teamId }));
  }

  return (
    <ScreenFrame
      title="Add a team member"
      description={team ? `Give a person of ${team.organisation.name} access to ${team.name}.` : undefined}
      nav={<TeamNav teamId={teamId} current={pathTo('teams/$teamId/team', { teamId })} />}
    >
      {!team && teamResult.fetching ? <Loading lines={3} /> : null}
      {!team && !teamResult.fetching ? (
        <LoadError error={teamResult.error} notFound="Team not found" />
      ) : null}
      {team && !canManage ? <ReadOnlyNote>Only administrators add people to teams.</ReadOnlyNote> : null}
      {team && canManage && peopleResult.fetching && !peopleResult.data ? <Loading lines={3} /> : null}
      {team && canManage && peopleResult.data ? (
        <ServerForm alert={alert} onSubmit={add} testId="add-member-form">
          <Field
            id="member-person"
            label="Person"
            hint={
              candidates.length === 0 ? (
                <>
                  Everyone is already a member. Invite new people from{' '}
                  <AppLink href={pathTo('organisations/$orgId/members/new', { orgId })}>People</AppLink>.
                </>
              ) : undefined
            }
          >
            {(control) => (
              <select
                {...control}
                className={controlClass}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">Choose a person…</option>
                {candidates.map((person) => (
                  <option key={person.uuid} value={person.uuid}>
                    {person.name ? `${person.name} (${person.email})` : person.email}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <SubmitActions
            label="Add to team"
            disabled={busy || candidates.length === 0}
            onCancel={() => props.navigate(pathTo('teams/$teamId/team', { teamId }))}
          />
        </ServerForm>
      ) : null}
    </ScreenFrame>
  );
}
