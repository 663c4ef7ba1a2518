// Pieces every RUM screen uses: the site from the route, the period picker, ratings with their shape,
// metric values formatted by @pace/metrics, and the spec's RUM state messages.

import {
  findMetric,
  formatMetric,
  formatNumber,
  formatRegion,
  type Rating,
  ratingLabel,
} from '@pace/metrics';
import { afterNextPaint, useRemote, useSearchChoice } from '@pace/mfe-kit';
import { useEffect, useRef } from 'react';
import type { RumSettings } from '../graphql/rum';
import { PERIOD_KEYS, PERIODS, type Period } from './periods';
import styles from './rum.module.css';

export { PERIODS, type Period } from './periods';

/** The period of the screen, kept in the URL (`?period=`); `fallback` when the URL has none. */
export function usePeriod(fallback: Period) {
  return useSearchChoice('period', PERIOD_KEYS, fallback);
}

/** The spec's RUM messages (section 8). */
export const MESSAGES = {
  updated: 'RUM settings updated successfully.',
  updateFailed: 'There was an error updating RUM settings.',
  disabled: 'RUM is currently disabled for this Site. Enable to configure settings.',
  notConfigured: 'RUM is not yet configured for this Site.',
  noData: 'No RUM data available',
  waiting: 'Waiting for data',
} as const;

export const DIMENSION_LABELS: Record<string, string> = {
  path: 'Path',
  pageGrouping: 'Page grouping',
  countryCode: 'Country',
  city: 'City',
  browserName: 'Browser',
  browserMajorVersion: 'Browser version',
  osName: 'Operating system',
  osVersion: 'OS version',
  deviceType: 'Device',
  deviceVendor: 'Device vendor',
  deviceModel: 'Device model',
  navigationType: 'Navigation type',
  connectionType: 'Connection type',
  attributionTarget: 'Element',
};

/** The site of the route. */
export function useSite() {
  const { teamId = '', siteId = '' } = useRemote().route.params;
  return { teamId, siteId };
}

/**
 * The period of a RUM screen. Uncontrolled: the select shows a new choice at once, and the screen re-renders
 * with it after that has been painted (the choice responds at once even where the screen is slow); a new
 * URL (back, forward, a link) sets it.
 */
export function PeriodSelect({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) select.current.value = value;
  }, [value]);
  return (
    <label className={styles.toolbar}>
      <span className={styles.muted}>Period</span>
      <select
        ref={select}
        className={styles.select}
        defaultValue={value}
        onChange={(event) => {
          const chosen = event.target.value as Period;
          afterNextPaint(() => onChange(chosen));
        }}
        data-testid="rum-period"
      >
        {PERIODS.map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `rating` is the schema's string: good, average, poor, ungraded or no_data. */
export function RatingMark({ rating: text }: { rating: string }) {
  const rating = text as Rating;
  const shape = rating === 'good' || rating === 'average' || rating === 'poor' ? rating : 'none';
  return (
    <span className={styles.rating}>
      <span className={`${styles.shape} ${styles[shape]}`} aria-hidden="true" />
      {ratingLabel(rating)}
    </span>
  );
}

export function formatValue(metric: string, value: number | null | undefined) {
  const definition = findMetric('rum', metric);
  return definition ? formatMetric(definition, value ?? null) : formatNumber(value ?? 0);
}

export const formatCount = (value: number) => formatNumber(Math.round(value));

export function metricName(metric: string) {
  return findMetric('rum', metric)?.name ?? metric;
}

/** Shown instead of a screen's data while RUM is not configured, disabled, or waiting for the first beacon. */
export function StateNotice({
  settings,
}: {
  settings: Pick<RumSettings, 'state' | 'waitingForData'> | undefined;
}) {
  if (!settings) return null;
  let message: string | null = null;
  if (settings.state === 'not_configured') message = MESSAGES.notConfigured;
  else if (settings.state === 'disabled') message = MESSAGES.disabled;
  else if (settings.waitingForData)
    message = `${MESSAGES.waiting}: the embed code is being verified, which takes a minute or two after the first visit.`;
  return message ? (
    <p className={styles.notice} role="status" data-testid="rum-state">
      {message}
    </p>
  ) : null;
}

export function countryName(code: string) {
  return code ? formatRegion(code) : 'Unknown';
}

export function segmentLabel(dimension: string, value: string) {
  if (value === '') return 'Unknown';
  if (dimension === 'countryCode') return countryName(value);
  return value;
}
