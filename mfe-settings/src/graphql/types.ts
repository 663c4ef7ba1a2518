// The identity types several screens share, as these screens select them: every one is generated from
// the bff schema and the documents beside this file (`npm run codegen -w mfe-settings`), none written by
// hand.
import type {
  ApiTokenFieldsFragment,
  PermissionFieldsFragment,
  PersonFieldsFragment,
  SiteFieldsFragment,
} from './generated/graphql';

export type {
  ApiTokenKind,
  AuthenticationMethod,
  DataSource,
  IpOption,
  Role,
  SnapshotSchedule,
} from './generated/graphql';

/** The permissions of spec section 6, as the bff computes them for one organisation, team or site. */
export type Permissions = PermissionFieldsFragment;
export type Person = PersonFieldsFragment;
export type ApiToken = ApiTokenFieldsFragment;
export type SiteFields = SiteFieldsFragment;
/** A team as choices and references select it (id, name, slug). */
export type TeamRef = Person['teams'][number];
