// Cursor pagination for every list that can grow: keyset on (sort column, id), so a page costs the same
// however deep it is and rows added meanwhile are neither skipped nor repeated. Cursors are opaque
// (base64url of the last row's key); clients pass back `pageInfo.endCursor` and nothing else.
import { Op } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import { col, type FindOptions, fn, type Model, type ModelStatic, type WhereOptions, where } from 'sequelize';

export interface Edge<T> {
  cursor: string;
  node: T;
}
export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** The same page with each node presented (a row as its API object). */
export function mapNodes<T, U>(connection: Connection<T>, present: (node: T) => U): Connection<U> {
  return {
    ...connection,
    edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: present(edge.node) })),
  };
}

export interface PageArgs {
  cursor?: string | null;
  first?: number | null;
}

export const MAX_PAGE_SIZE = 100;

type Key = [string | number, number];

export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string): Key {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      (typeof key[0] === 'string' || typeof key[0] === 'number') &&
      Number.isInteger(key[1])
    ) {
      return key as Key;
    }
  } catch {
    // falls through to the error below
  }
  throw new BadUserInputError('Invalid cursor', { field: 'cursor' });
}

export function pageSize(first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new BadUserInputError(`first must be between 1 and ${MAX_PAGE_SIZE}`, { field: 'first' });
  }
  return size;
}

export interface PageOptions {
  where: WhereOptions;
  first: number;
  cursor?: string | null | undefined;
  /** The column rows are sorted by (ties broken by id); `$alias.column$` for an included model's. */
  sortBy?: string;
  include?: FindOptions['include'];
}

/** One page of `model` rows matching `where`, by `sortBy` then id. */
export async function keysetPage<M extends Model>(
  model: ModelStatic<M>,
  options: PageOptions,
): Promise<Connection<M>> {
  const sortBy = options.sortBy ?? 'name';
  // Sequelize qualifies the row's own columns with its alias, included models or not.
  const idColumn = 'id';
  const keyOf = (row: M): Key => {
    const path = sortBy.replace(/^\$|\$$/g, '').split('.');
    let value: unknown = row;
    if (path.length > 1) {
      for (const part of path) value = (value as Record<string, unknown>)?.[part];
    } else {
      value = row.get(sortBy);
    }
    return [value as string, row.get('id') as number];
  };
  let condition = options.where;
  if (options.cursor) {
    const [value, id] = decodeCursor(options.cursor);
    condition = {
      [Op.and]: [
        condition,
        {
          [Op.or]: [{ [sortBy]: { [Op.gt]: value } }, { [sortBy]: value, [idColumn]: { [Op.gt]: id } }],
        },
      ],
    };
  }
  const order = (column: string) => (column.startsWith('$') ? column.slice(1, -1).split('.') : [column]);
  const [rows, totalCount] = await Promise.all([
    model.findAll({
      where: condition,
      include: options.include,
      order: [
        [...order(sortBy), 'ASC'],
        [...order(idColumn), 'ASC'],
      ] as never,
      limit: options.first + 1,
    }),
    model.count({ where: options.where, include: options.include, distinct: true, col: 'id' }),
  ]);
  const page = rows.slice(0, options.first);
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > options.first, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

/**
 * Rows whose `column` contains `text`, ignoring letter case. INSTR rather than LIKE: the same in MySQL
 * and SQLite, and `%` or `_` typed by a user are plain characters.
 */
export function containing(column: string, text: string): WhereOptions {
  return where(fn('instr', fn('lower', col(column)), text.toLowerCase()), { [Op.gt]: 0 });
}

/** The same test on a column the database keeps in lower case already (sites.search_text). */
export function containingFolded(column: string, text: string): WhereOptions {
  return where(fn('instr', col(column), text.toLowerCase()), { [Op.gt]: 0 });
}
