import { useRemote } from '@pace/mfe-kit';
import { useQuery } from 'urql';
import { REPORT_TEST_QUERY } from '../graphql/share';
import { useSite } from './common';

export const SCORE_KEYS: Record<string, string> = {
  performance: 'performance_score',
  accessibility: 'accessibility_score',
  'best-practices': 'best_practices_score',
  seo: 'seo_score',
};
export const MONITORED = ['performance_score', 'lcp', 'cls', 'tbt', 'fcp', 'ttfb'] as const;

export function useReportTest() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const uuid = props.route.params.testId ?? '';
  const [{ data, fetching, error }] = useQuery({
    query: REPORT_TEST_QUERY,
    variables: { teamId, siteId, uuid },
    pause: !uuid,
  });
  // The report's own address, for links between its screens.
  const { uuid: reportUuid = '', shareToken = '' } = props.route.params;
  return { test: data?.test, fetching, error, report: { uuid: reportUuid, shareToken } };
}
