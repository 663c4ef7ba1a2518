// /organisations/{orgId}/members/new (invite by email with a role and teams) and
// /organisations/{orgId}/members/{uuid}/edit (role and teams; remove once the email is typed).
import { pathTo, useRemote } from '@pace/mfe-kit';
import { Choice, controlClass, Field, Fieldset, SubmitActions, TextField } from '@pace/ui/forms';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { type OperationResult, useClient, useMutation, useQuery } from 'urql';
import { ORGANISATION_TEAM_OPTIONS, type TeamOptionsData } from '../graphql/organisation';
import { INVITE_PERSON, PEOPLE, type PeopleData, REMOVE_PERSON, UPDATE_PERSON } from '../graphql/people';
import type { Person, Role, TeamRef } from '../graphql/types';
import { DeleteByName } from './DeleteByName';
import { ROLE_ORDER, ROLES } from './format';
import { param } from './remote';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from './Screen';
import { OrganisationNav } from './SectionNav';
import { ServerForm, useServerSubmit } from './ServerForm';

interface PersonValues {
  email: string;
  name: string;
  role: Role;
  teamIds: string[];
}

function RoleAndTeams({ form, teams }: { form: UseFormReturn<PersonValues>; teams: TeamRef[] }) {
  const { errors } = form.formState;
  return (
    <>
      <Fieldset legend="Role" error={errors.role?.message}>
        {ROLE_ORDER.map((role) => (
          <Choice key={role} hint={ROLES[role].ability}>
            <input type="radio" value={role} {...form.register('role', { required: 'Choose a role' })} />
            {ROLES[role].label}
          </Choice>
        ))}
      </Fieldset>
      <Fieldset
        legend="Teams"
        hint="Users and viewers reach the sites of these teams; administrators reach every team."
        error={errors.teamIds?.message}
      >
        {teams.length === 0 ? <p>The organisation has no teams yet.</p> : null}
        {teams.map((team) => (
          <Choice key={team.id}>
            <input type="checkbox" value={team.slug} {...form.register('teamIds')} />
            {team.name}
          </Choice>
        ))}
      </Fieldset>
    </>
  );
}

const teamsOf = (data: TeamOptionsData | undefined) =>
  data?.organisation?.teams.edges.map((edge) => edge.node) ?? [];

export function InvitePerson() {
  const props = useRemote();
  const orgId = param(props, 'orgId');
  const [{ data, fetching, error }] = useQuery({ query: ORGANISATION_TEAM_OPTIONS, variables: { orgId } });
  const [, invitePerson] = useMutation(INVITE_PERSON);
  const form = useForm<PersonValues>({ defaultValues: { email: '', name: '', role: 'member', teamIds: [] } });
  const { errors, isSubmitting } = form.formState;
  const organisation = data?.organisation;

  const { alert, submit } = useServerSubmit(form, ['email', 'name', 'role', 'teamIds'], async (values) => {
    const result = await invitePerson({
      orgId,
      input: {
        email: values.email.trim(),
        name: values.name.trim() || null,
        role: values.role,
        teamIds: values.teamIds,
      },
    });
    if (result.error) return result.error;
    props.flash('success', `Invitation sent to ${values.email.trim()}. They join once they accept it.`);
    props.navigate(pathTo('organisations/$orgId/members', { orgId }));
  });

  return (
    <ScreenFrame
      title="Invite a person"
      description={
        organisation
          ? `They receive an email invitation to join ${organisation.name}, and join once they accept it with a verified email address.`
          : undefined
      }
      nav={<OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/members', { orgId })} />}
    >
      {!organisation && fetching ? <Loading /> : null}
      {!organisation && !fetching ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {organisation && !organisation.permissions.updateOrganisations ? (
        <ReadOnlyNote>Only administrators of {organisation.name} can invite people.</ReadOnlyNote>
      ) : null}
      {organisation?.permissions.updateOrganisations ? (
        <ServerForm alert={alert} onSubmit={submit} testId="invite-form">
          <TextField
            id="invite-email"
            label="Email"
            error={errors.email?.message}
            type="email"
            autoComplete="off"
            {...form.register('email', {
              required: 'Enter their email address',
              maxLength: { value: 254, message: 'Keep the email under 255 characters' },
              pattern: {
                value: /^[^\s@]+@[^\s@]+$/,
                message: 'Enter an email address like name@example.com',
              },
            })}
          />
          <TextField
            id="invite-name"
            label="Name"
            hint="Optional: they can change it."
            error={errors.name?.message}
            autoComplete="off"
            {...form.register('name', {
              maxLength: { value: 100, message: 'Keep the name to 100 characters' },
            })}
          />
          <RoleAndTeams form={form} teams={teamsOf(data)} />
          <SubmitActions
            label="Send invitation"
            disabled={isSubmitting}
            onCancel={() => props.navigate(pathTo('organisations/$orgId/members', { orgId }))}
          />
        </ServerForm>
      ) : null}
    </ScreenFrame>
  );
}

/** One person of the organisation: the people list pages until the uuid turns up. */
function usePerson(orgId: string, uuid: string) {
  const client = useClient();
  const [state, setState] = useState<{
    person: Person | null;
    organisation: PeopleData['organisation'];
    error: Parameters<typeof LoadError>[0]['error'];
    fetching: boolean;
  }>({ person: null, organisation: null, error: undefined, fetching: true });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      let cursor: string | null = null;
      for (;;) {
        const result: OperationResult<PeopleData> = await client
          .query(PEOPLE, { orgId, query: null, cursor }, { requestPolicy: 'network-only' })
          .toPromise();
        if (cancelled) return;
        const organisation: PeopleData['organisation'] = result.data?.organisation ?? null;
        const person = organisation?.people.edges.find((edge) => edge.node.uuid === uuid)?.node ?? null;
        if (!organisation || person || !organisation.people.pageInfo.hasNextPage) {
          setState({ person, organisation, error: result.error, fetching: false });
          return;
        }
        cursor = organisation.people.pageInfo.endCursor;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client, orgId, uuid]);
  return state;
}

export function EditPerson() {
  const props = useRemote();
  const orgId = param(props, 'orgId');
  const uuid = param(props, 'uuid');
  const { person, organisation, error, fetching } = usePerson(orgId, uuid);
  const [options] = useQuery({
    query: ORGANISATION_TEAM_OPTIONS,
    variables: { orgId },
    pause: !organisation,
  });

  return (
    <ScreenFrame
      title="Edit person"
      description={person ? person.name || person.email : undefined}
      nav={<OrganisationNav orgId={orgId} current={pathTo('organisations/$orgId/members', { orgId })} />}
    >
      {fetching ? <Loading /> : null}
      {!fetching && !organisation ? <LoadError error={error} notFound="Organisation not found" /> : null}
      {!fetching && organisation && !person ? (
        <LoadError error={undefined} notFound="Person not found" />
      ) : null}
      {organisation && person && !organisation.permissions.updateOrganisations ? (
        <ReadOnlyNote>
          Only administrators of {organisation.name} can change people’s roles and teams.
        </ReadOnlyNote>
      ) : null}
      {organisation && person && organisation.permissions.updateOrganisations && options.data ? (
        <EditPersonForm orgId={orgId} person={person} teams={teamsOf(options.data)} />
      ) : null}
    </ScreenFrame>
  );
}

function EditPersonForm({ orgId, person, teams }: { orgId: string; person: Person; teams: TeamRef[] }) {
  const { navigate, flash } = useRemote();
  const form = useForm<PersonValues>({
    defaultValues: {
      email: person.email,
      name: person.name ?? '',
      role: person.role,
      teamIds: person.teams.map((team) => team.slug),
    },
  });
  const [, updatePerson] = useMutation(UPDATE_PERSON);
  const [, removePerson] = useMutation(REMOVE_PERSON);
  const label = person.name || person.email;

  const { alert, submit } = useServerSubmit(form, ['role', 'teamIds'], async (values) => {
    const result = await updatePerson({
      orgId,
      uuid: person.uuid,
      input: { role: values.role, teamIds: values.teamIds },
    });
    if (result.error) return result.error;
    flash('success', `${label} saved.`);
    navigate(pathTo('organisations/$orgId/members', { orgId }));
  });

  return (
    <>
      <ServerForm alert={alert} onSubmit={submit} testId="person-form">
        <Field id="person-email" label="Email">
          {(control) => <input {...control} className={controlClass} value={person.email} readOnly />}
        </Field>
        <RoleAndTeams form={form} teams={teams} />
        <SubmitActions
          label="Save"
          disabled={form.formState.isSubmitting}
          onCancel={() => navigate(pathTo('organisations/$orgId/members', { orgId }))}
        />
      </ServerForm>
      <DeleteByName
        title={person.pendingInvitation ? 'Cancel the invitation' : 'Remove from the organisation'}
        testId="remove-person"
        description={
          person.pendingInvitation ? (
            <p>The invitation link stops working, and {label} does not join the organisation.</p>
          ) : (
            <p>
              {label} loses access to every team and site of the organisation at once, in every browser they
              are signed in with. Every API token they created for it is revoked: their personal tokens and
              the organisation tokens they made, so replace any token your integrations use first.
            </p>
          )
        }
        name={person.email}
        action={person.pendingInvitation ? 'Cancel invitation' : 'Remove person'}
        run={() => removePerson({ orgId, uuid: person.uuid }, { additionalTypenames: ['Person'] })}
        failed="The person was not removed"
        onDone={() => {
          flash('success', `${label} removed.`);
          navigate(pathTo('organisations/$orgId/members', { orgId }));
        }}
      />
    </>
  );
}
