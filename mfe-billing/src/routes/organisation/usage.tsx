// /organisations/{orgId}/usage: synthetic tests this month (during the trial: the whole trial) against the
// allotment, with the running total charted against the allotment line.
import { AppLink } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { TimeSeriesChart } from '@pace/ui/charts';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import styles from '../../components/billing.module.css';
import { Frame, LoadError, Loading, Notice } from '../../components/Frame';
import { count, day } from '../../components/format';
import { paths } from '../../components/paths';
import { limitsInWords } from '../../components/plan-limits';
import { orgIdOf, useRemote } from '../../components/remote';
import { USAGE } from '../../graphql/billing';

export function Usage() {
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
  const series = useMemo(() => {
    let total = 0;
    const points = (usage?.days ?? []).map((entry) => {
      total += entry.tests;
      return { t: Date.parse(`${entry.day}T00:00:00Z`), value: total };
    });
    return [{ name: 'Tests run', points }];
  }, [usage]);
  const share = usage && usage.allotment > 0 ? Math.min(1, usage.used / usage.allotment) : 0;

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
                <AppLink href={paths.plan(orgId)}>Add test packs</AppLink> to run more tests.
              </p>
            </Notice>
          ) : null}
          <Card title={usage.trial ? 'Tests in the free trial' : 'Tests this month'}>
            <div className={styles.meter}>
              <p className={styles.meterFigure} data-testid="usage-figure">
                {count(usage.used)} <small>of {count(usage.allotment)} tests</small>
              </p>
              <div className={styles.bar} aria-hidden="true">
                <div
                  className={share >= 1 ? styles.barFull : styles.barFill}
                  style={{ width: `${share * 100}%` }}
                />
              </div>
              <p className={styles.steps}>
                {day(usage.periodStart)} to {day(usage.periodEnd)}.{' '}
                {usage.trial
                  ? 'The free trial includes 500 tests.'
                  : 'Each test pack adds 5,000 tests a month.'}
              </p>
            </div>
          </Card>
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
