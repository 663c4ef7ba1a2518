// Good / needs improvement / poor shares as one stacked bar (CrUX histograms, RUM sessions), with the
// shares in words beside a shape per rating so it reads without colour.
import { formatShare as formatWholeShare } from '@pace/metrics';
import styles from './charts.module.css';

/** Shares from 0 to 1; they should add up to about 1 (CrUX densities are rounded). */
export interface DistributionShares {
  good: number;
  average: number;
  poor: number;
}

export type DistributionRating = keyof DistributionShares;

export interface DistributionBarProps {
  shares: DistributionShares | null | undefined;
  /** What is distributed, for the aria-label ("LCP distribution, phone"). */
  label: string;
  /** The rating words; pass `ratingLabel` of @pace/metrics for another locale. */
  labels?: Record<DistributionRating, string>;
  /** Thickness of the bar in CSS pixels. */
  thickness?: number;
  /** Shares in words under the bar (default); off in dense tables, where the aria-label still has them. */
  showLegend?: boolean;
  noDataMessage?: string;
  'data-testid'?: string;
}

const RATINGS: readonly DistributionRating[] = ['good', 'average', 'poor'];
const ENGLISH: Record<DistributionRating, string> = {
  good: 'Good',
  average: 'Needs improvement',
  poor: 'Poor',
};

/** "75%", "<1%" for a small share that is not zero. */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.005) return '<1%';
  return formatWholeShare(share);
}

export function DistributionBar({
  shares,
  label,
  labels = ENGLISH,
  thickness = 8,
  showLegend = true,
  noDataMessage = 'No data',
  'data-testid': testId = 'distribution-bar',
}: DistributionBarProps) {
  const total = shares ? shares.good + shares.average + shares.poor : 0;
  const described =
    shares && total > 0
      ? `${label}: ${RATINGS.map((r) => `${labels[r]} ${formatShare(shares[r])}`).join(', ')}`
      : `${label}: ${noDataMessage}`;
  return (
    <div className={styles.distribution} data-testid={testId}>
      <div className={styles.bar} style={{ height: thickness }} role="img" aria-label={described}>
        {shares && total > 0
          ? RATINGS.map((rating) => (
              <span
                key={rating}
                className={`${styles.segment} ${styles[rating]}`}
                style={{ width: `${(shares[rating] / total) * 100}%` }}
                title={`${labels[rating]} ${formatShare(shares[rating])}`}
              />
            ))
          : null}
      </div>
      {showLegend ? (
        <ul className={styles.legend} aria-hidden="true">
          {shares && total > 0 ? (
            RATINGS.map((rating) => (
              <li key={rating} className={styles.legendItem}>
                <span className={`${styles.shape} ${styles[rating]}`} />
                {labels[rating]} <strong>{formatShare(shares[rating])}</strong>
              </li>
            ))
          ) : (
            <li className={styles.legendItem}>{noDataMessage}</li>
          )}
        </ul>
      ) : null}
    </div>
  );
}
