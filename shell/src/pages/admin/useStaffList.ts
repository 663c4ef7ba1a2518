// One page of a staff list: asked again when the search or the page changes; the answer to an older
// question never replaces a newer one.
import { useEffect, useState } from 'react';
import { graphqlRequest } from '../../chrome/data/request';
import type { TypedDocumentString } from '../../graphql/generated/graphql';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

export function useStaffList<T>(
  document: TypedDocumentString<T, { query?: string | null; cursor?: string | null }>,
  query: string,
  cursor: string | null,
): ListState<T> {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    graphqlRequest(document, { query: query || null, cursor }).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [document, query, cursor]);
  return state;
}
