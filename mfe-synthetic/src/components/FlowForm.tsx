// New and edit user flow (issue 22): a name and ordered steps, each a kind (open a URL, click, type, wait
// for an element, submit a form) with its fields and how Lighthouse measures it. Steps are data: the
// selectors are only ever looked up on the page. The bff's message for a step's field shows on that step.
import { useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { CREATE_FLOW, FLOW, type FlowStepData, UPDATE_FLOW } from '../graphql/flows';
import type { FlowStepKind, FlowStepMode } from '../graphql/generated/graphql';
import { errorMessage, FormFoot, useSite } from './common';
import flowStyles from './flows.module.css';
import styles from './synthetic.module.css';

const KINDS: { kind: FlowStepKind; label: string }[] = [
  { kind: 'navigate' as FlowStepKind, label: 'Open a URL' },
  { kind: 'click' as FlowStepKind, label: 'Click' },
  { kind: 'type' as FlowStepKind, label: 'Type text' },
  { kind: 'waitFor' as FlowStepKind, label: 'Wait for an element' },
  { kind: 'submit' as FlowStepKind, label: 'Submit a form' },
];
const MODES: { mode: string; label: string }[] = [
  { mode: '', label: 'Not measured' },
  { mode: 'navigation', label: 'Navigation (a page load)' },
  { mode: 'timespan', label: 'Timespan (the interaction)' },
  { mode: 'snapshot', label: 'Snapshot (the page as it stands)' },
];

interface StepRow {
  key: number;
  id: string | null;
  kind: FlowStepKind;
  name: string;
  mode: string;
  url: string;
  selector: string;
  text: string;
  timeoutMs: string;
}

let rowKey = 0;
const newStep = (kind: FlowStepKind): StepRow => ({
  key: ++rowKey,
  id: null,
  kind,
  name: '',
  mode: kind === 'navigate' ? 'navigation' : '',
  url: '',
  selector: '',
  text: '',
  timeoutMs: '10000',
});
const fromStored = (step: FlowStepData): StepRow => ({
  key: ++rowKey,
  id: step.id,
  kind: step.kind,
  name: step.name,
  mode: step.mode ?? '',
  url: step.url ?? '',
  selector: step.selector ?? '',
  text: step.text ?? '',
  timeoutMs: String(step.timeoutMs ?? 10000),
});

/** What the bff takes: only the fields the step's kind uses. */
function toInput(row: StepRow) {
  const common = {
    ...(row.id ? { id: row.id } : {}),
    kind: row.kind,
    name: row.name || null,
    mode: (row.mode || null) as FlowStepMode | null,
  };
  if (row.kind === 'navigate') return { ...common, url: row.url };
  if (row.kind === 'type') return { ...common, selector: row.selector, text: row.text };
  if (row.kind === 'waitFor') return { ...common, selector: row.selector, timeoutMs: Number(row.timeoutMs) };
  return { ...common, selector: row.selector };
}

export function FlowForm() {
  const props = useRemote();
  const { teamId, siteId, base } = useSite();
  const uuid = props.route.params.uuid ?? '';
  const editing = props.route.screen === 'flows/edit';
  const [{ data, fetching }] = useQuery({
    query: FLOW,
    variables: { teamId, siteId, uuid },
    pause: !editing,
  });
  const [create, createFlow] = useMutation(CREATE_FLOW);
  const [update, updateFlow] = useMutation(UPDATE_FLOW);
  const [name, setName] = useState('');
  const [steps, setSteps] = useState<StepRow[]>(() => [newStep('navigate' as FlowStepKind)]);
  const [error, setError] = useState<{ message: string; step: number | null } | null>(null);
  const flow = data?.flow;
  useEffect(() => {
    if (!flow) return;
    setName(flow.name);
    setSteps(flow.steps.map(fromStored));
  }, [flow]);
  const set = (index: number, patch: Partial<StepRow>) =>
    setSteps(steps.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    setSteps(next);
  };

  if (editing && fetching && !flow) return <Skeleton height={240} label="Loading the flow" />;
  return (
    <div className={styles.stack}>
      <PageHeader
        title={editing ? `Edit ${flow?.name ?? 'user flow'}` : 'New user flow'}
        titleTestId="screen-title"
        description="Ordered steps a visitor takes, audited with Lighthouse's user flows in every snapshot. Steps find elements by CSS selector; the site's form sign-in happens before the first step."
      />
      <Card>
        <form
          className={flowStyles.form}
          data-testid="flow-form"
          onSubmit={async (event) => {
            event.preventDefault();
            const input = { name, steps: steps.map(toInput) };
            const result = editing
              ? await updateFlow({ teamId, siteId, uuid, input })
              : await createFlow({ teamId, siteId, input });
            if (result.error) {
              const field = result.error.graphQLErrors[0]?.extensions?.field;
              const match = typeof field === 'string' ? /^steps\.(\d+)/.exec(field) : null;
              setError({ message: errorMessage(result.error), step: match ? Number(match[1]) : null });
              return;
            }
            const saved =
              result.data && ('createFlow' in result.data ? result.data.createFlow : result.data.updateFlow);
            props.flash('success', `${name} saved.`);
            props.navigate(`${base}/flows/${saved?.uuid ?? uuid}`);
          }}
        >
          <label className={styles.field}>
            Name
            <input
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={255}
            />
          </label>
          <fieldset className={styles.field}>
            <legend>Steps</legend>
            <ol className={flowStyles.steps} data-testid="flow-steps">
              {steps.map((row, index) => {
                const invalid = error?.step === index;
                return (
                  <li
                    key={row.key}
                    className={flowStyles.step}
                    aria-invalid={invalid}
                    aria-label={`Step ${index + 1}`}
                  >
                    <div className={flowStyles.fields}>
                      <label className={styles.field}>
                        Kind
                        <select
                          name={`steps.${index}.kind`}
                          value={row.kind}
                          onChange={(e) => {
                            const kind = e.target.value as FlowStepKind;
                            set(index, {
                              kind,
                              mode:
                                kind === 'navigate'
                                  ? 'navigation'
                                  : row.mode === 'navigation'
                                    ? ''
                                    : row.mode,
                            });
                          }}
                        >
                          {KINDS.map((option) => (
                            <option key={option.kind} value={option.kind}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                      </label>
                      {row.kind === 'navigate' ? (
                        <label className={styles.field}>
                          URL or path
                          <input
                            name={`steps.${index}.url`}
                            value={row.url}
                            required
                            placeholder="/basket"
                            onChange={(e) => set(index, { url: e.target.value })}
                          />
                        </label>
                      ) : (
                        <label className={styles.field}>
                          CSS selector
                          <input
                            name={`steps.${index}.selector`}
                            value={row.selector}
                            required
                            maxLength={512}
                            placeholder="#checkout"
                            onChange={(e) => set(index, { selector: e.target.value })}
                          />
                        </label>
                      )}
                      {row.kind === 'type' ? (
                        <label className={styles.field}>
                          Text
                          <input
                            name={`steps.${index}.text`}
                            value={row.text}
                            maxLength={1024}
                            onChange={(e) => set(index, { text: e.target.value })}
                          />
                        </label>
                      ) : null}
                      {row.kind === 'waitFor' ? (
                        <label className={styles.field}>
                          Wait at most (ms)
                          <input
                            name={`steps.${index}.timeoutMs`}
                            type="number"
                            min={100}
                            max={30000}
                            value={row.timeoutMs}
                            onChange={(e) => set(index, { timeoutMs: e.target.value })}
                          />
                        </label>
                      ) : null}
                      <label className={styles.field}>
                        Measured as
                        <select
                          name={`steps.${index}.mode`}
                          value={row.mode}
                          onChange={(e) => set(index, { mode: e.target.value })}
                        >
                          {MODES.map((option) => (
                            <option key={option.mode} value={option.mode}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label className={styles.field}>
                        Step name
                        <input
                          name={`steps.${index}.name`}
                          value={row.name}
                          maxLength={255}
                          placeholder="Optional"
                          onChange={(e) => set(index, { name: e.target.value })}
                        />
                      </label>
                      <div className={flowStyles.stepActions}>
                        <button
                          type="button"
                          className={styles.link}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                          aria-label={`Move step ${index + 1} up`}
                        >
                          Up
                        </button>
                        <button
                          type="button"
                          className={styles.link}
                          disabled={index === steps.length - 1}
                          onClick={() => move(index, 1)}
                          aria-label={`Move step ${index + 1} down`}
                        >
                          Down
                        </button>
                        <button
                          type="button"
                          className={styles.link}
                          disabled={steps.length === 1}
                          onClick={() => setSteps(steps.filter((_, i) => i !== index))}
                          aria-label={`Remove step ${index + 1}`}
                        >
                          Remove
                        </button>
                      </div>
                    </div>
                    {invalid ? (
                      <p className={flowStyles.stepError} role="alert" data-testid="step-error">
                        {error.message}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <div>
              <Button
                onClick={() => setSteps([...steps, newStep('click' as FlowStepKind)])}
                data-testid="add-step"
              >
                Add step
              </Button>
            </div>
          </fieldset>
          <FormFoot
            error={error && error.step === null ? error.message : null}
            label={editing ? 'Save flow' : 'Create flow'}
            busy={create.fetching || update.fetching}
            testId="save-flow"
            onCancel={() => props.navigate(editing ? `${base}/flows/${uuid}` : `${base}/flows`)}
          />
        </form>
      </Card>
    </div>
  );
}
