// A budget: its state for each page and profile, and its history over 90 days once there are at least
// 15 measurements, and its ratchet with the changes it made.
import { getMetric } from '@pace/metrics';
import { pathTo, useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { TimeSeriesChart } from '@pace/ui/charts';
import { useMutation, useQuery } from 'urql';
import { BudgetRatchetCard } from '../../components/BudgetRatchetCard';
import {
  BudgetStatus,
  budgetTitle,
  ErrorNotice,
  errorMessage,
  formatValue,
  useSite,
  when,
} from '../../components/common';
import styles from '../../components/synthetic.module.css';
import { BUDGET_DETAIL, DELETE_BUDGET } from '../../graphql/synthetic';

export default function BudgetDetail() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const uuid = props.route.params.uuid ?? '';
  const [{ data, fetching, error }] = useQuery({
    query: BUDGET_DETAIL,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid },
  });
  const [, remove] = useMutation(DELETE_BUDGET);
  const budget = data?.budget;
  const canEdit = props.permissions.updateSites && !props.readOnly;
  const metric = budget ? getMetric('synthetic', budget.metric) : null;
  return (
    <div className={styles.stack}>
      <PageHeader
        title={budget ? budgetTitle(budget) : 'Budget'}
        titleTestId="screen-title"
        actions={
          canEdit && budget ? (
            <div className={styles.toolbar}>
              <Button onClick={() => props.navigate(pathTo('budgets/$uuid/edit', { teamId, siteId, uuid }))}>
                Edit
              </Button>
              <Button
                onClick={async () => {
                  if (!window.confirm('Delete this budget?')) return;
                  const result = await remove({ teamId, siteId, uuid });
                  if (result.error) props.flash('error', errorMessage(result.error));
                  else props.navigate(pathTo('budgets', { teamId, siteId }));
                }}
              >
                Delete
              </Button>
            </div>
          ) : null
        }
      />
      <ErrorNotice error={error} />
      {fetching && !budget ? <Skeleton height={240} label="Loading budget" /> : null}
      {budget && metric ? (
        <>
          <Card>
            <BudgetStatus state={budget.state} />
            {budget.stateChangedAt ? (
              <span className={styles.muted}> since {when(budget.stateChangedAt)}</span>
            ) : null}
            {budget.flowStep ? (
              <p data-testid="budget-flow-step">
                User flow {budget.flowStep.flow.name} › {budget.flowStep.stepName}: latest{' '}
                {formatValue(budget.metric, budget.flowStep.value)} ({when(budget.flowStep.measuredAt)})
              </p>
            ) : (
              <table className={styles.table} data-testid="budget-cells">
                <thead>
                  <tr>
                    <th>Page</th>
                    <th>Profile</th>
                    <th data-numeric>Latest</th>
                    <th>State</th>
                  </tr>
                </thead>
                <tbody>
                  {budget.cells.map((cell) => (
                    <tr key={`${cell.page.name}-${cell.profile.name}`}>
                      <td>{cell.page.name}</td>
                      <td>{cell.profile.name}</td>
                      <td data-numeric>{formatValue(budget.metric, cell.value)}</td>
                      <td>
                        <BudgetStatus state={cell.state} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
          <Card title="History (90 days)">
            {budget.history.points ? (
              <TimeSeriesChart
                label={`${metric.name} against its budget`}
                series={[
                  {
                    name: metric.abbreviation,
                    points: budget.history.points.map((p) => ({ t: Date.parse(p.at), value: p.value })),
                  },
                ]}
                formatValue={(value) => formatValue(budget.metric, value)}
                stops={metric.stops ? { good: metric.stops.good, poor: metric.stops.poor } : null}
                budget={budget.value}
                theme={props.theme}
              />
            ) : (
              <p className={styles.muted} data-testid="budget-history-pending">
                History appears with at least {budget.history.minimum} measurements ({budget.history.count} so
                far).
              </p>
            )}
          </Card>
          {budget.flowStep ? null : <BudgetRatchetCard budget={budget} changes={budget.changes} />}
        </>
      ) : null}
    </div>
  );
}
