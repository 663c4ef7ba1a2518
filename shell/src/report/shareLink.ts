// The share link inside the report's address (/tests/{uuid}/{shareToken}/...): the shell's GraphQL
// client sends it with every request made there, so that the bff reads through the link's share scope.
import { createContext, useContext } from 'react';

const REPORT_PATH = /^\/tests\/([^/]+)\/([^/]+)(?:\/|$)/;

export const SHARE_TEST_HEADER = 'x-share-test';
export const SHARE_TOKEN_HEADER = 'x-share-token';

/** The headers that present the share link of `pathname`, or none outside the report. */
export function shareHeaders(pathname: string): Record<string, string> {
  const match = REPORT_PATH.exec(pathname);
  if (!match) return {};
  return {
    [SHARE_TEST_HEADER]: decodeURIComponent(match[1]!),
    [SHARE_TOKEN_HEADER]: decodeURIComponent(match[2]!),
  };
}

/**
 * The shared test's site as the report frame found it: the remotes read the site's data with these ids
 * (their screens address a site by team and site), and link between the report's children from `base`.
 */
export interface ReportSite {
  teamId: string;
  siteId: string;
  testId: string;
  base: string;
}

export const ReportSiteContext = createContext<ReportSite | null>(null);

export function useReportSite(): ReportSite | null {
  return useContext(ReportSiteContext);
}
