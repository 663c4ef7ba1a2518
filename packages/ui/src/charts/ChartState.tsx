import { Skeleton } from '../components/Skeleton';
import styles from './charts.module.css';

/** The spec's chart load error (section 8). */
export const CHART_ERROR_MESSAGE = 'Failed to load data';

export interface ChartStateProps {
  state: 'loading' | 'error' | 'empty';
  /** Height of the chart it stands in for, so nothing shifts when the chart arrives. */
  height: number;
  emptyMessage?: string;
}

/** What a chart shows instead of itself: a skeleton, 'Failed to load data', or its empty message. */
export function ChartState({ state, height, emptyMessage = 'No data' }: ChartStateProps) {
  if (state === 'loading') return <Skeleton height={height} label="Loading chart" />;
  return (
    <div
      className={styles.state}
      style={{ height }}
      role={state === 'error' ? 'alert' : undefined}
      data-testid={state === 'error' ? 'chart-error' : 'chart-empty'}
    >
      {state === 'error' ? CHART_ERROR_MESSAGE : emptyMessage}
    </div>
  );
}
