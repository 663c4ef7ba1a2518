// A person's role and teams: the fields /organisations/{orgId}/members/new and members/{uuid}/edit share.
import { Choice, Fieldset } from '@pace/ui/forms';
import type { UseFormReturn } from 'react-hook-form';
import type { TeamOptionsData } from '../graphql/organisation';
import type { Role, TeamRef } from '../graphql/types';
import { ROLE_ORDER, ROLES } from './format';

export interface PersonValues {
  email: string;
  name: string;
  role: Role;
  teamIds: string[];
}

export function RoleAndTeams({ form, teams }: { form: UseFormReturn<PersonValues>; teams: TeamRef[] }) {
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

export const teamsOf = (data: TeamOptionsData | undefined) =>
  data?.organisation?.teams.edges.map((edge) => edge.node) ?? [];
