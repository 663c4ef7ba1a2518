// /organisations/{orgId}/teams/{teamId}/edit: a team's name and description; deleting the team once its
// name is typed.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation, useQuery } from 'urql';
import { DeleteByName } from '../../../../../components/DeleteByName';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../../components/Screen';
import { OrganisationNav } from '../../../../../components/SectionNav';
import { TeamFields } from '../../../../../components/TeamForm';
import { DELETE_TEAM, TEAM, UPDATE_TEAM } from '../../../../../graphql/organisation';

export default function EditTeam() {
  const props = useRemote();
  const { orgId, teamId } = useRouteParams('organisations/$orgId/teams/$teamId/edit');
  const [{ data, fetching, error }] = useQuery({ query: TEAM, variables: { teamId } });
  const [, updateTeam] = useMutation(UPDATE_TEAM);
  const [, deleteTeam] = useMutation(DELETE_TEAM);
  const team = data?.team;

  return (
    <ScreenFrame
      title="Edit team"
      nav={<OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/teams', { orgId })} />}
      description={team?.name}
    >
      {!team && fetching ? <Loading /> : null}
      {!team && !fetching ? <LoadError error={error} notFound="Team not found" /> : null}
      {team && !team.permissions.updateOrganisations ? (
        <ReadOnlyNote>Only administrators of {team.organisation.name} can change teams.</ReadOnlyNote>
      ) : null}
      {team?.permissions.updateOrganisations ? (
        <>
          <TeamFields
            key={team.id}
            initial={{ name: team.name, description: team.description ?? '' }}
            submitLabel="Save team"
            onCancel={() => props.navigate(pathTo('organisations/$orgId/teams', { orgId }))}
            onSubmit={async (values) => {
              const result = await updateTeam({
                teamId,
                input: { name: values.name.trim(), description: values.description.trim() || null },
              });
              if (result.data) {
                props.flash('success', `Team ${result.data.updateTeam.name} saved.`);
                props.navigate(pathTo('organisations/$orgId/teams', { orgId }));
              }
              return { error: result.error };
            }}
          />
          <DeleteByName
            title="Delete this team"
            testId="delete-team"
            description={
              <p>
                Its sites ({team.siteCount}) and all their monitoring data are deleted with it. This cannot be
                undone.
              </p>
            }
            name={team.name}
            action="Delete team"
            run={(typed) =>
              deleteTeam({ teamId, confirmation: typed }, { additionalTypenames: ['Team', 'TeamConnection'] })
            }
            failed="The team was not deleted"
            onDone={() => {
              props.flash('success', `Team ${team.name} deleted.`);
              props.navigate(pathTo('organisations/$orgId/teams', { orgId }));
            }}
          />
        </>
      ) : null}
    </ScreenFrame>
  );
}
