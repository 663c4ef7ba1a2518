// Bounds on what one request may ask for (graphql-armor rules, our fragment and cost rules, plain
// graphql-js validation rules), so a crafted query cannot make the server do unbounded work.
// Introspection is exempt from depth and cost. The platform's own documents stay far below each limit:
// at most ~200 tokens, 5 fragments and 5 spreads (bff/test/remote-documents.test.ts checks them).
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { metrics } from '@pace/platform/metrics';
import {
  type ASTNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { costLimitRule } from './query-cost.ts';

export const LIMITS = {
  depth: 10,
  aliases: 15,
  cost: 5_000,
  tokens: 2_000,
  fragments: 25,
  spreads: 100,
  repeats: 10,
};

// Report a rejection as a validation error (a 400) instead of throwing out of validation (a 500).
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

function limitError(what: string, limit: number, found: number) {
  return new GraphQLError(`${what} limit of ${limit} exceeded, found ${found}.`, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
}

/** Refuses documents defining too many fragments or spreading them too often; counts the nodes seen. */
const fragmentLimitRule: ValidationRule = (context) => {
  let fragments = 0;
  let spreads = 0;
  let nodes = 0;
  const over = (what: string, limit: number, found: number) =>
    context.reportError(limitError(what, limit, found));
  return {
    enter(node: ASTNode) {
      nodes += 1;
      if (node.kind === 'FragmentDefinition') fragments += 1;
      else if (node.kind === 'FragmentSpread') spreads += 1;
    },
    leave(node: ASTNode) {
      if (node.kind !== 'Document') return;
      metrics.graphqlWork.inc({ stage: 'validation' }, nodes);
      if (fragments > LIMITS.fragments) over('Fragments', LIMITS.fragments, fragments);
      if (spreads > LIMITS.spreads) over('Fragment spreads', LIMITS.spreads, spreads);
    },
  };
};

/**
 * Refuses a field selected many times at one place (`{ a { b } a { b } … }`, inline fragments count as
 * their parent): graphql's rule that fields can merge compares each such pair, so a few hundred of them
 * in one small document cost it half a second. Named fragments are places of their own.
 */
const repeatedFieldRule: ValidationRule = (context) => {
  const check = (selectionSet: SelectionSetNode) => {
    const ids = new Map<string, number>();
    const counts: number[] = [];
    let worst = 0;
    const walk = (set: SelectionSetNode, place: number) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, place);
        if (selection.kind !== Kind.FIELD) continue;
        const key = `${place} ${(selection.alias ?? selection.name).value}`;
        let id = ids.get(key);
        if (id === undefined) {
          id = counts.length;
          ids.set(key, id);
          counts.push(0);
        }
        const count = (counts[id] ?? 0) + 1;
        counts[id] = count;
        worst = Math.max(worst, count);
        if (selection.selectionSet) walk(selection.selectionSet, id);
      }
    };
    walk(selectionSet, -1);
    if (worst > LIMITS.repeats) context.reportError(limitError('Repeated fields', LIMITS.repeats, worst));
  };
  return {
    OperationDefinition: (node) => check(node.selectionSet),
    FragmentDefinition: (node) => check(node.selectionSet),
  };
};

/**
 * The rules that depend on the document alone and cost one pass over it (fragments are counted once
 * each): they run first, so nothing dearer runs on a document they refuse.
 */
export const shapeRules = [
  fragmentLimitRule,
  repeatedFieldRule,
  maxDepthRule({ n: LIMITS.depth, ...report }),
  maxAliasesRule({ n: LIMITS.aliases, ...report }),
] as unknown as ValidationRule[];

/**
 * The limits of a request. Its variables count: a page size sent as `$first` costs what it asks for.
 * Without them (a document checked ahead of time) sizes come from the query and the schema's defaults.
 */
export function limitRulesFor(variables: Record<string, unknown> = {}): ValidationRule[] {
  return [...shapeRules, costLimitRule(LIMITS.cost, variables)];
}

export const limitRules = limitRulesFor();
