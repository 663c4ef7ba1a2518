// The field walk: from one top-level field, a selection of every object field reachable below it, so the
// access suite can try each nested field with each caller. Each object type is expanded once per walk,
// where it is cheapest (the fewest items its lists above it multiply, as the cost rule counts them);
// other places select only `__typename`, which keeps a walk near the request limits. Required arguments of nested fields get plain values; page sizes stay small. A field
// that answers with an error nulls its parent (non-null fields), so the suite walks again without the
// refused paths (`skip`) to reach their siblings.
import {
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
} from 'graphql';

/** A node of the walk: the fields selected on an object type (leaves have no node). */
export interface WalkNode {
  type: GraphQLObjectType;
  fields: { name: string; args: string; child: WalkNode | null }[];
}

/** What a caller may select (the share scope cuts the walk down for a share link's viewer). */
export type FieldFilter = (typeName: string, fieldName: string) => boolean;

/** Depth of the deepest field a walk selects (the request limit is 10). */
const MAX_DEPTH = 9;
const PAGE_SIZE = 2;
/** What the cost rule assumes for a list without a size (bff/src/kernel/query-cost.ts). */
const UNSIZED_LIST = 10;

/** How many items of `field` the cost rule counts below a place. */
function itemsOf(parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>): number {
  if (field.args.some((arg) => ['first', 'limit'].includes(arg.name))) return PAGE_SIZE;
  if (!isListType(getNullableType(field.type))) return 1;
  return parent.name.endsWith('Connection') ? 1 : UNSIZED_LIST;
}

/** Argument literals for a nested field: its required arguments, and a small page. */
function argumentsOf(field: GraphQLField<unknown, unknown>): string {
  const parts: string[] = [];
  for (const arg of field.args) {
    if (['first', 'limit'].includes(arg.name)) parts.push(`${arg.name}: ${PAGE_SIZE}`);
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined)
      parts.push(`${arg.name}: ${literal(arg.name, arg.type)}`);
  }
  return parts.length ? `(${parts.join(', ')})` : '';
}

function literal(name: string, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  if (name === 'category') return '"performance"';
  if (named.name === 'Int' || named.name === 'Float') return '1';
  if (named.name === 'Boolean') return 'true';
  return '"x"';
}

/**
 * The walk below the top-level field `rootField` (of type `type`), breadth first so each type is expanded
 * where it is shallowest; `skip` holds answer paths ('organisation.apiTokens') left out.
 */
export function walk(
  type: GraphQLObjectType,
  rootField: string,
  allow: FieldFilter,
  skip: ReadonlySet<string> = new Set(),
): WalkNode {
  const root: WalkNode = { type, fields: [] };
  const expanded = new Set<string>();
  const queue: { node: WalkNode; depth: number; path: string; weight: number }[] = [
    { node: root, depth: 1, path: rootField, weight: 1 },
  ];
  while (queue.length) {
    // The cheapest place first, then the shallowest.
    queue.sort((a, b) => a.weight - b.weight || a.depth - b.depth);
    const { node, depth, path, weight } = queue.shift()!;
    if (expanded.has(node.type.name)) continue;
    expanded.add(node.type.name);
    for (const field of Object.values(node.type.getFields())) {
      const at = `${path}.${field.name}`;
      if (!allow(node.type.name, field.name) || skip.has(at)) continue;
      const named = getNamedType(field.type);
      if (isLeafType(named)) {
        node.fields.push({ name: field.name, args: argumentsOf(field), child: null });
      } else if (isObjectType(named) && depth + 1 <= MAX_DEPTH) {
        const child: WalkNode = { type: named, fields: [] };
        node.fields.push({ name: field.name, args: argumentsOf(field), child });
        queue.push({ node: child, depth: depth + 1, path: at, weight: weight * itemsOf(node.type, field) });
      }
    }
  }
  return root;
}

/** An error's answer path without list indices ('organisation.apiTokens'). */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.filter((part) => typeof part === 'string').join('.');
}

/** Every `Type.field` a walk selects. */
export function coordinates(node: WalkNode, into = new Set<string>()): Set<string> {
  for (const field of node.fields) {
    into.add(`${node.type.name}.${field.name}`);
    if (field.child) coordinates(field.child, into);
  }
  return into;
}

export function selection(node: WalkNode): string {
  const parts = node.fields.map((field) =>
    field.child ? `${field.name}${field.args} ${selection(field.child)}` : `${field.name}${field.args}`,
  );
  return `{ __typename ${parts.join(' ')} }`;
}

/**
 * Halves a walk that a request limit refuses: the first node with more than one object field gives half
 * of them to each part (its leaves to the first); down a single object field, that field's walk is
 * halved; a node of leaves only splits its leaves. Null when a part is a single field already.
 */
export function halves(node: WalkNode): [WalkNode, WalkNode] | null {
  const objects = node.fields.filter((field) => field.child);
  const leaves = node.fields.filter((field) => !field.child);
  const part = (fields: WalkNode['fields']): WalkNode => ({ type: node.type, fields });
  if (objects.length >= 2) {
    const middle = Math.ceil(objects.length / 2);
    return [part([...leaves, ...objects.slice(0, middle)]), part(objects.slice(middle))];
  }
  if (objects.length === 1) {
    const only = objects[0]!;
    const split = halves(only.child!);
    if (split) {
      const rebuild = (child: WalkNode) =>
        part(node.fields.map((field) => (field === only ? { ...field, child } : field)));
      return [rebuild(split[0]), rebuild(split[1])];
    }
    return leaves.length ? [part(leaves), part([only])] : null;
  }
  if (leaves.length < 2) return null;
  const middle = Math.ceil(leaves.length / 2);
  return [part(leaves.slice(0, middle)), part(leaves.slice(middle))];
}

/** A top-level operation (an access entry's call) with the walk in place of its own selection. */
export function withSelection(operation: string, rootField: string, node: WalkNode | null): string {
  const document = parse(operation);
  const definition = document.definitions.find(
    (item): item is OperationDefinitionNode => item.kind === Kind.OPERATION_DEFINITION,
  )!;
  const field = definition.selectionSet.selections.find(
    (item): item is FieldNode => item.kind === Kind.FIELD && item.name.value === rootField,
  )!;
  const header = print({ ...field, selectionSet: undefined });
  const body = node ? selection(node) : '';
  const variables = definition.variableDefinitions?.length
    ? `(${definition.variableDefinitions.map((item) => print(item)).join(', ')})`
    : '';
  return `${definition.operation}${variables} { ${header} ${body} }`;
}

/** The object type a top-level field returns, or null for a leaf (a scalar or an enum). */
export function rootType(schema: GraphQLSchema, operationType: 'Query' | 'Mutation', name: string) {
  const root = operationType === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const named = getNamedType(root!.getFields()[name]!.type);
  return isObjectType(named) ? named : null;
}
