// What the organisation used of what its plan allows, as a figure and a bar (tests, RUM page views), and
// what the period is underneath. A limit of null: no limit, no bar.
import type { ReactNode } from 'react';
import styles from './billing.module.css';
import { count } from './format';

export function UsageMeter(props: {
  used: number;
  limit: number | null;
  /** Plural: 'tests', 'page views'. */
  unit: string;
  testId: string;
  children: ReactNode;
}) {
  const { used, limit, unit } = props;
  const share = limit !== null && limit > 0 ? Math.min(1, used / limit) : 0;
  return (
    <div className={styles.meter}>
      <p className={styles.meterFigure} data-testid={props.testId}>
        {count(used)} <small>{limit === null ? unit : `of ${count(limit)} ${unit}`}</small>
      </p>
      {limit === null ? null : (
        <div className={styles.bar} aria-hidden="true">
          <div
            className={share >= 1 ? styles.barFull : styles.barFill}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      )}
      <p className={styles.steps}>{props.children}</p>
    </div>
  );
}
