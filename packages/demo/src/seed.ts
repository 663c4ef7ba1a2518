// Filling the demo organisation's sites: pages on the demo website, test profiles, budgets, RUM settings
// with the fixed keys the demo pages carry, and CrUX history from the recorded fixtures of @pace/crux
// (sample data: Chrome has no field data for a website on loopback). Idempotent: what exists is found by
// name and kept; the sites' and pages' URLs follow the demo website's current address.
import { createHash } from 'node:crypto';
import { type CruxSnapshot, snapshotOfRecord, snapshotsOfHistory } from '@pace/crux';
import { fixtureHistoryRecord, fixtureRecord } from '@pace/crux/fixtures';
import type { CruxFormFactorName, CruxMeasurementAttributes, Database, Site } from '@pace/platform/db';
import type { Transaction } from 'sequelize';
import { DEMO_SITES, type DemoSite, demoPagesOf, siteUrl } from './content.ts';

export const DEMO_ORGANISATION_SLUG = 'demo';
const CRUX_FORM_FACTORS: CruxFormFactorName[] = ['PHONE', 'DESKTOP', 'ALL'];
const CRUX_WEEKS = 25;

export interface SeedOptions {
  /** The demo website's origin, `http://127.0.0.1:<DEMO_SITE_PORT>`. */
  origin: string;
  /** The day CrUX's sample periods end near. */
  today?: Date;
}

/** The demo organisation's sites, by slug (those the identity seeding made). */
export async function demoSites(db: Database): Promise<Map<string, Site>> {
  const { Organisation, Team, Site } = db.models;
  const organisations = await Organisation.findAll({ where: { demo: true }, attributes: ['id'] });
  if (organisations.length === 0) return new Map();
  const teams = await Team.findAll({ where: { organisationId: organisations.map((o) => o.id) } });
  const sites = await Site.findAll({ where: { teamId: teams.map((t) => t.id) } });
  return new Map(sites.map((site) => [site.slug, site]));
}

/** Marks the organisation with the demo slug as the demo (made by the identity seeding a moment before). */
export async function markDemoOrganisation(db: Database, name: string): Promise<void> {
  const organisation = await db.models.Organisation.findOne({ where: { slug: DEMO_ORGANISATION_SLUG } });
  if (!organisation || organisation.demo) return;
  // Only ours: a customer's organisation that happens to use the slug is never taken over.
  if (organisation.name !== name)
    throw new Error(
      `The organisation /organisations/${DEMO_ORGANISATION_SLUG} is not the demo one; left alone`,
    );
  await organisation.update({ demo: true });
}

/** Adds what is missing of the demo sites' contents; returns whether anything was added or changed. */
export async function seedDemoContent(db: Database, options: SeedOptions): Promise<boolean> {
  const sites = await demoSites(db);
  let changed = false;
  for (const demo of DEMO_SITES) {
    const site = sites.get(demo.slug);
    if (!site) continue;
    changed = (await fillSite(db, site, demo, options)) || changed;
  }
  return changed;
}

async function fillSite(db: Database, site: Site, demo: DemoSite, options: SeedOptions) {
  const { Page, TestProfile, Budget, RumSettings } = db.models;
  let changed = false;
  return db.sequelize.transaction(async (transaction) => {
    const url = siteUrl(demo, options.origin);
    if (site.canonicalUrl !== url) {
      await site.update({ canonicalUrl: url }, { transaction });
      changed = true;
    }
    for (const page of demoPagesOf(demo, options.origin)) {
      const [row, made] = await Page.findOrCreate({
        where: { siteId: site.id, name: page.name },
        defaults: { siteId: site.id, ...page },
        transaction,
      });
      if (!made && row.url !== page.url) {
        await row.update({ url: page.url }, { transaction });
        changed = true;
      }
      changed ||= made;
    }
    for (const profile of demo.profiles) {
      const [, made] = await TestProfile.findOrCreate({
        where: { siteId: site.id, name: profile.name },
        defaults: { siteId: site.id, ...profile },
        transaction,
      });
      changed ||= made;
    }
    for (const budget of demo.budgets) {
      const [, made] = await Budget.findOrCreate({
        where: { siteId: site.id, metric: budget.metric },
        defaults: { siteId: site.id, ...budget },
        transaction,
      });
      changed ||= made;
    }
    const [settings, madeSettings] = await RumSettings.findOrCreate({
      where: { siteId: site.id },
      defaults: { siteId: site.id, siteKey: demo.siteKey, allowedOrigins: [options.origin] },
      transaction,
    });
    if (!madeSettings && settings.allowedOrigins.join() !== options.origin)
      await settings.update({ siteKey: demo.siteKey, allowedOrigins: [options.origin] }, { transaction });
    changed ||= madeSettings;
    changed = (await addSampleCrux(db, site, options, transaction)) || changed;
    return changed;
  });
}

/** CrUX history and latest record of the site's origin, from the fixtures, when the site has none. */
async function addSampleCrux(db: Database, site: Site, options: SeedOptions, transaction: Transaction) {
  const { CruxMeasurement, CruxTarget } = db.models;
  const origin = new URL(site.canonicalUrl).origin;
  const targetHash = createHash('sha256').update(origin).digest('hex');
  const existing = await CruxTarget.findOne({ where: { siteId: site.id, kind: 'origin' }, transaction });
  if (existing) {
    if (existing.target === origin) return false;
    // The demo website moved to another port: its sample data moves along.
    const where = { siteId: site.id, kind: 'origin' as const };
    await CruxMeasurement.update({ target: origin, targetHash }, { where, transaction });
    await CruxTarget.update({ target: origin, targetHash }, { where, transaction });
    return true;
  }
  const today = options.today ?? new Date();
  for (const formFactor of CRUX_FORM_FACTORS) {
    const snapshots: CruxSnapshot[] = [
      ...snapshotsOfHistory(fixtureHistoryRecord({ origin }, formFactor, { today, count: CRUX_WEEKS })),
      snapshotOfRecord(fixtureRecord({ origin }, formFactor, { today })),
    ];
    const rows = new Map<string, Omit<CruxMeasurementAttributes, 'id' | 'createdAt' | 'updatedAt'>>();
    for (const snapshot of snapshots) {
      for (const [metric, value] of Object.entries(snapshot.metrics)) {
        if (!value) continue;
        rows.set(`${metric}:${snapshot.period.lastDate}`, {
          siteId: site.id,
          kind: 'origin',
          target: origin,
          targetHash,
          formFactor,
          metric,
          periodStart: snapshot.period.firstDate,
          periodEnd: snapshot.period.lastDate,
          p75: value.p75,
          goodDensity: value.shares?.good ?? null,
          niDensity: value.shares?.average ?? null,
          poorDensity: value.shares?.poor ?? null,
          histogram: value.histogram,
        });
      }
    }
    await CruxMeasurement.bulkCreate([...rows.values()], { transaction });
    const lastPeriodEnd =
      snapshots
        .map((s) => s.period.lastDate)
        .sort()
        .at(-1) ?? null;
    await CruxTarget.create(
      {
        siteId: site.id,
        kind: 'origin',
        target: origin,
        targetHash,
        formFactor,
        status: 'collected',
        lastPeriodEnd,
        historyBackfilledAt: new Date(),
        checkedAt: new Date(),
        error: null,
      },
      { transaction },
    );
  }
  return true;
}
