// /organisations/{orgId}/teams/new: a new team of the organisation (administrators).
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { useMutation, useQuery } from 'urql';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../components/Screen';
import { OrganisationNav } from '../../../../components/SectionNav';
import { TeamFields } from '../../../../components/TeamForm';
import { CREATE_TEAM, ORGANISATION } from '../../../../graphql/organisation';

export default function NewTeam() {
  const props = useRemote();
  const { orgId } = useRouteParams('organisations/$orgId/teams/new');
  const [{ data, fetching, error }] = useQuery({ query: ORGANISATION, variables: { orgId } });
  const [, createTeam] = useMutation(CREATE_TEAM);
  const organisation = data?.organisation;

  return (
    <ScreenFrame
      title="New team"
      nav={<OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/teams', { orgId })} />}
      description={organisation ? `A new team in ${organisation.name}.` : undefined}
    >
      {!organisation && fetching ? <Loading /> : null}
      {!organisation && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {organisation && !organisation.permissions.updateOrganisations ? (
        <ReadOnlyNote>Only administrators of {organisation.name} can create teams.</ReadOnlyNote>
      ) : null}
      {organisation?.permissions.updateOrganisations ? (
        <TeamFields
          initial={{ name: '', description: '' }}
          submitLabel="Create team"
          onCancel={() => props.navigate(pathTo('organisations/$orgId/teams', { orgId }))}
          onSubmit={async (values) => {
            const result = await createTeam({
              orgId,
              input: { name: values.name.trim(), description: values.description.trim() || null },
            });
            if (result.data) {
              props.flash('success', `Team ${result.data.createTeam.name} created.`);
              props.navigate(pathTo('organisations/$orgId/teams', { orgId }));
            }
            return { error: result.error };
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
