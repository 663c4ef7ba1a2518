// New and edit user flow (issue 22): a name and ordered steps, each a kind (open a URL, click, type, wait
// for an element, submit a form) with its fields and how Lighthouse measures it. Steps are data: the
// selectors are only ever looked up on the page. The bff's message for a step's field shows on that step.
import { useRemote } from '@pace/mfe-kit';
import { Button, Card, PageHeader, Skeleton } from '@pace/ui';
import { Fieldset, TextField } from '@pace/ui/forms';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { CREATE_FLOW, FLOW, UPDATE_FLOW } from '../graphql/flows';
import type { FlowStepKind } from '../graphql/generated/graphql';
import { errorMessage, FormFoot, useSite } from './common';
import { FlowStep, type FlowValues } from './FlowStep';
import { fromStored, newStep, toInput } from './flow-steps';
import flowStyles from './flows.module.css';
import { useLoadedValues } from './loaded-values';
import styles from './synthetic.module.css';

/** The step a failed save names (`extensions.field` is `steps.<index>.<field>`), or null. */
function stepOf(error: { graphQLErrors: { extensions?: Record<string, unknown> }[] }) {
  const field = error.graphQLErrors[0]?.extensions?.field;
  const match = typeof field === 'string' ? /^steps\.(\d+)/.exec(field) : null;
  return match ? Number(match[1]) : null;
}

/** `edits`: the uuid of the flow it edits, or null for a new one (the screen says which, from its route). */
export function FlowForm({ edits }: { edits: string | null }) {
  const props = useRemote();
  const { teamId, siteId, base } = useSite();
  const uuid = edits ?? '';
  const editing = edits !== null;
  const [{ data, fetching }] = useQuery({
    query: FLOW,
    variables: { teamId, siteId, uuid },
    pause: !editing,
  });
  const [, createFlow] = useMutation(CREATE_FLOW);
  const [, updateFlow] = useMutation(UPDATE_FLOW);
  const [error, setError] = useState<{ message: string; step: number | null } | null>(null);
  const form = useForm<FlowValues>({
    defaultValues: { name: '', steps: [newStep('navigate' as FlowStepKind)] },
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const flow = data?.flow;
  useLoadedValues(form.reset, flow ? { name: flow.name, steps: flow.steps.map(fromStored) } : null);

  const save = form.handleSubmit(async (values) => {
    const input = { name: values.name, steps: values.steps.map(toInput) };
    const result = editing
      ? await updateFlow({ teamId, siteId, uuid, input })
      : await createFlow({ teamId, siteId, input });
    if (result.error) {
      setError({ message: errorMessage(result.error), step: stepOf(result.error) });
      return;
    }
    const saved =
      result.data && ('createFlow' in result.data ? result.data.createFlow : result.data.updateFlow);
    props.flash('success', `${values.name} saved.`);
    props.navigate(`${base}/flows/${saved?.uuid ?? uuid}`);
  });

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
          <TextField id="flow-name" label="Name" required maxLength={255} {...form.register('name')} />
          <Fieldset legend="Steps">
            <ol className={flowStyles.steps} data-testid="flow-steps">
              {steps.fields.map((row, index) => (
                <FlowStep
                  key={row.id}
                  form={form}
                  index={index}
                  count={steps.fields.length}
                  error={error?.step === index ? error.message : null}
                  onMove={(by) => steps.move(index, index + by)}
                  onRemove={() => steps.remove(index)}
                />
              ))}
            </ol>
            <div>
              <Button onClick={() => steps.append(newStep('click' as FlowStepKind))} data-testid="add-step">
                Add step
              </Button>
            </div>
          </Fieldset>
          <FormFoot
            error={error && error.step === null ? error.message : null}
            label={editing ? 'Save flow' : 'Create flow'}
            busy={form.formState.isSubmitting}
            testId="save-flow"
            onCancel={() => props.navigate(editing ? `${base}/flows/${uuid}` : `${base}/flows`)}
          />
        </form>
      </Card>
    </div>
  );
}
