// The one text of a GraphQL operation, whatever form its document has (a generated AST or a string):
// the document as urql sends it (with `__typename` where its document cache wants it, so a prefetched
// answer invalidates like any other). Used where a first screen's operation is published and where the
// shell matches a screen's query with the answer it prefetched.
import { createRequest, formatDocument, stringifyDocument } from '@urql/core';

export function operationText(document: unknown): string {
  const input = document instanceof String ? String(document) : document;
  return stringifyDocument(formatDocument(createRequest(input as string, {}).query));
}

/** urql's key of the operation with this text and these variables: equal documents, equal keys. */
export function operationKey(document: unknown, variables: Record<string, unknown>): number {
  return createRequest(operationText(document), variables).key;
}
