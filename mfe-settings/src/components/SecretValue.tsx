import { CopyButton } from './CopyButton';
import styles from './SecretValue.module.css';

/** A secret in full (select-all on click) with a button that copies it. */
export function SecretValue({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <div className={styles.row}>
      <code className={styles.value} data-testid={testId}>
        {value}
      </code>
      <CopyButton value={value} label={label} />
    </div>
  );
}
