// One step of the flow form: its kind, the fields that kind uses, how Lighthouse measures it, its name,
// and the buttons that move or remove it; the bff's message for one of its fields shows under it.
import type { FlowStepKind } from '../graphql/generated/graphql';
import { KINDS, MODES, type StepRow } from './flow-steps';
import flowStyles from './flows.module.css';
import styles from './synthetic.module.css';

export function FlowStep({
  row,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  row: StepRow;
  index: number;
  /** How many steps the flow has. */
  count: number;
  /** The bff's message for this step, when it named one of its fields. */
  error: string | null;
  onChange: (patch: Partial<StepRow>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const invalid = error !== null;
  return (
    <li className={flowStyles.step} aria-invalid={invalid} aria-label={`Step ${index + 1}`}>
      <div className={flowStyles.fields}>
        <label className={styles.field}>
          Kind
          <select
            name={`steps.${index}.kind`}
            value={row.kind}
            onChange={(e) => {
              const kind = e.target.value as FlowStepKind;
              onChange({
                kind,
                mode: kind === 'navigate' ? 'navigation' : row.mode === 'navigation' ? '' : row.mode,
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
              onChange={(e) => onChange({ url: e.target.value })}
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
              onChange={(e) => onChange({ selector: e.target.value })}
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
              onChange={(e) => onChange({ text: e.target.value })}
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
              onChange={(e) => onChange({ timeoutMs: e.target.value })}
            />
          </label>
        ) : null}
        <label className={styles.field}>
          Measured as
          <select
            name={`steps.${index}.mode`}
            value={row.mode}
            onChange={(e) => onChange({ mode: e.target.value })}
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
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </label>
        <div className={flowStyles.stepActions}>
          <button
            type="button"
            className={styles.link}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Move step ${index + 1} up`}
          >
            Up
          </button>
          <button
            type="button"
            className={styles.link}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Move step ${index + 1} down`}
          >
            Down
          </button>
          <button
            type="button"
            className={styles.link}
            disabled={count === 1}
            onClick={onRemove}
            aria-label={`Remove step ${index + 1}`}
          >
            Remove
          </button>
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
