import { CliError, ExitCode } from './exit-codes.ts';

/** A site as the URLs name it: `<team slug>/<site slug>`. */
export interface SiteRef {
  teamId: string;
  siteId: string;
}

export function parseSiteRef(value: string): SiteRef {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value.trim());
  if (!match) {
    throw new CliError(
      `Expected <team>/<site> (as \`pace sites\` lists them), got "${value}"`,
      ExitCode.USAGE,
    );
  }
  return { teamId: match[1]!, siteId: match[2]! };
}

export const formatSiteRef = (ref: SiteRef) => `${ref.teamId}/${ref.siteId}`;
