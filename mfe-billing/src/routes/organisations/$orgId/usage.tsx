// /organisations/{orgId}/usage: synthetic tests this month (during the trial: the whole trial) against the
// allotment, with the running total charted against the allotment line; and the UTC month's RUM page
// views against the plan's quota (the collector's count, Billing.rumPageViews).
import { AppLink, pathTo } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { TimeSeriesChart } from '@pace/ui/charts';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import styles from '../../../components/billing.module.css';
import { Frame, LoadError, Loading, Notice } from '../../../components/Frame';
import { count, day } from '../../../components/format';
import { limitsInWords } from '../../../components/plan-limits';
import { orgIdOf, useRemote } from '../../../components/remote';
import { UsageMeter } from '../../../components/UsageMeter';
import { USAGE } from '../../../graphql/billing';

/** The last moment before `iso` (a period's end is the next one's start): the period's last day. */
const lastDay = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();

export default function Usage() {
  const remote = useRemote();
  const orgId = orgIdOf(remote);
  const [{ data, fetching, error }] = useQuery({
    query: USAGE,
    variables: { orgId },
    // Billing changes elsewhere (webhooks, other screens): always check with the bff.
    requestPolicy: 'cache-and-network',
  });
  const usage = data?.billing.usage;
  const subscription = data?.billing.subscription;
  const rum = data?.billing.rumPageViews;
  const series = useMemo(() => {
    let total = 0;
    const points = (usage?.days ?? []).map((entry) => {
      total += entry.tests;
      return { t: Date.parse(`${entry.day}T00:00:00Z`), value: total };
    });
    return [{ name: 'Tests run', points }];
  }, [usage]);

  return (
    <Frame orgId={orgId} title="Usage">
      {!usage && fetching ? <Loading lines={8} /> : null}
      {!usage && !fetching ? <LoadError error={error} /> : null}
      {usage ? (
        <>
          {usage.used >= usage.allotment ? (
            <Notice tone="error" testId="allotment-notice">
              <p>
                Account has exceeded this month's test allotment.{' '}
                <AppLink href={pathTo('organisations/$orgId/billing/plan', { orgId })}>
                  Add test packs
                </AppLink>{' '}
                to run more tests.
              </p>
            </Notice>
          ) : null}
          {rum && rum.quota !== null && rum.used >= rum.quota ? (
            <Notice tone="error" testId="rum-quota-notice">
              <p>
                Account has collected this month's RUM page views: collection resumes on{' '}
                {day(rum.periodEnd, 'UTC')}.{' '}
                <AppLink href={pathTo('organisations/$orgId/billing/plan', { orgId })}>
                  Choose a larger plan
                </AppLink>{' '}
                to collect more.
              </p>
            </Notice>
          ) : null}
          <Card title={usage.trial ? 'Tests in the free trial' : 'Tests this month'}>
            <UsageMeter used={usage.used} limit={usage.allotment} unit="tests" testId="usage-figure">
              {day(usage.periodStart)} to {day(usage.periodEnd)}.{' '}
              {usage.trial
                ? 'The free trial includes 500 tests.'
                : 'Each test pack adds 5,000 tests a month.'}
            </UsageMeter>
          </Card>
          {rum ? (
            <Card title="RUM page views this month">
              <UsageMeter used={rum.used} limit={rum.quota} unit="page views" testId="rum-usage-figure">
                {day(rum.periodStart, 'UTC')} to {day(lastDay(rum.periodEnd), 'UTC')} (UTC), all the
                organisation's sites together. Past the plan's page views, beacons are refused until the month
                ends.
              </UsageMeter>
            </Card>
          ) : null}
          {subscription ? (
            <Card title={`What ${subscription.planName} allows`}>
              <ul className={styles.steps} data-testid="plan-limits">
                {limitsInWords(subscription.limits).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Card>
          ) : null}
          <Card title="Running total">
            <TimeSeriesChart
              label="Tests run, running total"
              series={series}
              formatValue={(value) => count(Math.round(value))}
              budget={usage.allotment}
              budgetLabel="Allotment"
              // The whole period: with one day of data the axis would otherwise span years.
              timeRange={[Date.parse(usage.periodStart), Date.parse(usage.periodEnd)]}
              theme={remote.theme}
              loading={fetching && !usage}
              error={error}
              emptyMessage="No tests run yet in this period."
              data-testid="usage-chart"
            />
          </Card>
        </>
      ) : null}
    </Frame>
  );
}
