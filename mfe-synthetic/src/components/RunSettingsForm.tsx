// Runs per test, on the test agent screen (issue 21): at least the minimum, then more until the 95 %
// confidence interval of the key metric is within the target of its median, at most the cap. Saved
// apart from the agent fields above it (its own mutation); the bff's messages say what is wrong.
import { getMetric } from '@pace/metrics';
import { useRemote } from '@pace/mfe-kit';
import { Card, Skeleton } from '@pace/ui';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { RUN_SETTINGS, type RunKeyMetric, UPDATE_RUN_SETTINGS } from '../graphql/synthetic';
import { errorMessage, FormFoot, useSite } from './common';
import styles from './synthetic.module.css';

const KEY_METRICS: RunKeyMetric[] = ['performance_score', 'lcp', 'fcp', 'speed_index', 'tbt', 'cls', 'ttfb'];

/** A number field's text as a number; empty or not a number gives NaN, which the bff refuses by name. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function RunSettingsForm() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching }] = useQuery({
    query: RUN_SETTINGS,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [saving, update] = useMutation(UPDATE_RUN_SETTINGS);
  const [minRuns, setMinRuns] = useState('3');
  const [maxRuns, setMaxRuns] = useState('9');
  const [keyMetric, setKeyMetric] = useState<RunKeyMetric>('performance_score');
  const [target, setTarget] = useState('5');
  const [error, setError] = useState<string | null>(null);
  const settings = data?.runSettings;
  useEffect(() => {
    if (!settings) return;
    setMinRuns(String(settings.minRuns));
    setMaxRuns(String(settings.maxRuns));
    setKeyMetric(settings.keyMetric);
    setTarget(String(settings.targetPercent));
  }, [settings]);
  const readOnly = !props.permissions.updateSites || props.readOnly;
  if (fetching && !settings) return <Skeleton height={200} label="Loading run settings" />;
  return (
    <Card title="Runs per test">
      <form
        className={styles.form}
        noValidate
        data-testid="run-settings"
        onSubmit={async (event) => {
          event.preventDefault();
          // NaN does not travel as JSON: sent as null, which the schema refuses with the field named.
          const asInput = (text: string) => {
            const value = numberOf(text);
            return Number.isNaN(value) ? (null as unknown as number) : value;
          };
          const result = await update({
            teamId,
            siteId,
            input: {
              minRuns: asInput(minRuns),
              maxRuns: asInput(maxRuns),
              keyMetric,
              targetPercent: asInput(target),
            },
          });
          if (result.error) setError(errorMessage(result.error));
          else {
            setError(null);
            props.flash('success', 'Run settings saved.');
          }
        }}
      >
        <p className={styles.muted}>
          Each test runs Lighthouse at least the minimum number of times, then again until the 95 % confidence
          interval of the key metric is within the target of its median, or the cap is reached. A page whose
          latest tests varied gets more runs, even when its first few runs happen to agree. The test shows
          each metric's pseudo-median over its runs (the median of their pairwise averages: steadier than the
          median when runs fall in two groups, and still deaf to one wild run), with their spread, and the
          report of its median run. It counts as one test.
        </p>
        <div className={styles.grid}>
          <label className={styles.field}>
            Minimum runs
            <input
              name="minRuns"
              type="number"
              min={1}
              max={15}
              value={minRuns}
              onChange={(e) => setMinRuns(e.target.value)}
              disabled={readOnly}
            />
          </label>
          <label className={styles.field}>
            Run cap
            <input
              name="maxRuns"
              type="number"
              min={1}
              max={15}
              value={maxRuns}
              onChange={(e) => setMaxRuns(e.target.value)}
              disabled={readOnly}
            />
          </label>
          <label className={styles.field}>
            Key metric
            <select
              name="keyMetric"
              value={keyMetric}
              onChange={(e) => setKeyMetric(e.target.value as RunKeyMetric)}
              disabled={readOnly}
            >
              {KEY_METRICS.map((key) => (
                <option key={key} value={key}>
                  {getMetric('synthetic', key).name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Target (% of the median)
            <input
              name="targetPercent"
              type="number"
              min={0.5}
              max={50}
              step={0.5}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              disabled={readOnly}
            />
          </label>
        </div>
        <FormFoot
          error={error}
          label="Save run settings"
          busy={saving.fetching}
          readOnly={readOnly}
          testId="save-run-settings"
        />
      </form>
    </Card>
  );
}
