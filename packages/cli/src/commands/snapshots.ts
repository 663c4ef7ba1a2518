// pace snapshots <team>/<site>: the latest snapshots of a site, newest first.
import type { PaceClient } from '../client.ts';
import { CliError, ExitCode } from '../exit-codes.ts';
import { CliSnapshotsDocument, type CliSnapshotsQuery } from '../graphql/generated/graphql.ts';
import { emit, json, toText } from '../output.ts';
import type { SiteRef } from '../site-ref.ts';

export type SnapshotSummary = CliSnapshotsQuery['snapshots']['nodes'][number];

/** The site's snapshots newest first, fetched 25 a page as the caller walks on (stop with break). */
export async function* eachSnapshot(client: PaceClient, site: SiteRef): AsyncGenerator<SnapshotSummary> {
  let after: string | null = null;
  do {
    const { snapshots }: CliSnapshotsQuery = await client.query(CliSnapshotsDocument, { ...site, after });
    yield* snapshots.nodes;
    after = snapshots.pageInfo.hasNextPage ? snapshots.pageInfo.endCursor : null;
  } while (after);
}

export async function snapshotsCommand(
  client: PaceClient,
  site: SiteRef,
  options: { limit: string; json?: boolean },
) {
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new CliError(`--limit must be a whole number above 0, got "${options.limit}"`, ExitCode.USAGE);
  }
  const list: SnapshotSummary[] = [];
  for await (const snapshot of eachSnapshot(client, site)) {
    list.push(snapshot);
    if (list.length >= limit) break;
  }
  if (options.json) return emit(json(list), undefined);
  if (list.length === 0) {
    process.stderr.write('This site has no snapshots yet.\n');
    return;
  }
  await emit(
    toText({
      columns: ['ID', 'STATUS', 'TRIGGER', 'CREATED', 'FINISHED', 'TESTS'],
      rows: list.map((snapshot) => [
        snapshot.id,
        snapshot.completedWithFailures ? 'completed with failures' : snapshot.status,
        snapshot.trigger,
        snapshot.createdAt,
        snapshot.finishedAt ?? '',
        `${snapshot.testCounts.completed}/${snapshot.testCounts.total} completed`,
      ]),
    }),
    undefined,
  );
}
