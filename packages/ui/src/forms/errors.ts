// What a failed query or mutation means for a form: messages beside the fields the bff names in
// `extensions.field`, and one message for the rest. Errors are told apart by code, never by text.

/**
 * The part of urql's CombinedError these helpers read, spelled out so that @pace/ui needs no GraphQL
 * client: pass the `error` of a query or mutation result as it is.
 */
export interface RequestError {
  networkError?: Error | undefined;
  graphQLErrors: readonly { message: string; extensions?: Readonly<Record<string, unknown>> | undefined }[];
  // biome-ignore lint/suspicious/noExplicitAny: urql types the response as any
  response?: any;
}

export interface ServerErrors {
  /** Field name (as the bff's input names it, e.g. `formAuth.url`) to its message. */
  fields: Record<string, string>;
  /** Everything not tied to a field; null when every error was. */
  message: string | null;
  /** The first error's code: NOT_FOUND, FORBIDDEN, BAD_USER_INPUT, ... */
  code: string | null;
}

export const NETWORK_MESSAGE = 'Could not reach Pace. Check your connection and try again.';

export function serverErrors(error: RequestError | undefined | null): ServerErrors {
  const result: ServerErrors = { fields: {}, message: null, code: null };
  if (!error) return result;
  if (error.networkError && error.graphQLErrors.length === 0) {
    // An HTTP error before GraphQL ran (a refused request, an outage) reads as the spec's 'Error {status}'.
    const response = error.response as Response | undefined;
    result.message =
      response && response.status >= 400
        ? `Error ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
        : NETWORK_MESSAGE;
    return result;
  }
  const loose: string[] = [];
  for (const graphQLError of error.graphQLErrors) {
    const { field, code } = (graphQLError.extensions ?? {}) as { field?: unknown; code?: unknown };
    result.code ??= typeof code === 'string' ? code : null;
    if (typeof field === 'string' && field && !(field in result.fields)) {
      result.fields[field] = graphQLError.message;
    } else {
      loose.push(graphQLError.message);
    }
  }
  result.message = loose.length > 0 ? loose.join(' ') : null;
  return result;
}

/** Field errors for the fields a form shows (for forms that keep their own error state); the rest joins the form's message. */
export function splitErrors(error: RequestError | undefined | null, shown: readonly string[]) {
  const { fields, message, code } = serverErrors(error);
  const mine: Record<string, string> = {};
  const others: string[] = message ? [message] : [];
  for (const [field, text] of Object.entries(fields)) {
    if (shown.includes(field)) mine[field] = text;
    else others.push(text);
  }
  return { fields: mine, message: others.length > 0 ? others.join(' ') : null, code };
}

/**
 * For react-hook-form: puts each field error beside its field (`setError`) when the form has that field;
 * whatever is left is returned for the form's own alert.
 */
export function applyServerErrors(
  error: RequestError | undefined | null,
  setError: (
    field: never,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void,
  formFields: readonly string[],
): string | null {
  const { fields, message } = splitErrors(error, formFields);
  let focused = false;
  for (const [field, text] of Object.entries(fields)) {
    setError(field as never, { type: 'server', message: text }, { shouldFocus: !focused });
    focused = true;
  }
  return message;
}

/** One line for an error shown outside a form field (typed confirmations, row actions). */
export function errorText(error: RequestError | undefined | null, fallback = 'That did not work'): string {
  const { message, fields } = serverErrors(error);
  return message ?? Object.values(fields)[0] ?? fallback;
}
