// The GraphQL schema, one folder per area (its SDL and resolvers), merged here.
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import * as billing from './billing/resolvers.ts';
import { typeDefs as billingTypeDefs } from './billing/typeDefs.ts';
import * as changelog from './changelog/resolvers.ts';
import { typeDefs as changelogTypeDefs } from './changelog/typeDefs.ts';
import * as crux from './crux/resolvers.ts';
import { typeDefs as cruxTypeDefs } from './crux/typeDefs.ts';
import * as notifications from './identity/notifications.ts';
import * as identity from './identity/resolvers.ts';
import { typeDefs as identityTypeDefs } from './identity/typeDefs.ts';
import * as integrations from './integrations/resolvers.ts';
import { typeDefs as integrationsTypeDefs } from './integrations/typeDefs.ts';
import * as remotes from './remotes/resolvers.ts';
import { typeDefs as remotesTypeDefs } from './remotes/typeDefs.ts';
import * as rum from './rum/resolvers.ts';
import { typeDefs as rumTypeDefs } from './rum/typeDefs.ts';
import * as saml from './saml/resolvers.ts';
import { typeDefs as samlTypeDefs } from './saml/typeDefs.ts';
import * as share from './share/resolvers.ts';
import { typeDefs as shareTypeDefs } from './share/typeDefs.ts';
import * as synthetic from './synthetic/resolvers.ts';
import { typeDefs as syntheticTypeDefs } from './synthetic/typeDefs.ts';
import * as system from './system/resolvers.ts';
import { typeDefs as systemTypeDefs } from './system/typeDefs.ts';

export interface SchemaArea {
  typeDefs: string;
  resolvers: Record<string, unknown>;
}

export const AREAS: SchemaArea[] = [
  { typeDefs: systemTypeDefs, resolvers: system.resolvers },
  { typeDefs: remotesTypeDefs, resolvers: remotes.resolvers },
  { typeDefs: changelogTypeDefs, resolvers: changelog.resolvers },
  { typeDefs: identityTypeDefs, resolvers: identity.resolvers },
  { typeDefs: notifications.typeDefs, resolvers: notifications.resolvers },
  { typeDefs: billingTypeDefs, resolvers: billing.resolvers },
  { typeDefs: cruxTypeDefs, resolvers: crux.resolvers },
  { typeDefs: rumTypeDefs, resolvers: rum.resolvers },
  { typeDefs: syntheticTypeDefs, resolvers: synthetic.resolvers },
  { typeDefs: integrationsTypeDefs, resolvers: integrations.resolvers },
  { typeDefs: samlTypeDefs, resolvers: saml.resolvers },
  { typeDefs: shareTypeDefs, resolvers: share.resolvers },
];

export function createSchema(areas: SchemaArea[] = AREAS): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: areas.map((area) => area.typeDefs),
    resolvers: areas.map((area) => area.resolvers) as never,
  });
}
