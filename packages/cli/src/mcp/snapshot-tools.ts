// The tools about snapshots and tests: start one (the token needs updateSites), read its result, and
// compare two tests metric by metric.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { PaceClient } from '../client.ts';
import {
  CliSnapshotDocument,
  McpCreateSnapshotDocument,
  McpTestDocument,
} from '../graphql/generated/graphql.ts';
import { answer, metricValues, siteRef } from './answer.ts';
import { SITE } from './site-tools.ts';

export function registerSnapshotTools(server: McpServer, client: PaceClient): void {
  server.registerTool(
    'start_snapshot',
    {
      title: 'Start a snapshot',
      description:
        "Runs Lighthouse on every chosen page with every chosen test profile of a site (all of them when none are chosen). Answers the snapshot's id at once; snapshot_result reads its progress and results.",
      inputSchema: {
        site: SITE,
        pages: z.array(z.string()).optional().describe('page uuids; default every page'),
        profiles: z.array(z.string()).optional().describe('test profile uuids; default every profile'),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
    ({ site, pages, profiles }) =>
      answer(async () => {
        const { createSnapshot } = await client.query(McpCreateSnapshotDocument, {
          ...siteRef(site),
          input: { pageIds: pages, profileIds: profiles, client: 'mcp' },
        });
        return {
          site,
          snapshot: createSnapshot.id,
          status: createSnapshot.status,
          tests: createSnapshot.testCounts.total,
        };
      }),
  );

  server.registerTool(
    'snapshot_result',
    {
      title: 'Snapshot result',
      description:
        "A snapshot's status and each of its tests: page, profile, status, the failure's explanation if it failed, and its metric values once completed.",
      inputSchema: { site: SITE, snapshot: z.string().describe('the snapshot id start_snapshot answered') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ site, snapshot: snapshotId }) =>
      answer(async () => {
        const { snapshot } = await client.query(CliSnapshotDocument, { ...siteRef(site), snapshotId });
        return {
          site,
          snapshot: snapshot.id,
          status: snapshot.status,
          completedWithFailures: snapshot.completedWithFailures,
          createdAt: snapshot.createdAt,
          finishedAt: snapshot.finishedAt ?? null,
          tests: snapshot.tests.map((test) => ({
            test: test.uuid,
            page: test.page.name,
            url: test.url,
            profile: test.profile.name,
            status: test.status,
            failure: test.failureCode
              ? { code: test.failureCode, explanation: test.failureExplanation }
              : null,
            metrics: metricValues(test.metrics),
          })),
        };
      }),
  );

  server.registerTool(
    'compare_tests',
    {
      title: 'Compare two tests',
      description:
        'Two tests side by side, metric by metric: each value, the difference (after minus before) and the relative change. The tests may be of two sites the token reaches.',
      inputSchema: {
        site: SITE,
        before: z.string().describe("the first test's uuid"),
        after: z.string().describe("the second test's uuid"),
        afterSite: SITE.optional().describe("the second test's site, when not the same"),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ site, before, after, afterSite }) =>
      answer(async () => {
        const [first, second] = await Promise.all([
          client.query(McpTestDocument, { ...siteRef(site), uuid: before }),
          client.query(McpTestDocument, { ...siteRef(afterSite ?? site), uuid: after }),
        ]);
        const a = metricValues(first.test.metrics);
        const b = metricValues(second.test.metrics);
        const describe = ({ test }: typeof first) => ({
          test: test.uuid,
          snapshot: test.snapshotId,
          status: test.status,
          page: test.page.name,
          profile: test.profile.name,
          url: test.url,
          finishedAt: test.finishedAt ?? null,
        });
        const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
        return {
          before: describe(first),
          after: describe(second),
          metrics: keys.map((metric) => {
            const [from, to] = [a[metric] ?? null, b[metric] ?? null];
            const change = from !== null && to !== null ? to - from : null;
            return {
              metric,
              before: from,
              after: to,
              change,
              relativeChange: change !== null && from ? change / from : null,
            };
          }),
        };
      }),
  );
}
