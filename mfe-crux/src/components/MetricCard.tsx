import { formatDate, formatNumber, getMetric } from '@pace/metrics';
import { AppLink } from '@pace/mfe-kit';
import { DistributionBar } from '@pace/ui/charts';
import type { MetricSummary } from '../graphql/crux';
import styles from './crux.module.css';
import { MetricValue } from './Rating';

/** "12% lower than 4 weeks before": the trend in words, with which way is better. */
export function TrendText({ trend }: { trend: MetricSummary['trend'] }) {
  if (!trend) return <span className={styles.muted}>No trend yet</span>;
  if (trend.direction === 'same')
    return (
      <span className={styles.muted}>
        Unchanged from {formatDate(trend.previousPeriodEnd, { style: 'dayMonth' })}
      </span>
    );
  const amount = formatNumber(Math.abs(trend.change), { style: 'percent', maximumFractionDigits: 0 });
  return (
    <span
      className={trend.direction === 'better' ? styles.goodText : styles.poorText}
      data-trend={trend.direction}
    >
      {trend.change < 0 ? '▼' : '▲'} {amount} {trend.change < 0 ? 'lower' : 'higher'} than on{' '}
      {formatDate(trend.previousPeriodEnd, { style: 'dayMonth' })} ({trend.direction})
    </span>
  );
}

export function MetricCard({ summary, href }: { summary: MetricSummary; href: string }) {
  const definition = getMetric('crux', summary.metric);
  return (
    <article className={styles.card} data-testid={`crux-metric-${summary.metric}`}>
      <h2 className={styles.cardTitle}>
        <AppLink href={href}>
          {definition.name} <abbr className={styles.muted}>({definition.abbreviation})</abbr>
        </AppLink>
      </h2>
      <p className={styles.cardValue}>
        <MetricValue metric={summary.metric} p75={summary.p75} rating={summary.rating} large />
        <span className={styles.muted}> p75</span>
      </p>
      <DistributionBar shares={summary.shares} label={`${definition.abbreviation} distribution`} />
      <p className={styles.trend}>
        <TrendText trend={summary.trend} />
      </p>
    </article>
  );
}
