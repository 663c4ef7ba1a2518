import styles from '@pace/ui/visuallyHidden.module.css';
import { truncate } from './truncate';

/**
 * A name cut to 30 characters for menus, with the full name on hover (title) and for screen readers
 * (which read the hidden full name instead of the cut one).
 */
export function TruncatedName({ name }: { name: string }) {
  const short = truncate(name);
  if (short === name) return <span>{name}</span>;
  return (
    <span title={name}>
      <span aria-hidden="true">{short}</span>
      <span className={styles.hidden}>{name}</span>
    </span>
  );
}
