import type { FormFactor } from '../graphql/crux';
import styles from './crux.module.css';
import { FORM_FACTORS } from './useCruxRoute';

/** All devices / Phone / Desktop, as a radio group (arrow keys move between them). */
export function FormFactorChoice({
  value,
  onChange,
}: {
  value: FormFactor;
  onChange: (next: FormFactor) => void;
}) {
  return (
    <fieldset className={styles.segmented} data-testid="form-factor-choice">
      <legend className={styles.visuallyHidden}>Device</legend>
      {FORM_FACTORS.map((option) => (
        <label key={option.value} className={option.value === value ? styles.segmentOn : styles.segment}>
          <input
            type="radio"
            name="crux-form-factor"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
