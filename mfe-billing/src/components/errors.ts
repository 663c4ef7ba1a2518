// What a failed query or mutation means for a form: messages beside the fields the bff names in
// `extensions.field`, and one message for the rest. Errors are told apart by code, never by text.
import type { CombinedError } from 'urql';

export interface ServerErrors {
  fields: Record<string, string>;
  message: string | null;
  code: string | null;
}

export const NETWORK_MESSAGE = 'Could not reach Pace. Check your connection and try again.';

export function serverErrors(error: CombinedError | undefined | null): ServerErrors {
  const result: ServerErrors = { fields: {}, message: null, code: null };
  if (!error) return result;
  if (error.networkError && error.graphQLErrors.length === 0) {
    const response = error.response as Response | undefined;
    result.message =
      response && response.status >= 400
        ? `Error ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`
        : NETWORK_MESSAGE;
    return result;
  }
  const loose: string[] = [];
  for (const graphQLError of error.graphQLErrors) {
    const { field, code } = graphQLError.extensions as { field?: unknown; code?: unknown };
    result.code ??= typeof code === 'string' ? code : null;
    if (typeof field === 'string' && field && !(field in result.fields))
      result.fields[field] = graphQLError.message;
    else loose.push(graphQLError.message);
  }
  result.message = loose.length > 0 ? loose.join(' ') : null;
  return result;
}

/** Field errors for the fields a form shows; the rest joins the form's own message. */
export function splitErrors(error: CombinedError | undefined, shown: readonly string[]) {
  const { fields, message, code } = serverErrors(error);
  const mine: Record<string, string> = {};
  const others: string[] = message ? [message] : [];
  for (const [field, text] of Object.entries(fields)) {
    if (shown.includes(field)) mine[field] = text;
    else others.push(text);
  }
  return { fields: mine, message: others.length > 0 ? others.join(' ') : null, code };
}
