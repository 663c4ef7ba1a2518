// The sites that have CrUX field data: one row per site with at least one collected target. The site
// lists' CrUX filter and badges read it (an index lookup per site) instead of asking crux_targets, whose
// collected rows of every organisation the database otherwise gathers on each list request (3 ms at
// 10,000 sites). CruxTarget's hooks keep it, so every writer (the collector, the demo, tests) does.
import { DataTypes, type Model, type ModelStatic, Op, type Sequelize, type Transaction } from 'sequelize';
import type { CruxTargetModel } from './crux-target.ts';

export interface CruxSiteAttributes {
  siteId: number;
}
export interface CruxSite extends Model<CruxSiteAttributes>, CruxSiteAttributes {}
export type CruxSiteModel = ModelStatic<CruxSite>;

export function defineCruxSite(sequelize: Sequelize): CruxSiteModel {
  return sequelize.define<CruxSite>(
    'CruxSite',
    { siteId: { type: DataTypes.INTEGER, primaryKey: true } },
    { tableName: 'crux_sites', timestamps: false },
  );
}

type SiteIds = number[] | 'all';

/** Makes crux_sites agree with crux_targets for these sites (or every site). */
export async function refreshCruxSites(
  models: { CruxTarget: CruxTargetModel; CruxSite: CruxSiteModel },
  siteIds: SiteIds,
  transaction?: Transaction | null,
): Promise<void> {
  if (siteIds !== 'all' && siteIds.length === 0) return;
  const scope = siteIds === 'all' ? {} : { siteId: siteIds };
  const collected = (
    await models.CruxTarget.findAll({
      attributes: ['siteId'],
      where: { ...scope, status: 'collected' },
      group: ['siteId'],
      transaction,
    })
  ).map((row) => row.siteId);
  // Two collectors may add the same site at once: the second insert is a no-op, not an error.
  await models.CruxSite.bulkCreate(
    collected.map((siteId) => ({ siteId })),
    { ignoreDuplicates: true, transaction },
  );
  // The rest of these sites are out (an empty NOT IN would compare with NULL and keep every row).
  const notCollected = collected.length ? { [Op.notIn]: collected } : {};
  const where =
    siteIds === 'all'
      ? collected.length
        ? { siteId: notCollected }
        : {}
      : { siteId: { [Op.in]: siteIds, ...notCollected } };
  await models.CruxSite.destroy({ where, transaction });
}

/** The site ids a bulk update or destroy on crux_targets named in its `where`, or 'all'. */
function whereSites(where: unknown): SiteIds {
  const siteId = (where as { siteId?: unknown } | undefined)?.siteId;
  if (typeof siteId === 'number') return [siteId];
  if (Array.isArray(siteId) && siteId.every((id) => typeof id === 'number')) return siteId;
  return 'all';
}

/** CruxTarget's hooks: whatever writes a target, the site's row in crux_sites follows. */
export function keepCruxSites(CruxTarget: CruxTargetModel, CruxSite: CruxSiteModel): void {
  const models = { CruxTarget, CruxSite };
  const one = (target: { siteId: number }, options: { transaction?: Transaction | null }) =>
    refreshCruxSites(models, [target.siteId], options.transaction);
  CruxTarget.afterCreate(one);
  CruxTarget.afterUpdate(one);
  CruxTarget.afterDestroy(one);
  CruxTarget.afterBulkCreate((targets, options) =>
    refreshCruxSites(models, [...new Set(targets.map((target) => target.siteId))], options.transaction),
  );
  CruxTarget.afterBulkUpdate((options) =>
    refreshCruxSites(models, whereSites(options.where), options.transaction),
  );
  CruxTarget.afterBulkDestroy((options) =>
    refreshCruxSites(models, whereSites(options.where), options.transaction),
  );
}
