// /organisations/{orgId}/members/{uuid}/edit: a person's role and teams; removing them once their email
// is typed.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { controlClass, Field, SubmitActions } from '@pace/ui/forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type OperationResult, useClient, useMutation, useQuery } from 'urql';
import { DeleteByName } from '../../../../../components/DeleteByName';
import { type PersonValues, RoleAndTeams, teamsOf } from '../../../../../components/PersonForm';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../../components/Screen';
import { OrganisationNav } from '../../../../../components/SectionNav';
import { ServerForm, useServerSubmit } from '../../../../../components/ServerForm';
import { ORGANISATION_TEAM_OPTIONS } from '../../../../../graphql/organisation';
import { PEOPLE, type PeopleData, REMOVE_PERSON, UPDATE_PERSON } from '../../../../../graphql/people';
import type { Person, TeamRef } from '../../../../../graphql/types';

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

export default function EditPerson() {
  const { orgId, uuid } = useRouteParams('organisations/$orgId/members/$uuid/edit');
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
