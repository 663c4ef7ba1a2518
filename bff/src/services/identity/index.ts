// Identity and tenancy services: organisations, teams, sites, people, tokens, invitations, the user's
// own account and the staff lists. Each method takes the request's Access and asks it first.
import type { Database } from '@pace/platform/db';
import type { KeyValueStore } from '@pace/platform/redis';
import { OrganisationService, TeamService } from './organisations.ts';
import { SiteService } from './sites.ts';
import { UserService } from './users.ts';

export interface IdentityDeps {
  db: Database;
  kv: KeyValueStore;
}

export function createIdentityServices(deps: IdentityDeps) {
  return {
    /** For the GraphQL loaders, which batch per-row reads. */
    db: deps.db,
    organisations: new OrganisationService(deps.db),
    teams: new TeamService(deps.db),
    sites: new SiteService(deps.db),
    users: new UserService(deps.db, deps.kv),
  };
}

export type IdentityServices = ReturnType<typeof createIdentityServices>;
