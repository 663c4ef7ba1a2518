// New and edit budget: a metric, a value in the metric's unit, and the pages and profiles it covers
// (none chosen: all of them), and whether it ratchets.
import { findMetric, metricsFor } from '@pace/metrics';
import { type ResultOf, useRemote } from '@pace/mfe-kit';
import { Card, PageHeader, Skeleton } from '@pace/ui';
import { Choice, controlClass, Field, Fieldset, formClass, TextField } from '@pace/ui/forms';
import { useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { BUDGET_FORM, type Budget, CREATE_BUDGET, UPDATE_BUDGET } from '../graphql/synthetic';
import { errorMessage, FormFoot, useSite } from './common';
import { useLoadedValues } from './loaded-values';
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

interface BudgetValues {
  metric: string;
  value: string;
  pageIds: string[];
  profileIds: string[];
  /** `flow uuid|step id` when the budget holds a user flow's step; empty for pages and profiles. */
  flowStep: string;
  ratchet: RatchetDraft;
}

const NEW_BUDGET: BudgetValues = {
  metric: 'lcp',
  value: '2500',
  pageIds: [],
  profileIds: [],
  flowStep: '',
  ratchet: NO_RATCHET,
};

function budgetValues(budget: Budget): BudgetValues {
  const step = budget.flowStep;
  const saved = budget.ratchet;
  return {
    metric: budget.metric,
    value: String(budget.value),
    pageIds: budget.pages.map((page) => page.uuid),
    profileIds: budget.profiles.map((profile) => profile.uuid),
    flowStep: step ? `${step.flow.uuid}|${step.stepId}` : '',
    ratchet: {
      enabled: saved.enabled,
      runs: String(saved.runs ?? NO_RATCHET.runs),
      margin: String(saved.margin ?? NO_RATCHET.margin),
      marginUnit: saved.marginUnit ?? NO_RATCHET.marginUnit,
    },
  };
}

/** What the bff takes: a flow's step, or the pages and profiles with the ratchet. */
function budgetInput({ metric, value, flowStep, pageIds, profileIds, ratchet }: BudgetValues) {
  if (!flowStep) return { metric, value: Number(value), pageIds, profileIds, ratchet: ratchetInput(ratchet) };
  const [flowId, flowStepId] = flowStep.split('|');
  return { metric, value: Number(value), flowId, flowStepId };
}

type BudgetFlows = ResultOf<typeof BUDGET_FORM>['flows'];

/** The flow step a budget holds, or pages and profiles (offered once the site has flows). */
function HoldsField({ form, flows }: { form: UseFormReturn<BudgetValues>; flows: BudgetFlows }) {
  if (!flows.length) return null;
  return (
    <Field id="budget-holds" label="Holds">
      {(control) => (
        <select {...control} className={controlClass} {...form.register('flowStep')}>
          <option value="">Pages and profiles</option>
          {flows.flatMap((flow) =>
            flow.steps
              .filter((step) => step.mode)
              .map((step) => (
                <option key={`${flow.uuid}|${step.id}`} value={`${flow.uuid}|${step.id}`}>
                  User flow {flow.name} › {step.name}
                </option>
              )),
          )}
        </select>
      )}
    </Field>
  );
}

/** Checkboxes of the pages or profiles a budget covers; none chosen covers all. */
function CoveredFieldset({
  form,
  name,
  legend,
  items,
}: {
  form: UseFormReturn<BudgetValues>;
  name: 'pageIds' | 'profileIds';
  legend: string;
  items: { uuid: string; name: string }[] | undefined;
}) {
  return (
    <Fieldset legend={legend}>
      {items?.map((item) => (
        <Choice key={item.uuid}>
          <input type="checkbox" value={item.uuid} {...form.register(name)} />
          {item.name}
        </Choice>
      ))}
    </Fieldset>
  );
}

/** `edits`: the uuid of the budget it edits, or null for a new one (the screen says which, from its route). */
export function BudgetForm({ edits }: { edits: string | null }) {
  const props = useRemote();
  const { teamId, siteId, base } = useSite();
  const uuid = edits ?? '';
  const editing = edits !== null;
  const [{ data, fetching }] = useQuery({
    query: BUDGET_FORM,
    requestPolicy: 'cache-and-network',
    variables: { teamId, siteId, uuid, withBudget: editing },
  });
  const [, createBudget] = useMutation(CREATE_BUDGET);
  const [, updateBudget] = useMutation(UPDATE_BUDGET);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BudgetValues>({ defaultValues: NEW_BUDGET });
  useLoadedValues(form.reset, data?.budget ? budgetValues(data.budget) : null);
  const [metric, flowStep] = useWatch({ control: form.control, name: ['metric', 'flowStep'] });

  const save = form.handleSubmit(async (values) => {
    const input = budgetInput(values);
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
  });

  const definition = findMetric('synthetic', metric);
  const unit = UNIT_HINT[definition?.formatter ?? ''] ?? '';
  return (
    <div className={styles.stack}>
      <PageHeader title={editing ? 'Edit budget' : 'New budget'} titleTestId="screen-title" />
      {fetching && !data ? (
        <Skeleton height={300} label="Loading" />
      ) : (
        <Card>
          <form className={formClass} onSubmit={save}>
            <Field id="budget-metric" label="Metric">
              {(control) => (
                <select {...control} className={controlClass} {...form.register('metric')}>
                  {metricsFor('synthetic')
                    .filter((m) => m.category !== 'historical')
                    .map((m) => (
                      <option key={m.key} value={m.key}>
                        {m.name}
                        {m.recommended ? ' (recommended)' : ''}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            <TextField
              id="budget-value"
              label={`${definition?.budgetDirection === 'LessThan' ? 'At least' : 'At most'} (${unit})`}
              type="number"
              min={0}
              step="any"
              required
              {...form.register('value')}
            />
            <HoldsField form={form} flows={data?.flows ?? []} />
            {flowStep ? null : (
              <>
                <CoveredFieldset
                  form={form}
                  name="pageIds"
                  legend="Pages (none chosen: all)"
                  items={data?.pages}
                />
                <CoveredFieldset
                  form={form}
                  name="profileIds"
                  legend="Profiles (none chosen: all)"
                  items={data?.testProfiles}
                />
                <RatchetFields form={form} unit={unit} />
              </>
            )}
            <FormFoot
              error={error}
              label="Save budget"
              busy={form.formState.isSubmitting}
              testId="save-budget"
              onCancel={() => props.navigate(`${base}/budgets`)}
            />
          </form>
        </Card>
      )}
    </div>
  );
}
