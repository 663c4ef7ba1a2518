// Runs per test, on the test agent screen (issue 21): at least the minimum, then more until the 95 %
// confidence interval of the key metric is within the target of its median, at most the cap. Saved
// apart from the agent fields above it (its own mutation); the bff's messages say what is wrong.
import { getMetric } from '@pace/metrics';
import { useRemote } from '@pace/mfe-kit';
import { Card, Skeleton } from '@pace/ui';
import { controlClass, Field, formClass, TextField } from '@pace/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { RUN_SETTINGS, type RunKeyMetric, UPDATE_RUN_SETTINGS } from '../graphql/synthetic';
import { errorMessage, FormFoot, useSite } from './common';
import { useLoadedValues } from './loaded-values';
import styles from './synthetic.module.css';

const KEY_METRICS: RunKeyMetric[] = ['performance_score', 'lcp', 'fcp', 'speed_index', 'tbt', 'cls', 'ttfb'];

/** The number fields as typed: the bff, not the form, says what is wrong with them. */
interface RunValues {
  minRuns: string;
  maxRuns: string;
  keyMetric: RunKeyMetric;
  targetPercent: string;
}

const DEFAULT_RUNS: RunValues = {
  minRuns: '3',
  maxRuns: '9',
  keyMetric: 'performance_score',
  targetPercent: '5',
};

/**
 * A number field's text as a number. Empty or not a number is NaN, which does not travel as JSON: sent as
 * null, which the schema refuses with the field named.
 */
function numberOf(text: string) {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isNaN(value) ? (null as unknown as number) : value;
}

const RUN_TEXT =
  "Each test runs Lighthouse at least the minimum number of times, then again until the 95 % confidence interval of the key metric is within the target of its median, or the cap is reached. A page whose latest tests varied gets more runs, even when its first few runs happen to agree. The test shows each metric's pseudo-median over its runs (the median of their pairwise averages: steadier than the median when runs fall in two groups, and still deaf to one wild run), with their spread, and the report of its median run. It counts as one test.";

export function RunSettingsForm() {
  const props = useRemote();
  const { teamId, siteId } = useSite();
  const [{ data, fetching }] = useQuery({
    query: RUN_SETTINGS,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId },
  });
  const [, update] = useMutation(UPDATE_RUN_SETTINGS);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RunValues>({ defaultValues: DEFAULT_RUNS });
  const settings = data?.runSettings;
  useLoadedValues(
    form.reset,
    settings
      ? {
          minRuns: String(settings.minRuns),
          maxRuns: String(settings.maxRuns),
          keyMetric: settings.keyMetric,
          targetPercent: String(settings.targetPercent),
        }
      : null,
  );
  const save = form.handleSubmit(async (values) => {
    const result = await update({
      teamId,
      siteId,
      input: {
        minRuns: numberOf(values.minRuns),
        maxRuns: numberOf(values.maxRuns),
        keyMetric: values.keyMetric,
        targetPercent: numberOf(values.targetPercent),
      },
    });
    if (result.error) setError(errorMessage(result.error));
    else {
      setError(null);
      props.flash('success', 'Run settings saved.');
    }
  });
  const readOnly = !props.permissions.updateSites || props.readOnly;
  if (fetching && !settings) return <Skeleton height={200} label="Loading run settings" />;
  return (
    <Card title="Runs per test">
      <form className={formClass} noValidate data-testid="run-settings" onSubmit={save}>
        <p className={styles.muted}>{RUN_TEXT}</p>
        <div className={styles.grid}>
          <TextField
            id="run-min-runs"
            label="Minimum runs"
            type="number"
            min={1}
            max={15}
            disabled={readOnly}
            {...form.register('minRuns')}
          />
          <TextField
            id="run-max-runs"
            label="Run cap"
            type="number"
            min={1}
            max={15}
            disabled={readOnly}
            {...form.register('maxRuns')}
          />
          <Field id="run-key-metric" label="Key metric">
            {(control) => (
              <select
                {...control}
                className={controlClass}
                disabled={readOnly}
                {...form.register('keyMetric')}
              >
                {KEY_METRICS.map((key) => (
                  <option key={key} value={key}>
                    {getMetric('synthetic', key).name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            id="run-target"
            label="Target (% of the median)"
            type="number"
            min={0.5}
            max={50}
            step={0.5}
            disabled={readOnly}
            {...form.register('targetPercent')}
          />
        </div>
        <FormFoot
          error={error}
          label="Save run settings"
          busy={form.formState.isSubmitting}
          readOnly={readOnly}
          testId="save-run-settings"
        />
      </form>
    </Card>
  );
}
