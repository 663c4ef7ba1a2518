import { Button } from './Button';
import styles from './NewVersionMessage.module.css';

export interface NewVersionMessageProps {
  /** Defaults to a full reload of the current page. */
  onReload?: () => void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * Spec section 8: a dynamically loaded resource failed to load (or a screen broke), so a new version is
 * probably deployed. Shown inside the slot of the part that failed; the rest of the page keeps working.
 */
export function NewVersionMessage({ onReload = reloadPage }: NewVersionMessageProps) {
  return (
    <div className={styles.message} role="alert" data-testid="remote-error">
      <p className={styles.title}>A new version is available.</p>
      <p className={styles.text}>
        This part of the page could not be shown. Reload the page to get the latest version.
      </p>
      <Button variant="primary" onClick={onReload}>
        Reload the page
      </Button>
    </div>
  );
}
