// Pace as a Model Context Protocol server (@modelcontextprotocol/sdk): the tools an agent uses to read
// a site's performance and run audits, each a client of the same GraphQL API as the CLI with the same
// API token, so a tool reaches exactly what the token reaches and is refused what it may not do.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { PaceClient } from '../client.ts';
import { CliError, ExitCode } from '../exit-codes.ts';
import { CliMembershipsDocument } from '../graphql/generated/graphql.ts';
import { registerSiteTools } from './site-tools.ts';
import { registerSnapshotTools } from './snapshot-tools.ts';

export function createMcpServer(client: PaceClient): McpServer {
  const server = new McpServer(
    { name: 'pace', title: 'Pace web performance monitoring', version: '0.1.0' },
    {
      instructions:
        'Sites are named <team>/<site>: call list_sites first. Synthetic metrics come from Lighthouse tests, CrUX from Chrome field data, RUM from real visitors.',
    },
  );
  registerSiteTools(server, client);
  registerSnapshotTools(server, client);
  return server;
}

/**
 * `pace mcp`: serves the tools over stdio until the client closes stdin. The token is checked first, so
 * a bad one is one line on stderr and exit code 2, before any MCP is spoken.
 */
export async function serveMcpOverStdio(client: PaceClient): Promise<void> {
  const { currentUser } = await client.query(CliMembershipsDocument, {});
  if (!currentUser) throw new CliError('Invalid API token', ExitCode.AUTH);
  const server = createMcpServer(client);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  process.stdin.once('end', () => void server.close());
  await closed;
}
