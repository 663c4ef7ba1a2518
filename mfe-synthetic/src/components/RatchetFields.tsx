// The budget form's ratchet (opt-in): after this many measurements in a row under the budget by the
// margin, the budget tightens to the observed level plus the margin, and never loosens by itself.
import styles from './synthetic.module.css';

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

export function RatchetFields({
  draft,
  unit,
  onChange,
}: {
  draft: RatchetDraft;
  /** The metric's unit, for an absolute margin. */
  unit: string;
  onChange: (draft: RatchetDraft) => void;
}) {
  const set = (change: Partial<RatchetDraft>) => onChange({ ...draft, ...change });
  return (
    <fieldset className={styles.field} data-testid="budget-ratchet">
      <legend>Ratchet</legend>
      <label className={styles.inline}>
        <input
          type="checkbox"
          name="ratchet"
          checked={draft.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        Tighten this budget as measurements improve (it never loosens by itself)
      </label>
      {draft.enabled ? (
        <>
          <label className={styles.field}>
            Measurements in a row under the budget by the margin
            <input
              name="ratchetRuns"
              type="number"
              min={2}
              max={100}
              step={1}
              value={draft.runs}
              onChange={(e) => set({ runs: e.target.value })}
              required
            />
          </label>
          <label className={styles.field}>
            Margin
            <input
              name="ratchetMargin"
              type="number"
              min={0}
              step="any"
              value={draft.margin}
              onChange={(e) => set({ margin: e.target.value })}
              required
            />
          </label>
          <label className={styles.field}>
            Margin unit
            <select
              name="ratchetMarginUnit"
              value={draft.marginUnit}
              onChange={(e) => set({ marginUnit: e.target.value as RatchetDraft['marginUnit'] })}
            >
              <option value="percent">percent of the observed level</option>
              <option value="absolute">{unit || "the metric's unit"}</option>
            </select>
          </label>
        </>
      ) : null}
    </fieldset>
  );
}
