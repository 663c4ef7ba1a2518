// The good / needs improvement / poor shares of each collection period as thin stacked columns, oldest
// on the left: how the distribution moved, next to the p75 line. A table carries the same for screen
// readers.
import { formatDate } from '@pace/metrics';
import { ChartState, formatShare } from '@pace/ui/charts';
import type { HistoryPoint } from '../graphql/crux';
import styles from './crux.module.css';

const HEIGHT = 96;

export function DistributionHistory({
  points,
  label,
  loading,
  error,
}: {
  points: readonly HistoryPoint[];
  label: string;
  loading: boolean;
  error: unknown;
}) {
  const withShares = points.filter((p) => p.shares);
  if (loading) return <ChartState state="loading" height={HEIGHT} />;
  if (error) return <ChartState state="error" height={HEIGHT} />;
  if (withShares.length === 0) return <ChartState state="empty" height={HEIGHT} />;
  return (
    <figure className={styles.distributionHistory} data-testid="crux-distribution-history">
      <div className={styles.columns} style={{ height: HEIGHT }} aria-hidden="true">
        {withShares.map((point) => {
          const s = point.shares!;
          return (
            <div
              key={point.periodEnd}
              className={styles.column}
              title={`${formatDate(point.periodEnd)}: good ${formatShare(s.good)}, needs improvement ${formatShare(s.average)}, poor ${formatShare(s.poor)}`}
            >
              <span className={styles.poor} style={{ height: `${s.poor * 100}%` }} />
              <span className={styles.average} style={{ height: `${s.average * 100}%` }} />
              <span className={styles.good} style={{ height: `${s.good * 100}%` }} />
            </div>
          );
        })}
      </div>
      <figcaption className={styles.axis}>
        <span>{formatDate(withShares[0]!.periodEnd)}</span>
        <span>{formatDate(withShares.at(-1)!.periodEnd)}</span>
      </figcaption>
      <table className={styles.visuallyHidden}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Period ending</th>
            <th scope="col">Good</th>
            <th scope="col">Needs improvement</th>
            <th scope="col">Poor</th>
          </tr>
        </thead>
        <tbody>
          {withShares.map((point) => (
            <tr key={point.periodEnd}>
              <th scope="row">{formatDate(point.periodEnd)}</th>
              <td>{formatShare(point.shares!.good)}</td>
              <td>{formatShare(point.shares!.average)}</td>
              <td>{formatShare(point.shares!.poor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
