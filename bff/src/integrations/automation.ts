// The automation service's REST hooks (the protocol Zapier uses): the service subscribes a target URL
// to one event of one site, unsubscribes it by id, and asks for sample data to build a zap from. Each
// subscription is an `automation` integration; events reach it through the same delivery pipeline,
// and a 410 from the target ends the subscription. Called with an API token (Authorization: Bearer).

import { snapshotEventData } from '@pace/integrations/events';
import { type Database, INTEGRATION_EVENTS, type IntegrationEvent } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';
import { parseInput } from '../kernel/input.ts';
import type { IntegrationService } from './settings.ts';

const subscription = z.object({
  teamId: z.string({ message: 'Name the team (teamId)' }).min(1),
  siteId: z.string({ message: 'Name the site (siteId)' }).min(1),
  event: z.enum(INTEGRATION_EVENTS, { message: `The event is one of ${INTEGRATION_EVENTS.join(', ')}` }),
  targetUrl: z.string({ message: 'Give the target URL (targetUrl)' }),
});

export class AutomationHooks {
  constructor(
    private readonly db: Database,
    private readonly integrations: IntegrationService,
    private readonly publicUrl: string,
  ) {}

  async subscribe(access: Access, input: unknown) {
    const values = parseInput(subscription, input);
    const integration = await this.integrations.create(
      access,
      { teamId: values.teamId, siteId: values.siteId },
      {
        provider: 'automation',
        name: `Automation: ${values.event}`,
        events: [values.event],
        url: values.targetUrl,
      },
    );
    return { id: integration.uuid, event: values.event, targetUrl: integration.url };
  }

  async unsubscribe(access: Access, uuid: string) {
    const integration = /^[0-9a-f-]{36}$/i.test(uuid)
      ? await this.db.models.Integration.findOne({ where: { uuid, provider: 'automation' } })
      : null;
    if (!integration?.siteId) throw new NotFoundError('Subscription not found');
    const { team, site } = await access.siteById(integration.siteId, 'updateSites');
    await this.integrations.delete(access, { teamId: team.slug, siteId: site.slug }, uuid);
  }

  /** A list (as REST hooks want) with the site's latest real event when there is one, else an example. */
  async samples(access: Access, query: Record<string, string | undefined>) {
    const event = query.event as IntegrationEvent | undefined;
    if (!event || !INTEGRATION_EVENTS.includes(event))
      throw new BadUserInputError(`The event is one of ${INTEGRATION_EVENTS.join(', ')}`, { field: 'event' });
    const { site } = await access.site(query.teamId ?? '', query.siteId ?? '', 'readSites');
    if (event.startsWith('snapshot.')) {
      const latest = await this.db.models.Snapshot.findOne({
        where: {
          siteId: site.id,
          status: event === 'snapshot.completed' ? 'completed' : ['failed', 'errored'],
        },
        order: [['id', 'DESC']],
      });
      const data = latest ? await snapshotEventData(this.db, latest.id, this.publicUrl) : null;
      if (data) return [{ id: latest!.uuid, event, timestamp: latest!.updatedAt.toISOString(), ...data }];
    }
    return [{ id: 'sample', event, timestamp: new Date(0).toISOString(), ...EXAMPLES[event] }];
  }
}

const exampleSite = {
  name: 'Example',
  slug: 'example',
  team: 'team',
  url: 'https://example.com',
  link: 'https://example.com',
};
const EXAMPLES: Record<IntegrationEvent, Record<string, unknown>> = {
  'snapshot.completed': {
    site: exampleSite,
    snapshot: {
      uuid: 'sample',
      status: 'completed',
      trigger: 'schedule',
      tests: { total: 2, completed: 2, failed: 0 },
      link: exampleSite.link,
      finishedAt: null,
    },
  },
  'snapshot.failed': {
    site: exampleSite,
    snapshot: {
      uuid: 'sample',
      status: 'failed',
      trigger: 'schedule',
      tests: { total: 2, completed: 0, failed: 2 },
      link: exampleSite.link,
      finishedAt: null,
    },
  },
  'budget.changed': {
    site: exampleSite,
    budget: {
      uuid: 'sample',
      metric: 'lcp',
      metricName: 'Largest Contentful Paint',
      description: 'Largest Contentful Paint at most 2.5 s',
      from: 'met',
      to: 'exceeded',
      state: 'Exceeded',
      link: exampleSite.link,
    },
  },
  'deploy.succeeded': {
    site: exampleSite,
    provider: 'netlify',
    deployUrl: 'https://example.netlify.app',
    context: 'production',
    snapshot: { uuid: 'sample', link: exampleSite.link },
  },
};
