// /teams/{teamId}/team/add: adding a person of the organisation to the team (administrators).
import { AppLink, pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { controlClass, errorText, Field, SubmitActions } from '@pace/ui/forms';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../components/Screen';
import { TeamNav } from '../../../../components/SectionNav';
import { ServerForm } from '../../../../components/ServerForm';
import { ADD_TEAM_MEMBER, PEOPLE, TEAM_MEMBERS } from '../../../../graphql/people';

export default function AddTeamMember() {
  const props = useRemote();
  const { teamId } = useRouteParams('teams/$teamId/team/add');
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
