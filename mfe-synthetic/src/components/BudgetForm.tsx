// New and edit budget: a metric, a value in the metric's unit, and the pages and profiles it covers
// (none chosen: all of them), and whether it ratchets.
import { findMetric, metricsFor } from '@pace/metrics';
import { useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { BUDGET_FORM, CREATE_BUDGET, UPDATE_BUDGET } from '../graphql/synthetic';
import { errorMessage, FormFoot, useSite } from './common';
import { NO_RATCHET, type RatchetDraft, RatchetFields, ratchetInput } from './RatchetFields';
import styles from './synthetic.module.css';

const UNIT_HINT: Record<string, string> = {
  humanDuration: 'milliseconds',
  fileSize: 'bytes',
  gradeScore: 'score, 0–100',
  milliunit: 'thousandths (0.1 is 100)',
  trust: 'number',
  percentage: 'percent',
};

export function BudgetForm() {
  const props = useRemote();
  const { teamId, siteId, base } = useSite();
  const uuid = props.route.params.uuid ?? '';
  const editing = props.route.screen === 'budgets/$uuid/edit';
  const [{ data, fetching }] = useQuery({
    query: BUDGET_FORM,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid, withBudget: editing },
  });
  const [create, createBudget] = useMutation(CREATE_BUDGET);
  const [update, updateBudget] = useMutation(UPDATE_BUDGET);
  const [metric, setMetric] = useState('lcp');
  const [value, setValue] = useState('2500');
  const [pageIds, setPageIds] = useState<string[]>([]);
  const [profileIds, setProfileIds] = useState<string[]>([]);
  const [ratchet, setRatchet] = useState<RatchetDraft>(NO_RATCHET);
  /** `flow uuid|step id` when the budget holds a user flow's step; empty for pages and profiles. */
  const [flowStep, setFlowStep] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!data?.budget) return;
    setMetric(data.budget.metric);
    setValue(String(data.budget.value));
    setPageIds(data.budget.pages.map((page) => page.uuid));
    setProfileIds(data.budget.profiles.map((profile) => profile.uuid));
    const step = data.budget.flowStep;
    setFlowStep(step ? `${step.flow.uuid}|${step.stepId}` : '');
    const saved = data.budget.ratchet;
    setRatchet({
      enabled: saved.enabled,
      runs: String(saved.runs ?? NO_RATCHET.runs),
      margin: String(saved.margin ?? NO_RATCHET.margin),
      marginUnit: saved.marginUnit ?? NO_RATCHET.marginUnit,
    });
  }, [data?.budget]);

  const definition = findMetric('synthetic', metric);
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  return (
    <div className={styles.stack}>
      <PageHeader title={editing ? 'Edit budget' : 'New budget'} titleTestId="screen-title" />
      {fetching && !data ? (
        <Skeleton height={300} label="Loading" />
      ) : (
        <Card>
          <form
            className={styles.form}
            onSubmit={async (event) => {
              event.preventDefault();
              const [flowId, flowStepId] = flowStep ? flowStep.split('|') : [null, null];
              const input = flowStep
                ? { metric, value: Number(value), flowId, flowStepId }
                : { metric, value: Number(value), pageIds, profileIds, ratchet: ratchetInput(ratchet) };
              const result = editing
                ? await updateBudget({ teamId, siteId, uuid, input })
                : await createBudget({ teamId, siteId, input });
              if (result.error || !result.data) {
                setError(errorMessage(result.error));
                return;
              }
              const saved =
                'updateBudget' in result.data ? result.data.updateBudget.uuid : result.data.createBudget.uuid;
              props.flash('success', 'Budget saved.');
              props.navigate(`${base}/budgets/${saved}`);
            }}
          >
            <label className={styles.field}>
              Metric
              <select name="metric" value={metric} onChange={(e) => setMetric(e.target.value)}>
                {metricsFor('synthetic')
                  .filter((m) => m.category !== 'historical')
                  .map((m) => (
                    <option key={m.key} value={m.key}>
                      {m.name}
                      {m.recommended ? ' (recommended)' : ''}
                    </option>
                  ))}
              </select>
            </label>
            <label className={styles.field}>
              {definition?.budgetDirection === 'LessThan' ? 'At least' : 'At most'} (
              {UNIT_HINT[definition?.formatter ?? ''] ?? ''})
              <input
                name="value"
                type="number"
                min={0}
                step="any"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                required
              />
            </label>
            {data?.flows.length ? (
              <label className={styles.field}>
                Holds
                <select name="flowStep" value={flowStep} onChange={(e) => setFlowStep(e.target.value)}>
                  <option value="">Pages and profiles</option>
                  {data.flows.flatMap((flow) =>
                    flow.steps
                      .filter((step) => step.mode)
                      .map((step) => (
                        <option key={`${flow.uuid}|${step.id}`} value={`${flow.uuid}|${step.id}`}>
                          User flow {flow.name} › {step.name}
                        </option>
                      )),
                  )}
                </select>
              </label>
            ) : null}
            {flowStep ? null : (
              <>
                <fieldset className={styles.field}>
                  <legend>Pages (none chosen: all)</legend>
                  {data?.pages.map((page) => (
                    <label key={page.uuid} className={styles.inline}>
                      <input
                        type="checkbox"
                        checked={pageIds.includes(page.uuid)}
                        onChange={() => setPageIds(toggle(pageIds, page.uuid))}
                      />
                      {page.name}
                    </label>
                  ))}
                </fieldset>
                <fieldset className={styles.field}>
                  <legend>Profiles (none chosen: all)</legend>
                  {data?.testProfiles.map((profile) => (
                    <label key={profile.uuid} className={styles.inline}>
                      <input
                        type="checkbox"
                        checked={profileIds.includes(profile.uuid)}
                        onChange={() => setProfileIds(toggle(profileIds, profile.uuid))}
                      />
                      {profile.name}
                    </label>
                  ))}
                </fieldset>
                <RatchetFields
                  draft={ratchet}
                  unit={UNIT_HINT[definition?.formatter ?? ''] ?? ''}
                  onChange={setRatchet}
                />
              </>
            )}
            <FormFoot
              error={error}
              label="Save budget"
              busy={create.fetching || update.fetching}
              testId="save-budget"
              onCancel={() => props.navigate(`${base}/budgets`)}
            />
          </form>
        </Card>
      )}
    </div>
  );
}
