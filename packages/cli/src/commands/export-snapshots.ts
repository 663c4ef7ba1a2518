// pace export snapshots: the snapshots of a time range with each test's page, profile, state and metric
// values; one CSV row per test, one column per metric.
import type { PaceClient } from '../client.ts';
import { CliSnapshotDocument, type CliSnapshotQuery } from '../graphql/generated/graphql.ts';
import { chooseFormat, emit, json, toCsv } from '../output.ts';
import type { Progress } from '../progress.ts';
import { choose, chooseMetrics, loadSiteData, splitList } from '../site-data.ts';
import { formatSiteRef, type SiteRef } from '../site-ref.ts';
import { parseTimeRange } from '../time-range.ts';
import type { ExportOptions } from './export-metrics.ts';
import { eachSnapshot } from './snapshots.ts';

type SnapshotDetail = CliSnapshotQuery['snapshot'];

export const SNAPSHOT_COLUMNS = [
  'snapshot',
  'snapshot_created_at',
  'snapshot_status',
  'trigger',
  'test',
  'page',
  'page_url',
  'profile',
  'test_status',
  'failure_code',
  'failure_explanation',
  'finished_at',
];

export async function exportSnapshots(
  client: PaceClient,
  site: SiteRef,
  options: ExportOptions,
  bar: Progress,
) {
  const format = chooseFormat(options.format, options.out);
  const range = parseTimeRange(options);
  const data = await loadSiteData(client, site);
  const pages = splitList(options.pages).length ? choose(data.pages, options.pages, 'page') : null;
  const profiles = splitList(options.profiles).length
    ? choose(data.profiles, options.profiles, 'profile')
    : null;
  const metrics = chooseMetrics(data.metrics, options.metrics);

  // Newest first: stop at the first snapshot older than the range.
  const ids: string[] = [];
  for await (const snapshot of eachSnapshot(client, site)) {
    const createdAt = new Date(snapshot.createdAt);
    if (createdAt < range.from) break;
    if (createdAt <= range.to) ids.push(snapshot.id);
  }

  const snapshots: SnapshotDetail[] = [];
  bar.start(ids.length, `Exporting snapshots of ${formatSiteRef(site)}`);
  try {
    for (const snapshotId of ids.reverse()) {
      const { snapshot } = await client.query(CliSnapshotDocument, {
        ...site,
        snapshotId,
      });
      snapshot.tests = snapshot.tests.filter(
        (test) =>
          (!pages || pages.some((page) => page.uuid === test.page.uuid)) &&
          (!profiles || profiles.some((profile) => profile.uuid === test.profile.uuid)),
      );
      snapshots.push(snapshot);
      bar.tick();
    }
  } finally {
    bar.stop();
  }

  const keys = metrics.map((metric) => metric.key);
  const valuesOf = (test: SnapshotDetail['tests'][number]) =>
    Object.fromEntries(
      keys.map((key) => [key, test.metrics.find((entry) => entry.metric === key)?.value ?? null]),
    );
  const text =
    format === 'json'
      ? json({
          site: formatSiteRef(site),
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          snapshots: snapshots.map((snapshot) => ({
            ...snapshot,
            tests: snapshot.tests.map((test) => ({ ...test, metrics: valuesOf(test) })),
          })),
        })
      : toCsv({
          columns: [...SNAPSHOT_COLUMNS, ...keys],
          rows: snapshots.flatMap((snapshot) =>
            snapshot.tests.map((test) => [
              snapshot.id,
              snapshot.createdAt,
              snapshot.status,
              snapshot.trigger,
              test.uuid,
              test.page.name,
              test.page.url,
              test.profile.name,
              test.status,
              test.failureCode,
              test.failureExplanation,
              test.finishedAt,
              ...keys.map((key) => valuesOf(test)[key] ?? null),
            ]),
          ),
        });
  await emit(text, options.out);
  if (options.out) process.stderr.write(`${snapshots.length} snapshots written to ${options.out}\n`);
}
