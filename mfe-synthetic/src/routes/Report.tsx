// The screens of the public share report that mfe-synthetic owns (the overview is the test screen,
// read-only): third parties, the Lighthouse categories and one category's audits, and monitoring (the
// shared page and profile over time). The shell hands them the shared test's site in the route's
// params (teamId, siteId, testId) and the report's address in `base`; every read goes through the link.
import { findMetric } from '@pace/metrics';
import type { RemoteProps } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { HistoryChart, type TimeSeries, useHistoryChoice } from '@pace/ui/charts';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { CategoryAudits } from '../components/CategoryAudits';
import { AppLink, ErrorNotice, formatValue, MetricFigure, siteOf, TabButtons } from '../components/common';
import styles from '../components/synthetic.module.css';
import { REPORT_HISTORY, REPORT_TEST } from '../graphql/share';
import type { LighthouseCategory } from '../graphql/synthetic';
import { ThirdPartyTable } from './Snapshot';

const SCORE_KEYS: Record<string, string> = {
  performance: 'performance_score',
  accessibility: 'accessibility_score',
  'best-practices': 'best_practices_score',
  seo: 'seo_score',
};
const MONITORED = ['performance_score', 'lcp', 'cls', 'tbt', 'fcp', 'ttfb'];

interface ReportTestData {
  test: {
    uuid: string;
    page: { uuid: string; name: string };
    profile: { uuid: string; name: string };
    categories: LighthouseCategory[];
    thirdParties: {
      entity: string;
      category: string | null;
      requests: number;
      transferSize: number;
      mainThreadTime: number;
    }[];
  };
}

function useReportTest(props: RemoteProps) {
  const { teamId, siteId } = siteOf(props);
  const uuid = props.route.params.testId ?? '';
  const [{ data, fetching, error }] = useQuery<ReportTestData>({
    query: REPORT_TEST,
    variables: { teamId, siteId, uuid },
    pause: !uuid,
  });
  return { test: data?.test, fetching, error, base: props.route.params.base ?? '' };
}

export function ReportThirdParties(props: RemoteProps) {
  const { test, fetching, error } = useReportTest(props);
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Third parties"
        titleTestId="screen-title"
        description="The other companies’ code the page loaded, by weight and main-thread time."
      />
      <ErrorNotice error={error} />
      {fetching && !test ? <Skeleton height={200} label="Loading third parties" /> : null}
      {test ? (
        <Card>
          <ThirdPartyTable parties={test.thirdParties} />
        </Card>
      ) : null}
    </div>
  );
}

export function ReportLighthouse(props: RemoteProps) {
  const { test, fetching, error, base } = useReportTest(props);
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Lighthouse report"
        titleTestId="screen-title"
        description="The score of each category."
      />
      <ErrorNotice error={error} />
      {fetching && !test ? <Skeleton height={200} label="Loading the Lighthouse report" /> : null}
      {test ? (
        <Card>
          {test.categories.length ? (
            <div className={styles.grid} data-testid="lighthouse-categories">
              {test.categories.map((category) => (
                <div key={category.id}>
                  <div className={styles.label}>
                    <AppLink to={`${base}/lighthouse/${category.id}`} navigate={props.navigate}>
                      {category.title}
                    </AppLink>
                  </div>
                  <div className={styles.figure}>
                    <MetricFigure metric={SCORE_KEYS[category.id] ?? category.id} value={category.score} />
                  </div>
                </div>
              ))}
            </div>
          ) : (
            <p className={styles.muted}>This test has no Lighthouse report.</p>
          )}
        </Card>
      ) : null}
    </div>
  );
}

export function ReportLighthouseCategory(props: RemoteProps) {
  const { test, fetching, error, base } = useReportTest(props);
  const id = props.route.params.category ?? '';
  const category = test?.categories.find((candidate) => candidate.id === id);
  return (
    <div className={styles.stack}>
      <PageHeader
        title={category?.title ?? 'Lighthouse category'}
        titleTestId="screen-title"
        description={
          <AppLink to={`${base}/lighthouse`} navigate={props.navigate}>
            All categories
          </AppLink>
        }
      />
      <ErrorNotice error={error} />
      {fetching && !test ? <Skeleton height={200} label="Loading the audits" /> : null}
      {test && !category ? <p className={styles.muted}>This test has no {id} category.</p> : null}
      {category ? (
        <Card>
          <CategoryAudits category={category} />
        </Card>
      ) : null}
    </div>
  );
}

/** The shared page and profile over time, one metric at a time. */
export function ReportMonitoring(props: RemoteProps) {
  const { teamId, siteId } = siteOf(props);
  const { test, error } = useReportTest(props);
  const [metric, setMetric] = useState(MONITORED[0]!);
  const [choice, setChoice] = useHistoryChoice(props);
  const definition = findMetric('synthetic', metric);
  const [history] = useQuery<{ metricHistory: { series: { points: { at: string; value: number }[] }[] } }>({
    query: REPORT_HISTORY,
    variables: {
      teamId,
      siteId,
      metric,
      months: choice.months,
      pageIds: test ? [test.page.uuid] : [],
      profileIds: test ? [test.profile.uuid] : [],
    },
    pause: !test,
  });
  const series = useMemo<TimeSeries[]>(
    () =>
      (history.data?.metricHistory.series ?? []).map((line) => ({
        name: test ? `${test.page.name} · ${test.profile.name}` : '',
        points: line.points.map((point) => ({ t: Date.parse(point.at), value: point.value })),
      })),
    [history.data, test],
  );
  const format = useCallback((value: number) => formatValue(metric, value), [metric]);
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Monitoring"
        titleTestId="screen-title"
        description={test ? `${test.page.name} with ${test.profile.name}, test after test.` : null}
      />
      <ErrorNotice error={error ?? history.error} />
      <TabButtons
        label="Metric"
        tabs={MONITORED}
        current={metric}
        onSelect={setMetric}
        name={(key) => findMetric('synthetic', key)?.name ?? key}
      />
      <Card>
        <HistoryChart
          label={`${definition?.name ?? metric} of the shared page`}
          series={series}
          choice={choice}
          onChoiceChange={setChoice}
          formatValue={format}
          stops={definition?.stops ? { good: definition.stops.good, poor: definition.stops.poor } : null}
          theme={props.theme}
          loading={!test || (history.fetching && !history.data)}
          error={history.error}
          noDataMessage="No measurements"
          data-testid="monitoring-chart"
        />
      </Card>
      {/* Spec section 1: visitors are invited to sign up, signed-in users without an organisation to set one up. */}
      {!props.user ? (
        <p className={styles.muted}>
          Monitor your own pages like this: <a href="/sign-up">sign up for Pace</a>.
        </p>
      ) : !props.user.memberships.some((membership) => membership.organisation.isActive) ? (
        <p className={styles.muted} data-testid="set-up-prompt">
          Monitor your own pages like this:{' '}
          <AppLink to="/setup" navigate={props.navigate}>
            set up your organisation
          </AppLink>
          .
        </p>
      ) : null}
    </div>
  );
}
