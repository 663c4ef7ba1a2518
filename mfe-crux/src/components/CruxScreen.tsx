// The frame of every CrUX screen: the heading, the form factor choice and the collection period.
import { formatDate } from '@pace/metrics';
import { PageHeader } from '@pace/ui';
import type { ReactNode } from 'react';
import type { FormFactor, Period } from '../graphql/crux';
import styles from './crux.module.css';
import { FormFactorChoice } from './FormFactorChoice';

export function CruxScreen({
  title,
  formFactor,
  onFormFactor,
  period,
  children,
}: {
  title: ReactNode;
  formFactor: FormFactor;
  onFormFactor: (next: FormFactor) => void;
  period?: Period | null;
  children: ReactNode;
}) {
  const description = period
    ? `Chrome UX Report, 75th percentile of the 28 days from ${formatDate(period.firstDate)} to ${formatDate(period.lastDate)}`
    : 'Chrome UX Report: real Chrome users, 75th percentile over 28 days';
  return (
    <div className={styles.screen}>
      <PageHeader
        title={title}
        description={description}
        titleTestId="screen-title"
        actions={<FormFactorChoice value={formFactor} onChange={onFormFactor} />}
      />
      {children}
    </div>
  );
}
