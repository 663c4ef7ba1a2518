// pace sites: every site the token reaches, as <team>/<site> the other commands take.
import type { PaceClient } from '../client.ts';
import { CliError, ExitCode } from '../exit-codes.ts';
import {
  CliMembershipsDocument,
  CliOrganisationSitesDocument,
  type CliOrganisationSitesQuery,
} from '../graphql/generated/graphql.ts';
import { emit, json, toText } from '../output.ts';

export interface SiteRow {
  site: string;
  name: string;
  url: string;
  team: string;
  organisation: string;
}

export async function listSites(client: PaceClient): Promise<SiteRow[]> {
  const { currentUser } = await client.query(CliMembershipsDocument, {});
  if (!currentUser) throw new CliError('Invalid API token', ExitCode.AUTH);
  const rows: SiteRow[] = [];
  for (const { organisation } of currentUser.memberships) {
    let cursor: string | null = null;
    do {
      const { organisationSites }: CliOrganisationSitesQuery = await client.query(
        CliOrganisationSitesDocument,
        {
          orgId: organisation.id,
          cursor,
        },
      );
      for (const { node } of organisationSites.edges) {
        rows.push({
          site: `${node.team.id}/${node.id}`,
          name: node.name,
          url: node.canonicalUrl,
          team: node.team.name,
          organisation: organisation.name,
        });
      }
      cursor = organisationSites.pageInfo.hasNextPage ? organisationSites.pageInfo.endCursor : null;
    } while (cursor);
  }
  return rows;
}

export async function sitesCommand(client: PaceClient, options: { json?: boolean }) {
  const rows = await listSites(client);
  if (options.json) return emit(json(rows), undefined);
  if (rows.length === 0) {
    process.stderr.write('This token reaches no sites.\n');
    return;
  }
  await emit(
    toText({
      columns: ['SITE', 'NAME', 'URL', 'ORGANISATION'],
      rows: rows.map((row) => [row.site, row.name, row.url, row.organisation]),
    }),
    undefined,
  );
}
