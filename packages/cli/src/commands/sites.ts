// pace sites: every site the token reaches, as <team>/<site> the other commands take.
import type { PaceClient } from '../client.ts';
import { CliError, ExitCode } from '../exit-codes.ts';
import { emit, json, toText } from '../output.ts';

const MEMBERSHIPS = /* GraphQL */ `
  query { currentUser { memberships { organisation { id name } } } }
`;

const ORGANISATION_SITES = /* GraphQL */ `
  query ($orgId: ID!, $cursor: String) {
    organisationSites(orgId: $orgId, cursor: $cursor, first: 100) {
      edges { node { id name canonicalUrl team { id name } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

interface SiteNode {
  id: string;
  name: string;
  canonicalUrl: string;
  team: { id: string; name: string };
}

export interface SiteRow {
  site: string;
  name: string;
  url: string;
  team: string;
  organisation: string;
}

export async function listSites(client: PaceClient): Promise<SiteRow[]> {
  const { currentUser } = await client.query<{
    currentUser: { memberships: { organisation: { id: string; name: string } }[] } | null;
  }>(MEMBERSHIPS);
  if (!currentUser) throw new CliError('Invalid API token', ExitCode.AUTH);
  const rows: SiteRow[] = [];
  for (const { organisation } of currentUser.memberships) {
    let cursor: string | null = null;
    do {
      const {
        organisationSites,
      }: {
        organisationSites: {
          edges: { node: SiteNode }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      } = await client.query(ORGANISATION_SITES, { orgId: organisation.id, cursor });
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
