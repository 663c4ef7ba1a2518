import styles from './Flash.module.css';
import { dismissFlash, useFlashMessage } from './flash';

export function Flash() {
  const message = useFlashMessage();
  if (!message) return null;
  return (
    <div
      key={message.id}
      className={`${styles.flash} ${styles[message.kind]}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      data-testid="flash"
    >
      <span>{message.text}</span>
      <button type="button" className={styles.dismiss} onClick={dismissFlash} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
