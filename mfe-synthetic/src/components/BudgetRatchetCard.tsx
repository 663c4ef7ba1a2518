// A budget's ratchet on its screen: whether it is on and how it tightens, and every change it made,
// with the measurements that caused it (newest change first).
import { Card } from '@pace/ui';
import type { Budget, BudgetChange } from '../graphql/synthetic';
import { formatValue, when } from './common';
import styles from './synthetic.module.css';

function describeRatchet(budget: Pick<Budget, 'metric' | 'ratchet'>) {
  const { enabled, runs, margin, marginUnit } = budget.ratchet;
  if (!enabled || runs == null || margin == null) return 'Off: this budget changes only when it is edited.';
  const by = marginUnit === 'percent' ? `${margin} %` : formatValue(budget.metric, margin);
  return `On: after ${runs} measurements in a row under the budget by ${by}, it tightens to the worst of them with ${by} to spare. It never loosens by itself.`;
}

export function BudgetRatchetCard({
  budget,
  changes,
}: {
  budget: Pick<Budget, 'metric' | 'ratchet'>;
  changes: BudgetChange[];
}) {
  return (
    <Card title="Ratchet">
      <p data-testid="budget-ratchet-state" data-enabled={budget.ratchet.enabled}>
        {describeRatchet(budget)}
      </p>
      {changes.length ? (
        <table className={styles.table} data-testid="budget-changes">
          <thead>
            <tr>
              <th>When</th>
              <th data-numeric>From</th>
              <th data-numeric>To</th>
              <th>Measurements that caused it</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.uuid} data-testid="budget-change">
                <td>{when(change.at)}</td>
                <td data-numeric>{formatValue(budget.metric, change.oldValue)}</td>
                <td data-numeric>{formatValue(budget.metric, change.newValue)}</td>
                <td>
                  {change.measurements
                    .map(
                      (row) =>
                        `${formatValue(budget.metric, row.value)} (${row.page?.name ?? 'deleted page'} · ${row.profile?.name ?? 'deleted profile'}, ${when(row.measuredAt)})`,
                    )
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted} data-testid="budget-changes-none">
          No changes yet.
        </p>
      )}
    </Card>
  );
}
