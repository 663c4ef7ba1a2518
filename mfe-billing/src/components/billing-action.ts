// A billing change as one user action: the first submit of a form makes an idempotency key, sent in the
// GraphQL request's extensions; submitting the same values again after an error that says a retry may work
// (Stripe unreachable, the network) sends the same key, so the bff and Stripe do the change once. Any other
// answer (done, or refused for a reason the user must fix) ends the action: the next submit is a new one.
import { type AnyVariables, createRequest, type OperationResult, type TypedDocumentNode } from '@urql/core';
import { useCallback, useRef, useState } from 'react';
import { useClient } from 'urql';

export function useBillingAction<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
) {
  const client = useClient();
  const action = useRef<{ values: string; key: string } | null>(null);
  const [fetching, setFetching] = useState(false);
  const run = useCallback(
    async (variables: Variables): Promise<OperationResult<Data, Variables>> => {
      const values = JSON.stringify(variables);
      if (action.current?.values !== values) action.current = { values, key: crypto.randomUUID() };
      setFetching(true);
      try {
        const request = createRequest(document, variables, { idempotencyKey: action.current.key });
        const result = await client.executeMutation(request).toPromise();
        if (!retryable(result)) action.current = null;
        return result;
      } finally {
        setFetching(false);
      }
    },
    [client, document],
  );
  return [{ fetching }, run] as const;
}

function retryable(result: OperationResult): boolean {
  const { error } = result;
  if (!error) return false;
  return Boolean(error.networkError) || error.graphQLErrors.some((e) => e.extensions?.retryable === true);
}
