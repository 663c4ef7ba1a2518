// Tenancy services: organisations, teams, sites, people, API tokens, invitations and the staff lists.
// Each method takes the request's Access and asks it first.
import type { PlanGate } from '@pace/billing/gates';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import type { KeyValueStore } from '@pace/platform/redis';
import type { Access } from '../kernel/auth/access.ts';
import { AdminService } from './admin.ts';
import { InvitationService } from './invitations.ts';
import { createLoaders, type Loaders } from './loaders.ts';
import { OrganisationService, TeamService } from './organisations.ts';
import { PeopleService } from './people.ts';
import { SiteService } from './sites.ts';
import { TokenService } from './tokens.ts';

export interface OrganisationDeps {
  config: Pick<Config, 'publicUrl' | 'audits'>;
  db: Database;
  kv: KeyValueStore;
  gates: PlanGate;
}

export function createOrganisationServices(deps: OrganisationDeps) {
  const perRequest = new WeakMap<Access, Loaders>();
  return {
    /** The request's loaders (one per Access), which batch the per-row reads of a GraphQL answer. */
    loaders(access: Access): Loaders {
      let found = perRequest.get(access);
      if (!found) {
        found = createLoaders(deps.db, access);
        perRequest.set(access, found);
      }
      return found;
    },
    organisations: new OrganisationService(deps.db),
    teams: new TeamService(deps.db, deps.gates),
    sites: new SiteService(deps.db, deps.gates, new NetworkPolicy(deps.config.audits.allowedNetworks)),
    people: new PeopleService(deps.db, deps.config, deps.gates, deps.kv),
    invitations: new InvitationService(deps.db),
    tokens: new TokenService(deps.db),
    admin: new AdminService(deps.db),
  };
}

export type OrganisationServices = ReturnType<typeof createOrganisationServices>;
