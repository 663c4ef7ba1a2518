// The RUM services of the bff, made once per app.
import { AccountStandings } from '@pace/billing/standing';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';
import { RumReports } from '@pace/rum/reports';
import { beaconStreamFor } from '@pace/rum/stream';
import { BeaconCollector } from './collector.ts';
import { RumDeadLetterService } from './dead-letters.ts';
import { PageViewQuota } from './page-view-quota.ts';
import { RumSettingsService } from './settings-service.ts';
import { SiteSettingsCache } from './site-settings-cache.ts';

export function createRumServices(deps: {
  config: Config;
  db: Database;
  kv: KeyValueStore;
  queues: JobQueues;
  log: Logger;
}) {
  const stream = beaconStreamFor(deps);
  const settingsCache = new SiteSettingsCache(deps.db);
  const quota = new PageViewQuota(deps.kv, deps.db);
  const accounts = new AccountStandings(deps.db, { enabled: deps.config.billing !== 'off' }).watch();
  return {
    stream,
    accounts,
    quota,
    collector: new BeaconCollector(
      settingsCache,
      stream,
      deps.log,
      deps.config.rumSiteRateLimitPerMinute,
      accounts,
      quota,
    ),
    settings: new RumSettingsService({ ...deps, settingsCache }),
    reports: new RumReports({ db: deps.db, stream }),
    deadLetters: new RumDeadLetterService(deps.db),
  };
}

export type RumServices = ReturnType<typeof createRumServices>;
