import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/** Badge tones of the spec: error for Administrator, success for User, neutral for Viewer. */
export type BadgeTone = 'error' | 'success' | 'neutral';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
