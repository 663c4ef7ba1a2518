import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS width, e.g. `12rem` or `60%`. */
  width?: CSSProperties['width'];
  /** CSS height; reserve the height of what will replace it so nothing shifts. */
  height?: CSSProperties['height'];
  /** Number of stacked lines; the last one is shorter, like text. */
  lines?: number;
  label?: string;
}

/** A placeholder block shown while content loads, sized like the content to keep layout shift at zero. */
export function Skeleton({ width = '100%', height = '1rem', lines = 1, label = 'Loading' }: SkeletonProps) {
  const blocks = Array.from({ length: lines }, (_, index) => (
    <span
      // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder
      key={index}
      className={styles.skeleton}
      style={{ width: lines > 1 && index === lines - 1 ? '60%' : width, height }}
    />
  ));
  return (
    <div className={styles.stack} role="status" aria-busy="true" aria-label={label} data-testid="skeleton">
      {blocks}
    </div>
  );
}
