// Parsing and validating a GraphQL document once per query text, not once per request: the screens send
// the same few documents again and again, and parsing plus the ~30 validation rules cost more than the
// resolvers of a small query (`npm run bench -- scale`). The document-only rules run once per text;
// the rules that also read the request (the cost rule, with its variables; the share scope, with its
// viewer) run on every request.
import {
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  parse,
  type Source,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';
import { shapeRules } from './graphql-limits.ts';

/** Query texts kept (the least recently used goes first), and the longest text kept. */
const KEPT = 500;
const LONGEST = 20_000;

const documentRules = new Set<ValidationRule>([...specifiedRules, ...shapeRules]);

export function createDocumentCache() {
  const documents = new Map<string, DocumentNode>();
  /** The document-only rules' errors of each kept document (a document belongs to one schema: one cache per endpoint). */
  const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    /** graphql's parse, answering the same document for the same text. Syntax errors throw as before. */
    parse(source: string | Source): DocumentNode {
      if (typeof source !== 'string' || source.length > LONGEST) return parse(source);
      const kept = documents.get(source);
      if (kept) {
        // Most recently used last: Map keeps insertion order.
        documents.delete(source);
        documents.set(source, kept);
        return kept;
      }
      const document = parse(source);
      documents.set(source, document);
      if (documents.size > KEPT) documents.delete(documents.keys().next().value!);
      return document;
    },
    /** graphql's validate, with the document-only rules' verdict kept per document. */
    validate(
      schema: GraphQLSchema,
      document: DocumentNode,
      rules: readonly ValidationRule[] = specifiedRules,
    ): readonly GraphQLError[] {
      const perDocument = rules.filter((rule) => documentRules.has(rule));
      const perRequest = rules.filter((rule) => !documentRules.has(rule));
      let errors = checked.get(document);
      if (!errors) {
        errors = validate(schema, document, perDocument);
        checked.set(document, errors);
      }
      if (perRequest.length === 0) return errors;
      // An invalid document still gets the request's verdicts too (a shared report's viewer is told that
      // a field is not available, whatever else is wrong), as when every rule ran together.
      const requestErrors = validate(schema, document, perRequest);
      return errors.length === 0 ? requestErrors : [...errors, ...requestErrors];
    },
  };
}
