// What a query costs before it runs: one per field, and a field's children count once per item it may
// return. A page's size is its `first` (or `last`, `limit`) argument, given inline, as a variable or by
// the schema's default; a list with no size counts as DEFAULT_LIST_SIZE items. So a few nested pages of
// 100 cost what they will make the server read, which a flat count of fields would not see.
// Each fragment is counted once per page size it is spread under (memoised): a fragment spread five
// times by each of ten nested fragments costs ten walks, not five to the tenth.

import { metrics } from '@pace/platform/metrics';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';

/** Items assumed for a list whose size the query does not bound. */
export const DEFAULT_LIST_SIZE = 10;
const SIZE_ARGUMENTS = ['first', 'last', 'limit'];

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  defaults: Record<string, unknown>;
  /** Fragments being counted, against cycles (validation reports those separately). */
  open: Set<string>;
  /** Each fragment's cost by page size: what a spread of it adds, counted once. */
  counted: Map<string, number>;
  /** Selections visited: the work done, which tests and metrics read. */
  visited: number;
}

export interface CostMeasure {
  cost: number;
  /** Selections visited to find it: bounded by the document's size, whatever its fragments spread. */
  visited: number;
}

/** The cost of the dearest operation of a document (the one a request runs is at most that). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): number {
  return measureQueryCost(schema, document, variables).cost;
}

/** The cost of a document, with the work its count took. */
export function measureQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): CostMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let dearest = 0;
  let visited = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = rootTypeOf(schema, definition);
    if (!root) continue;
    const walk: Walk = {
      schema,
      fragments,
      variables,
      defaults: defaultsOf(definition),
      open: new Set<string>(),
      counted: new Map<string, number>(),
      visited: 0,
    };
    dearest = Math.max(dearest, selectionCost(walk, definition.selectionSet, root, null));
    visited += walk.visited;
  }
  return { cost: dearest, visited };
}

const costRules = new WeakSet<ValidationRule>();

/** Whether a rule is a cost rule: those run last, on a document every other rule has passed. */
export function isCostRule(rule: ValidationRule): boolean {
  return costRules.has(rule);
}

/** Refuses, as a validation error (a 400, before any resolver runs), a document over `maxCost`. */
export function costLimitRule(maxCost: number, variables: Record<string, unknown> = {}): ValidationRule {
  const rule: ValidationRule = (context) => ({
    Document: {
      leave(document) {
        const { cost, visited } = measureQueryCost(context.getSchema(), document, variables);
        metrics.graphqlWork.inc({ stage: 'cost' }, visited);
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${cost}.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    },
  });
  costRules.add(rule);
  return rule;
}

/**
 * `pageSize` is the size given to the field that holds this selection when that field is a page (a
 * connection): the lists inside it (its edges) hold that many items.
 */
function selectionCost(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  pageSize: number | null,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    walk.visited += 1;
    if (selection.kind === Kind.FIELD) {
      total += fieldCost(walk, selection, parent, pageSize);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) total += selectionCost(walk, selection.selectionSet, type, pageSize);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      const type = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !type || !isCompositeType(type) || walk.open.has(name)) continue;
      const key = `${name} ${pageSize}`;
      let cost = walk.counted.get(key);
      if (cost === undefined) {
        walk.open.add(name);
        cost = selectionCost(walk, fragment.selectionSet, type, pageSize);
        walk.open.delete(name);
        walk.counted.set(key, cost);
      }
      total += cost;
    }
  }
  return total;
}

function fieldCost(walk: Walk, node: FieldNode, parent: GraphQLCompositeType, pageSize: number | null) {
  const name = node.name.value;
  if (name.startsWith('__')) return 0; // introspection is exempt
  const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
  if (!field) return 0; // an unknown field fails validation anyway
  const type = getNamedType(field.type);
  const size = sizeOf(walk, node, field);
  const isList = isListType(getNullableType(field.type));
  const items = isList ? (size ?? pageSize ?? DEFAULT_LIST_SIZE) : 1;
  const children =
    node.selectionSet && isCompositeType(type)
      ? selectionCost(walk, node.selectionSet, type, isList ? null : size)
      : 0;
  return 1 + items * children;
}

/** The size argument of a field, from the query, its variables or the schema's default. */
function sizeOf(walk: Walk, node: FieldNode, field: GraphQLField<unknown, unknown>): number | null {
  for (const argName of SIZE_ARGUMENTS) {
    const definition = field.args.find((arg) => arg.name === argName);
    if (!definition) continue;
    const given = node.arguments?.find((arg) => arg.name.value === argName);
    // A variable left out means the argument was not given: the schema's default applies.
    const value = (given && argumentValue(walk, given.value)) ?? definition.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(1, Math.floor(value));
    return DEFAULT_LIST_SIZE;
  }
  return null;
}

function argumentValue(walk: Walk, value: ValueNode): unknown {
  if (value.kind === Kind.VARIABLE) {
    const name = value.name.value;
    return name in walk.variables ? walk.variables[name] : walk.defaults[name];
  }
  return valueFromASTUntyped(value);
}

function defaultsOf(operation: OperationDefinitionNode): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const variable of operation.variableDefinitions ?? []) {
    if (variable.defaultValue)
      defaults[variable.variable.name.value] = valueFromASTUntyped(variable.defaultValue);
  }
  return defaults;
}

function rootTypeOf(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  if (operation.operation === 'query') return schema.getQueryType();
  if (operation.operation === 'mutation') return schema.getMutationType();
  return schema.getSubscriptionType();
}
