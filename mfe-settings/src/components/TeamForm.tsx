// /organisations/{orgId}/teams/new and /organisations/{orgId}/teams/{teamId}/edit: a team's name and
// description; the edit screen also deletes the team once its name is typed.
import { pathTo, useRemote } from '@pace/mfe-kit';
import { type applyServerErrors, controlClass, Field, SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { CREATE_TEAM, DELETE_TEAM, ORGANISATION, TEAM, UPDATE_TEAM } from '../graphql/organisation';
import { DeleteByName } from './DeleteByName';
import { param } from './remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from './Screen';
import { OrganisationNav } from './SectionNav';
import { nameRules, ServerForm, useServerSubmit } from './ServerForm';

interface TeamValues {
  name: string;
  description: string;
}
const FIELDS = ['name', 'description'] as const;

function TeamFields({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TeamValues;
  submitLabel: string;
  onSubmit: (values: TeamValues) => Promise<{ error?: Parameters<typeof applyServerErrors>[0] }>;
  onCancel: () => void;
}) {
  const form = useForm<TeamValues>({ defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const { alert, submit } = useServerSubmit(form, FIELDS, async (values) => (await onSubmit(values)).error);

  return (
    <ServerForm alert={alert} onSubmit={submit} testId="team-form">
      <TextField
        id="team-name"
        label="Name"
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name', nameRules('Enter a name for the team'))}
      />
      <Field
        id="team-description"
        label="Description"
        hint="Optional: what the team looks after."
        error={errors.description?.message}
      >
        {(control) => (
          <textarea
            {...control}
            className={controlClass}
            {...form.register('description', {
              maxLength: { value: 1000, message: 'Keep the description under 1,000 characters' },
            })}
          />
        )}
      </Field>
      <SubmitActions label={submitLabel} disabled={isSubmitting} onCancel={onCancel} />
    </ServerForm>
  );
}

export function NewTeam() {
  const props = useRemote();
  const orgId = param(props, 'orgId');
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

export function EditTeam() {
  const props = useRemote();
  const orgId = param(props, 'orgId');
  const teamId = param(props, 'teamId');
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
