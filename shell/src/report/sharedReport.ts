// The share report frame's one call: which test the link shares and its site. Plain fetch, like the
// chrome's calls (urql lives in the remotes' loader chunk); the link goes in its headers.
import type { ResultOf } from '@pace/mfe-kit';
import { useEffect, useState } from 'react';
import { graphql } from '../graphql/generated';
import { shareHeaders } from './shareLink';

const SHARED_REPORT = graphql(`
  query SharedReport { sharedReport {
    site { teamId siteId name canonicalUrl } test { uuid page { name } profile { name } } } }
`);

export type SharedReport = NonNullable<ResultOf<typeof SHARED_REPORT>['sharedReport']>;

export type SharedReportState =
  | { status: 'loading' }
  | { status: 'found'; report: SharedReport }
  | { status: 'not-found' }
  | { status: 'failed' };

async function fetchSharedReport(pathname: string): Promise<SharedReport | null> {
  const response = await fetch('/graphql', {
    method: 'POST',
    // The link alone answers this: no session (and so no CSRF token) goes along.
    credentials: 'omit',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...shareHeaders(pathname) },
    body: JSON.stringify({ query: SHARED_REPORT.toString() }),
  });
  const body = (await response.json()) as { data?: ResultOf<typeof SHARED_REPORT> | null };
  if (!body.data) throw new Error(`Shared report request failed (${response.status})`);
  return body.data.sharedReport;
}

/** The report of the link in `base` (/tests/{uuid}/{token}): asked again only when the link changes. */
export function useSharedReport(base: string): SharedReportState {
  const [state, setState] = useState<SharedReportState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchSharedReport(base).then(
      (report) => current && setState(report ? { status: 'found', report } : { status: 'not-found' }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [base]);
  return state;
}
