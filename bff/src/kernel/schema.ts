// The /graphql schema: each area's SDL and resolvers (from its area.ts, listed in areas.ts), merged here.
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { ResolverMap } from './area.ts';
import { AREAS } from './areas.ts';
import { DateTime, dateTimeTypeDefs } from './graphql-date-time.ts';

export { AREAS } from './areas.ts';

/** What the schema takes of an area (tests add small ones of their own). */
export interface SchemaArea {
  typeDefs: string | readonly string[];
  resolvers: ResolverMap | readonly ResolverMap[];
}

/** The kernel's scalars: every area's SDL may use them, so every schema built here has them. */
const SCALARS: SchemaArea = { typeDefs: dateTimeTypeDefs, resolvers: { DateTime } };

export function createSchema(areas: readonly SchemaArea[] = AREAS): GraphQLSchema {
  const all = [SCALARS, ...areas];
  return makeExecutableSchema({
    typeDefs: all.flatMap((area) => area.typeDefs),
    resolvers: all.flatMap((area) => area.resolvers) as never,
  });
}
