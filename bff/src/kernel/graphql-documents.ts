// Parsing and validating a GraphQL document once per query text, not once per request: the screens send
// the same few documents again and again, and parsing plus the ~30 validation rules cost more than the
// resolvers of a small query (`npm run bench -- scale`). The document-only rules run once per text;
// the rules that also read the request (the cost rule, with its variables; the share scope, with its
// viewer) run on every request. Validation goes in stages and stops at the first that refuses: the
// one-pass shape limits, then graphql's own rules, then the request's rules, and the cost analysis last,
// only on a document that passed everything else.
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
import { LIMITS, shapeRules } from './graphql-limits.ts';
import { isCostRule } from './query-cost.ts';

/** Query texts kept (the least recently used goes first), and the longest text kept. */
const KEPT = 500;
const LONGEST = 20_000;

const shapeRuleSet = new Set<ValidationRule>(shapeRules);
const specifiedRuleSet = new Set<ValidationRule>(specifiedRules);
/** A document's tokens past this many: a syntax error, before the parser builds any more of it. */
const PARSE_OPTIONS = { maxTokens: LIMITS.tokens };

export function createDocumentCache() {
  const documents = new Map<string, DocumentNode>();
  /** The document-only rules' errors of each kept document (a document belongs to one schema: one cache per endpoint). */
  const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    /** graphql's parse, answering the same document for the same text. Syntax errors throw as before. */
    parse(source: string | Source): DocumentNode {
      if (typeof source !== 'string' || source.length > LONGEST) return parse(source, PARSE_OPTIONS);
      const kept = documents.get(source);
      if (kept) {
        // Most recently used last: Map keeps insertion order.
        documents.delete(source);
        documents.set(source, kept);
        return kept;
      }
      const document = parse(source, PARSE_OPTIONS);
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
      const shape = rules.filter((rule) => shapeRuleSet.has(rule));
      const specified = rules.filter((rule) => specifiedRuleSet.has(rule));
      const cost = rules.filter(isCostRule);
      const perRequest = rules.filter(
        (rule) => !shapeRuleSet.has(rule) && !specifiedRuleSet.has(rule) && !isCostRule(rule),
      );
      let errors = checked.get(document);
      if (!errors) {
        errors = validate(schema, document, shape);
        if (errors.length === 0) errors = validate(schema, document, specified);
        checked.set(document, errors);
      }
      // An invalid document still gets the request's verdicts too (a shared report's viewer is told that
      // a field is not available, whatever else is wrong): those rules are one pass over the document.
      const requestErrors = perRequest.length ? validate(schema, document, perRequest) : [];
      const refused = errors.length === 0 ? requestErrors : [...errors, ...requestErrors];
      if (refused.length > 0 || cost.length === 0) return refused;
      return validate(schema, document, cost);
    },
  };
}
