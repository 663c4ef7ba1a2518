// New and edit user flow (issue 22): a name and ordered steps, each a kind (open a URL, click, type, wait
// for an element, submit a form) with its fields and how Lighthouse measures it. Steps are data: the
// selectors are only ever looked up on the page. The bff's message for a step's field shows on that step.
import { useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { CREATE_FLOW, FLOW, UPDATE_FLOW } from '../graphql/flows';
import type { FlowStepKind } from '../graphql/generated/graphql';
import { errorMessage, FormFoot, useSite } from './common';
import { FlowStep } from './FlowStep';
import { fromStored, newStep, type StepRow, toInput } from './flow-steps';
import flowStyles from './flows.module.css';
import styles from './synthetic.module.css';

export function FlowForm() {
  const props = useRemote();
  const { teamId, siteId, base } = useSite();
  const uuid = props.route.params.uuid ?? '';
  const editing = props.route.screen === 'flows/$uuid/edit';
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

  async function save(event: FormEvent) {
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
  }

  if (editing && fetching && !flow) return <Skeleton height={240} label="Loading the flow" />;
  return (
    <div className={styles.stack}>
      <PageHeader
        title={editing ? `Edit ${flow?.name ?? 'user flow'}` : 'New user flow'}
        titleTestId="screen-title"
        description="Ordered steps a visitor takes, audited with Lighthouse's user flows in every snapshot. Steps find elements by CSS selector; the site's form sign-in happens before the first step."
      />
      <Card>
        <form className={flowStyles.form} data-testid="flow-form" onSubmit={save}>
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
              {steps.map((row, index) => (
                <FlowStep
                  key={row.key}
                  row={row}
                  index={index}
                  count={steps.length}
                  error={error?.step === index ? error.message : null}
                  onChange={(patch) => set(index, patch)}
                  onMove={(by) => move(index, by)}
                  onRemove={() => setSteps(steps.filter((_, i) => i !== index))}
                />
              ))}
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
