// /organisations/{orgId}/members/new: inviting a person by email, with a role and teams.
import { pathTo, useRemote, useRouteParams } from '@pace/mfe-kit';
import { SubmitActions, TextField } from '@pace/ui/forms';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { type PersonValues, RoleAndTeams, teamsOf } from '../../../../components/PersonForm';
import { LoadError, Loading, ReadOnlyNote, ScreenFrame } from '../../../../components/Screen';
import { OrganisationNav } from '../../../../components/SectionNav';
import { ServerForm, useServerSubmit } from '../../../../components/ServerForm';
import { ORGANISATION_TEAM_OPTIONS } from '../../../../graphql/organisation';
import { INVITE_PERSON } from '../../../../graphql/people';

export default function InvitePerson() {
  const props = useRemote();
  const { orgId } = useRouteParams('organisations/$orgId/members/new');
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
