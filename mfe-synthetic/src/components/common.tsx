// Pieces every synthetic screen uses: the site from the route, links inside the site, ratings with their
// shape, states of snapshots, tests and budgets, metric values formatted by @pace/metrics.
import {
  budgetStateLabel,
  findMetric,
  formatDate,
  formatMetric,
  formatNumber,
  getMetric,
  type Rating,
  rate,
  ratingLabel,
} from '@pace/metrics';
import { pathTo, type RemoteProps, useRemote } from '@pace/mfe-kit';
import { FormAlert, SubmitActions } from '@pace/ui/forms';
import { ActionsCell } from '@pace/ui/lists';
import type { ReactNode } from 'react';
import type { Budget, BudgetState, MetricValue, RunState } from '../graphql/synthetic';
import styles from './synthetic.module.css';

/**
 * The site of the route, and its path (`base`: the site forms build their links on it; every other link
 * is `pathTo(key, { teamId, siteId, … })`).
 */
export function useSite() {
  const { teamId = '', siteId = '' } = useRemote().route.params;
  return { teamId, siteId, base: pathTo('teams/$teamId/$siteId', { teamId, siteId }) };
}

export function RatingMark({ rating }: { rating: Rating }) {
  const shape =
    rating === 'good'
      ? styles.good
      : rating === 'average'
        ? styles.average
        : rating === 'poor'
          ? styles.poor
          : styles.none;
  return <span className={`${styles.shape} ${shape}`} aria-hidden="true" />;
}

/** The confidence interval of a test's value over its runs, and its level; null for a single run. */
export interface RunInterval {
  lower: number;
  upper: number;
  level: number;
}

/**
 * A synthetic metric's value with its rating's shape and name (never colour alone), and with `interval`
 * the range its runs place it in. A range, not a "± x": the interval of a pseudo-median is lopsided where
 * the runs are, and three runs reach only a 75 % one, which the title says.
 */
export function MetricFigure({
  metric,
  value,
  interval,
}: {
  metric: string;
  value: number | null | undefined;
  interval?: RunInterval | null;
}) {
  const definition = findMetric('synthetic', metric);
  if (!definition) return <span>{value ?? '—'}</span>;
  const rating = rate(definition, value);
  return (
    <span className={styles.rating} title={`${definition.name}: ${ratingLabel(rating)}`}>
      <RatingMark rating={rating} />
      <data value={value ?? ''}>{formatMetric(definition, value)}</data>
      {/* Runs that agree exactly have no spread to show ("100 – 100" would be noise). */}
      {interval && value != null && interval.upper > interval.lower ? (
        <span
          className={styles.interval}
          data-testid="metric-interval"
          title={`The ${formatNumber(interval.level, { style: 'percent', maximumFractionDigits: 1 })} confidence interval of the test's runs`}
        >
          {formatMetric(definition, interval.lower)} – {formatMetric(definition, interval.upper)}
        </span>
      ) : null}
    </span>
  );
}

export const measured = (metrics: MetricValue[], key: string) =>
  metrics.find((m) => m.metric === key)?.value ?? null;

/** A metric's interval over the test's runs; null for a single run. */
export function intervalOf(metrics: MetricValue[], key: string): RunInterval | null {
  const found = metrics.find((m) => m.metric === key);
  if (found?.ciLower == null || found.ciUpper == null || found.ciLevel == null) return null;
  return { lower: found.ciLower, upper: found.ciUpper, level: found.ciLevel };
}

export function metricName(key: string, short = false) {
  const definition = findMetric('synthetic', key);
  return definition ? (short ? definition.abbreviation : definition.name) : key;
}

export function formatValue(key: string, value: number | null | undefined) {
  const definition = findMetric('synthetic', key);
  return definition ? formatMetric(definition, value) : formatNumber(value);
}

const STATE_LABELS: Record<RunState, string> = {
  created: 'Created',
  scheduled: 'Scheduled',
  running: 'Running',
  verifying: 'Verifying',
  processing: 'Processing',
  completed: 'Completed',
  errored: 'Errored',
  failed: 'Failed',
};
export const FINAL_STATES: RunState[] = ['completed', 'errored', 'failed'];
export const isFinal = (state: RunState) => FINAL_STATES.includes(state);

export function RunStatus({ status, withFailures = false }: { status: RunState; withFailures?: boolean }) {
  const rating: Rating =
    status === 'completed' ? (withFailures ? 'average' : 'good') : isFinal(status) ? 'poor' : 'no_data';
  return (
    <span className={styles.rating} data-testid="run-status" data-status={status}>
      <RatingMark rating={rating} />
      <span>
        {withFailures && status === 'completed' ? 'Completed with some tests failed' : STATE_LABELS[status]}
      </span>
    </span>
  );
}

export function BudgetStatus({ state }: { state: BudgetState }) {
  const rating: Rating =
    state === 'met' ? 'good' : state === 'at_risk' ? 'average' : state === 'exceeded' ? 'poor' : 'no_data';
  return (
    <span className={styles.rating} data-testid="budget-state" data-state={state}>
      <RatingMark rating={rating} />
      <span>{budgetStateLabel(state)}</span>
    </span>
  );
}

export const when = (iso: string | null | undefined) => (iso ? formatDate(iso, { style: 'dateTime' }) : '—');
export const count = (value: number) => formatNumber(value);

/** The message of a failed mutation or query, as the bff wrote it. */
export function errorMessage(error: { graphQLErrors?: { message: string }[]; message?: string } | undefined) {
  return error?.graphQLErrors?.[0]?.message ?? error?.message ?? 'There was an unexpected error';
}

export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {errorMessage(error as { graphQLErrors?: { message: string }[] })}
    </p>
  );
}

/**
 * The foot of a form: its error (the form's alert), then the submit button, with Cancel beside it when
 * given. Read-only, only the error shows.
 */
export function FormFoot({
  error,
  label,
  busy,
  testId,
  onCancel,
  readOnly = false,
}: {
  error: string | null;
  label: string;
  busy: boolean;
  testId?: string;
  onCancel?: () => void;
  readOnly?: boolean;
}) {
  return (
    <>
      <FormAlert message={error} />
      {readOnly ? null : <SubmitActions label={label} disabled={busy} onCancel={onCancel} testId={testId} />}
    </>
  );
}

/**
 * The Delete cell (a `ListTable` row's `ActionsCell`) of a page's, a profile's or a flow's row: asks before it deletes what the row measures, flashes a
 * failure, and refreshes the list after a success.
 */
export function DeleteCell({
  name,
  remove,
  flash,
  onDeleted,
}: {
  name: string;
  remove: () => Promise<{ error?: Parameters<typeof errorMessage>[0] }>;
  flash: RemoteProps['flash'];
  onDeleted: () => void;
}) {
  return (
    <ActionsCell>
      <button
        type="button"
        className={styles.link}
        onClick={async () => {
          if (!window.confirm(`Delete ${name} and its measurements?`)) return;
          const result = await remove();
          if (result.error) flash('error', errorMessage(result.error));
          else onDeleted();
        }}
      >
        Delete
      </button>
    </ActionsCell>
  );
}

/** One labelled value in a detail card's grid (status, counts, versions). */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <div className={styles.label}>{label}</div>
      {children}
    </div>
  );
}

/** Tabs that switch what a screen shows below them (the current one is `aria-current="page"`). */
export function TabButtons<T extends string>({
  label,
  tabs,
  current,
  onSelect,
  name = (tab) => tab,
}: {
  label: string;
  tabs: readonly T[];
  current: T;
  onSelect: (tab: T) => void;
  name?: (tab: T) => ReactNode;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className={styles.tab}
          aria-current={current === tab ? 'page' : undefined}
          onClick={() => onSelect(tab)}
        >
          {name(tab)}
        </button>
      ))}
    </nav>
  );
}

export function budgetTitle(budget: Pick<Budget, 'metric' | 'value'>) {
  const metric = getMetric('synthetic', budget.metric);
  const side = metric.budgetDirection === 'GreaterThan' ? 'at most' : 'at least';
  return `${metric.name} ${side} ${formatValue(budget.metric, budget.value)}`;
}

/** GraphQL names cannot start with a digit: `_4g` is the 4g connection. */
export const connectionKey = (value: string) => value.replace(/^_/, '');
