// SAML single sign-on: the organisation's configuration (administrators) and signing in through it.
import type { PlanGate } from '@pace/billing/gates';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import { DomainProofs } from '@pace/platform/domain-proof';
import type { Logger } from '@pace/platform/log';
import type { KeyValueStore } from '@pace/platform/redis';
import { SamlConfigurationService } from './configurations.ts';
import { SamlSignInService } from './sign-in.ts';

export function createSamlServices(deps: {
  config: Config;
  db: Database;
  kv: KeyValueStore;
  log: Logger;
  gates: PlanGate;
}) {
  // Read at each use: tests set the public URL once the app has its port.
  const publicUrl = () => deps.config.publicUrl;
  return {
    configurations: new SamlConfigurationService(
      deps.db,
      publicUrl,
      new DomainProofs(deps.db, deps.config.dnsResolvers),
    ),
    signIn: new SamlSignInService({ ...deps, publicUrl }),
    /** Users of an organisation who sign in through its IdP (the people list's authentication method). */
    async linkedUserIds(organisationId: number): Promise<Set<number>> {
      const links = await deps.db.models.SamlLink.findAll({
        where: { organisationId },
        attributes: ['userId'],
      });
      return new Set(links.map((link) => link.userId));
    },
  };
}

export type SamlServices = ReturnType<typeof createSamlServices>;
