// What a tool answers: its data as JSON (text for any client, structured content for those that read it),
// or the API's refusal in the API's own words as the tool's error. A site the token cannot reach is "not
// found", exactly as GraphQL says it, so a tool tells a stranger no more than the API does.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CliError } from '../exit-codes.ts';
import { parseSiteRef, type SiteRef } from '../site-ref.ts';

export async function answer(work: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    const data = await work();
    return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }], structuredContent: data };
  } catch (error) {
    if (error instanceof CliError) return { isError: true, content: [{ type: 'text', text: error.message }] };
    throw error;
  }
}

/** The `site` argument of a tool, `<team>/<site>` as list_sites gives it. */
export const siteRef = (site: string): SiteRef => parseSiteRef(site);

/** A test's metric values as one object, `{ lcp: 1234, cls: 0.02 }`. */
export const metricValues = (metrics: readonly { metric: string; value: number }[]) =>
  Object.fromEntries(metrics.map(({ metric, value }) => [metric, value]));
