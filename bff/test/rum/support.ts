import { AccountStandings } from '@pace/billing/standing';
import type { Plan } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { BeaconWriter, beaconStreamFor } from '@pace/rum';
import { createRumSite as createRumSiteIn, SITE_ORIGIN } from '@pace/rum/testing';
import { actorHeaders, addMember, createUser, type Headers } from '../support/actors.ts';
import type { TestApp } from '../support.ts';

export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Addresses the bundled GeoLite2 data places in Berlin (EEA) and Montreal (not). */
export const BERLIN_IP = '85.214.132.117';
export const MONTREAL_IP = '24.48.0.1';

/** A RUM site in the app's database (@pace/rum/testing's, which the worker tests use too). */
export const createRumSite = (app: TestApp, settings: Parameters<typeof createRumSiteIn>[1] = {}) =>
  createRumSiteIn(app.db, settings);

export { beacon, SITE_ORIGIN } from '@pace/rum/testing';

export function post(app: TestApp, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${app.url}/rum/collect`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: SITE_ORIGIN,
      'User-Agent': CHROME_UA,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A writer over the app's stream, as the job worker runs it (write-beacons.ts). */
export function writerFor(app: TestApp) {
  const accounts = new AccountStandings(app.db, { enabled: app.deps.config.billing !== 'off' });
  return new BeaconWriter({
    activeSites: (siteIds) => accounts.activeSites(siteIds),
    db: app.db,
    kv: app.kv,
    queues: app.deps.queues,
    stream: beaconStreamFor(app.deps),
    log: silentLogger(),
    rollupDelayMs: app.deps.config.rumRollupDelayMs,
  });
}

export const streamOf = (app: TestApp) => beaconStreamFor(app.deps);

/** Everything RUM wrote: queued beacons and stored rows. */
export async function written(app: TestApp) {
  return {
    queued: await streamOf(app).backlog(),
    rows: await app.db.models.RumBeacon.count(),
  };
}

/** A RUM site of an organisation on `plan`, and the headers of that organisation's administrator. */
export async function rumSiteOnPlan(app: TestApp, plan: Plan) {
  const { Organisation, Subscription, Team } = app.db.models;
  const rum = await createRumSite(app);
  const team = await Team.findByPk(rum.site.teamId, { rejectOnEmpty: true });
  const organisation = await Organisation.findByPk(team.organisationId, { rejectOnEmpty: true });
  await Subscription.create({
    organisationId: organisation.id,
    organisationName: organisation.name,
    status: 'active',
    plan,
  });
  const admin = await createUser(app, 'rum-admin');
  await addMember(app, admin, organisation, 'admin');
  const headers: Headers = await actorHeaders(app, admin);
  return { ...rum, organisation, headers };
}
