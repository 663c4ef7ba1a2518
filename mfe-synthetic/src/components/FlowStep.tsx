// One step of the flow form: its kind, the fields that kind uses, how Lighthouse measures it, its name,
// and the buttons that move or remove it; the bff's message for one of its fields shows under it.
import { controlClass, Field, TextField } from '@pace/ui/forms';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { FlowStepKind } from '../graphql/generated/graphql';
import { KINDS, MODES, modeForKind, type StepRow } from './flow-steps';
import flowStyles from './flows.module.css';
import styles from './synthetic.module.css';

export interface FlowValues {
  name: string;
  steps: StepRow[];
}

function StepButton({
  text,
  label,
  disabled,
  onClick,
}: {
  text: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.link} disabled={disabled} onClick={onClick} aria-label={label}>
      {text}
    </button>
  );
}

/** The fields the step's kind uses: a URL to open, or a selector (with the text to type, or how long to wait). */
function KindFields({
  form,
  index,
  kind,
}: {
  form: UseFormReturn<FlowValues>;
  index: number;
  kind: FlowStepKind;
}) {
  const id = (field: string) => `step-${index}-${field}`;
  return (
    <>
      {kind === 'navigate' ? (
        <TextField
          id={id('url')}
          label="URL or path"
          required
          placeholder="/basket"
          {...form.register(`steps.${index}.url`)}
        />
      ) : (
        <TextField
          id={id('selector')}
          label="CSS selector"
          required
          maxLength={512}
          placeholder="#checkout"
          {...form.register(`steps.${index}.selector`)}
        />
      )}
      {kind === 'type' ? (
        <TextField id={id('text')} label="Text" maxLength={1024} {...form.register(`steps.${index}.text`)} />
      ) : null}
      {kind === 'waitFor' ? (
        <TextField
          id={id('timeout')}
          label="Wait at most (ms)"
          type="number"
          min={100}
          max={30000}
          {...form.register(`steps.${index}.timeoutMs`)}
        />
      ) : null}
    </>
  );
}

export function FlowStep({
  form,
  index,
  count,
  error,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<FlowValues>;
  index: number;
  /** How many steps the flow has. */
  count: number;
  /** The bff's message for this step, when it named one of its fields. */
  error: string | null;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const invalid = error !== null;
  const kind = useWatch({ control: form.control, name: `steps.${index}.kind` });
  const id = (field: string) => `step-${index}-${field}`;
  return (
    <li className={flowStyles.step} aria-invalid={invalid} aria-label={`Step ${index + 1}`}>
      <div className={flowStyles.fields}>
        <Field id={id('kind')} label="Kind">
          {(control) => (
            <select
              {...control}
              className={controlClass}
              {...form.register(`steps.${index}.kind`, {
                onChange: (event) => {
                  const mode = form.getValues(`steps.${index}.mode`);
                  form.setValue(`steps.${index}.mode`, modeForKind(event.target.value as FlowStepKind, mode));
                },
              })}
            >
              {KINDS.map((option) => (
                <option key={option.kind} value={option.kind}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <KindFields form={form} index={index} kind={kind} />
        <Field id={id('mode')} label="Measured as">
          {(control) => (
            <select {...control} className={controlClass} {...form.register(`steps.${index}.mode`)}>
              {MODES.map((option) => (
                <option key={option.mode} value={option.mode}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id={id('name')}
          label="Step name"
          maxLength={255}
          placeholder="Optional"
          {...form.register(`steps.${index}.name`)}
        />
        <div className={flowStyles.stepActions}>
          <StepButton
            text="Up"
            label={`Move step ${index + 1} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <StepButton
            text="Down"
            label={`Move step ${index + 1} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <StepButton
            text="Remove"
            label={`Remove step ${index + 1}`}
            disabled={count === 1}
            onClick={onRemove}
          />
        </div>
      </div>
      {invalid ? (
        <p className={flowStyles.stepError} role="alert" data-testid="step-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
