// Per-request batching of the synthetic fields read for each row of a list (a snapshot's test counts, a
// test's metrics, a budget's pages and profiles), so a list of 25 snapshots or 40 tests costs one query
// per field, not one per row. Keyed on the request's Access like the identity loaders: one set per
// request, dropped with it.
import DataLoader from 'dataloader';
import type { MeasuredValue, MetricService } from './metrics.ts';
import { type PageParent, presentPage, presentTestProfile, type TestProfileParent } from './presenters.ts';
import type { SnapshotService, TestCounts } from './snapshots.ts';
import type { TestService } from './tests.ts';

function byId<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = new Map((await load([...ids])).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
}

export function createSyntheticLoaders(services: {
  snapshots: SnapshotService;
  metrics: MetricService;
  tests: TestService;
}) {
  const page = byId<PageParent>(async (ids) => (await services.tests.pagesById(ids)).map(presentPage));
  const profile = byId<TestProfileParent>(async (ids) =>
    (await services.tests.profilesById(ids)).map(presentTestProfile),
  );
  /** The rows of `ids` that still exist, in id order (what one `id IN (…)` query returned). */
  const existing = async <T extends { id: number }>(loader: DataLoader<number, T | null>, ids: number[]) =>
    (await loader.loadMany([...new Set(ids)]))
      .filter((row): row is T => row != null && !(row instanceof Error))
      .sort((a, b) => a.id - b.id);
  return {
    /** Each snapshot's tests counted by state. */
    testCounts: new DataLoader<number, TestCounts>(async (snapshotIds) => {
      const counts = await services.snapshots.countsOf([...snapshotIds]);
      return snapshotIds.map((id) => counts.get(id)!);
    }),
    /** Each test's measured values, in the metric definitions' order. */
    metrics: new DataLoader<number, MeasuredValue[]>(async (testIds) => {
      const values = await services.metrics.valuesOf([...testIds]);
      return testIds.map((id) => values.get(id) ?? []);
    }),
    page,
    profile,
    pages: (ids: number[]) => existing(page, ids),
    profiles: (ids: number[]) => existing(profile, ids),
  };
}

export type SyntheticLoaders = ReturnType<typeof createSyntheticLoaders>;
