// Per-request batching of an integration list's per-row field (its last call), keyed on the request's
// Access like the identity loaders: one query for a whole list instead of one per row.
import type { Database, IntegrationDelivery } from '@pace/platform/db';
import DataLoader from 'dataloader';
import { col, fn } from 'sequelize';
import type { Access } from '../kernel/auth/access.ts';

const loaders = new WeakMap<Access, DataLoader<number, IntegrationDelivery | null>>();

export function lastDeliveryLoader(db: Database, access: Access) {
  let loader = loaders.get(access);
  if (!loader) {
    loader = new DataLoader(async (integrationIds: readonly number[]) => {
      const { IntegrationDelivery } = db.models;
      const newest = (await IntegrationDelivery.findAll({
        attributes: ['integrationId', [fn('MAX', col('id')), 'newest']],
        where: { integrationId: [...integrationIds] },
        group: ['integrationId'],
        raw: true,
      })) as unknown as { newest: number | string }[];
      const rows = await IntegrationDelivery.findAll({
        where: { id: newest.map((row) => Number(row.newest)) },
      });
      return integrationIds.map((id) => rows.find((row) => row.integrationId === id) ?? null);
    });
    loaders.set(access, loader);
  }
  return loader;
}
