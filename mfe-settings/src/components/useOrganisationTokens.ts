// The organisation's API tokens, with its teams and the viewer's permissions: what the token screens of
// /organisations/{orgId}/api load.
import { useQuery } from 'urql';
import { ORGANISATION_TOKENS } from '../graphql/tokens';

export function useOrganisationTokens(orgId: string) {
  const [{ data, fetching, error }] = useQuery({
    query: ORGANISATION_TOKENS,
    variables: { orgId },
    requestPolicy: 'cache-and-network',
  });
  return { organisation: data?.organisation ?? null, fetching, error };
}
