// The bff's areas: the one list the kernel assembles the schema, the services and the HTTP app from.
import { accountsArea } from '../accounts/area.ts';
import { billingArea } from '../billing/area.ts';
import { cruxArea } from '../crux/area.ts';
import { fieldLabArea } from '../field-lab/area.ts';
import { integrationsArea } from '../integrations/area.ts';
import { organisationsArea } from '../organisations/area.ts';
import { rumArea } from '../rum/area.ts';
import { shareArea } from '../share/area.ts';
import { singleSignOnArea } from '../single-sign-on/area.ts';
import { syntheticArea } from '../synthetic/area.ts';
import { systemArea } from '../system/area.ts';

/**
 * In the order their SDL is merged (so schema.graphql keeps its order), their middleware is mounted, and
 * their services are made (after the areas each names in `uses`).
 */
export const AREAS = [
  systemArea,
  accountsArea,
  organisationsArea,
  billingArea,
  cruxArea,
  rumArea,
  syntheticArea,
  fieldLabArea,
  integrationsArea,
  singleSignOnArea,
  shareArea,
] as const;

/** The areas' REST routers (by name), in the order they are mounted, before /graphql and the files. */
export const ROUTE_ORDER = [
  'health',
  'rum-script',
  'remotes',
  'invitations',
  'auth',
  'saml',
  'changelog',
  'error-reports',
  'status',
  'billing',
  'synthetic',
  'share',
  'integrations',
] as const;
