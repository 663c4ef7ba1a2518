// The budget form's ratchet (opt-in): after this many measurements in a row under the budget by the
// margin, the budget tightens to the observed level plus the margin, and never loosens by itself.
import { Choice, controlClass, Field, Fieldset, TextField } from '@pace/ui/forms';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';

export interface RatchetDraft {
  enabled: boolean;
  runs: string;
  margin: string;
  marginUnit: 'absolute' | 'percent';
}

export const NO_RATCHET: RatchetDraft = { enabled: false, runs: '5', margin: '10', marginUnit: 'percent' };

/** What the form sends: the settings when on (the bff checks them), just `enabled: false` when off. */
export const ratchetInput = (draft: RatchetDraft) =>
  draft.enabled
    ? { enabled: true, runs: Number(draft.runs), margin: Number(draft.margin), marginUnit: draft.marginUnit }
    : { enabled: false };

/** The ratchet's fields of a form whose values hold a `ratchet` draft. */
export function RatchetFields<V extends FieldValues & { ratchet: RatchetDraft }>({
  form,
  unit,
}: {
  form: UseFormReturn<V>;
  /** The metric's unit, for an absolute margin. */
  unit: string;
}) {
  const field = (key: keyof RatchetDraft) => `ratchet.${key}` as Path<V>;
  const enabled = useWatch({ control: form.control, name: field('enabled') });
  return (
    <div data-testid="budget-ratchet">
      <Fieldset legend="Ratchet">
        <Choice>
          <input type="checkbox" {...form.register(field('enabled'))} />
          Tighten this budget as measurements improve (it never loosens by itself)
        </Choice>
        {enabled ? (
          <>
            <TextField
              id="ratchet-runs"
              label="Measurements in a row under the budget by the margin"
              type="number"
              min={2}
              max={100}
              step={1}
              required
              {...form.register(field('runs'))}
            />
            <TextField
              id="ratchet-margin"
              label="Margin"
              type="number"
              min={0}
              step="any"
              required
              {...form.register(field('margin'))}
            />
            <Field id="ratchet-margin-unit" label="Margin unit">
              {(control) => (
                <select {...control} className={controlClass} {...form.register(field('marginUnit'))}>
                  <option value="percent">percent of the observed level</option>
                  <option value="absolute">{unit || "the metric's unit"}</option>
                </select>
              )}
            </Field>
          </>
        ) : null}
      </Fieldset>
    </div>
  );
}
