// The /graphql schema: each area's SDL (its schema.ts) and resolvers (its resolvers.ts), merged here.
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import * as billing from '../billing/resolvers.ts';
import { typeDefs as billingTypeDefs } from '../billing/schema.ts';
import * as crux from '../crux/resolvers.ts';
import { typeDefs as cruxTypeDefs } from '../crux/schema.ts';
import * as fieldLab from '../field-lab/resolvers.ts';
import { typeDefs as fieldLabTypeDefs } from '../field-lab/schema.ts';
import * as identity from '../identity/resolvers.ts';
import * as saml from '../identity/saml/resolvers.ts';
import { typeDefs as samlTypeDefs } from '../identity/saml/schema.ts';
import { typeDefs as identityTypeDefs } from '../identity/schema.ts';
import * as integrations from '../integrations/resolvers.ts';
import { typeDefs as integrationsTypeDefs } from '../integrations/schema.ts';
import * as rum from '../rum/resolvers.ts';
import { typeDefs as rumTypeDefs } from '../rum/schema.ts';
import * as share from '../share/resolvers.ts';
import { typeDefs as shareTypeDefs } from '../share/schema.ts';
import { flowResolvers } from '../synthetic/flows/resolvers.ts';
import * as synthetic from '../synthetic/resolvers.ts';
import { typeDefs as syntheticTypeDefs } from '../synthetic/schema.ts';
import * as system from '../system/resolvers.ts';
import { typeDefs as systemTypeDefs } from '../system/schema.ts';
import { DateTime, dateTimeTypeDefs } from './graphql-date-time.ts';

type ResolverMap = Record<string, unknown>;

export interface SchemaArea {
  typeDefs: string | string[];
  resolvers: ResolverMap | ResolverMap[];
}

export const AREAS: SchemaArea[] = [
  { typeDefs: systemTypeDefs, resolvers: system.resolvers },
  { typeDefs: identityTypeDefs, resolvers: identity.resolvers },
  { typeDefs: billingTypeDefs, resolvers: billing.resolvers },
  { typeDefs: cruxTypeDefs, resolvers: crux.resolvers },
  { typeDefs: rumTypeDefs, resolvers: rum.resolvers },
  { typeDefs: syntheticTypeDefs, resolvers: [synthetic.resolvers, flowResolvers] },
  { typeDefs: fieldLabTypeDefs, resolvers: fieldLab.resolvers },
  { typeDefs: integrationsTypeDefs, resolvers: integrations.resolvers },
  { typeDefs: samlTypeDefs, resolvers: saml.resolvers },
  { typeDefs: shareTypeDefs, resolvers: share.resolvers },
];

/** The kernel's scalars: every area's SDL may use them, so every schema built here has them. */
const SCALARS: SchemaArea = { typeDefs: dateTimeTypeDefs, resolvers: { DateTime } };

export function createSchema(areas: SchemaArea[] = AREAS): GraphQLSchema {
  const all = [SCALARS, ...areas];
  return makeExecutableSchema({
    typeDefs: all.flatMap((area) => area.typeDefs),
    resolvers: all.flatMap((area) => area.resolvers) as never,
  });
}
