// What the personal token screens of /you/settings/tokens load. A personal token belongs to one
// organisation and reaches only its owner's teams there, with at most the owner's rights.
import { useQuery } from 'urql';
import { ORGANISATION_TEAM_OPTIONS } from '../graphql/organisation';
import { PERSONAL_TOKENS } from '../graphql/user';

export function usePersonalTokens() {
  const [{ data, fetching, error }] = useQuery({
    query: PERSONAL_TOKENS,
    requestPolicy: 'cache-and-network',
  });
  return { user: data?.currentUser ?? null, loaded: Boolean(data), fetching, error };
}

/** The teams and the viewer's permissions in the organisation a personal token is for. */
export function useTokenOrganisation(orgId: string) {
  const [{ data, fetching }] = useQuery({
    query: ORGANISATION_TEAM_OPTIONS,
    variables: { orgId },
    pause: !orgId,
  });
  return { organisation: data?.organisation ?? null, fetching };
}
