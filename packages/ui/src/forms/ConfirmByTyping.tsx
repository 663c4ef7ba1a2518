import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../components/Button';
import styles from './ConfirmByTyping.module.css';
import { controlClass, FormAlert } from './Form';

export interface ConfirmByTypingProps {
  /** The word or name the user must type (spec section 5: DELETE, PAUSE, a site's name...). */
  word: string;
  /** The button's text. */
  action: string;
  /** Runs the action with what was typed; resolves to an error message, or null when done. */
  onConfirm: (typed: string) => Promise<string | null>;
  /** A heading for the block (the section is named by it). */
  title?: string;
  /** What the action does, above the input. */
  description?: ReactNode;
  /** 'danger' (the default) for what cannot be undone: a red border, title and button. */
  tone?: 'danger' | 'neutral';
  testId?: string;
}

/**
 * An action behind a typed confirmation: the button works only once the exact word or name shown is
 * typed, and what was typed goes to the bff, which checks it again. The input and button carry the test
 * ids `confirm-word` and `confirm-button`.
 */
export function ConfirmByTyping({
  word,
  action,
  onConfirm,
  title,
  description,
  tone = 'danger',
  testId,
}: ConfirmByTypingProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed === word;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setError(null);
    const message = await onConfirm(typed);
    setBusy(false);
    if (message) setError(message);
  }

  return (
    <section
      className={tone === 'danger' ? `${styles.zone} ${styles.danger}` : styles.zone}
      aria-labelledby={title ? `${id}-title` : undefined}
      data-testid={testId}
    >
      {title ? (
        <h2 className={styles.title} id={`${id}-title`}>
          {title}
        </h2>
      ) : null}
      {description ? <div className={styles.description}>{description}</div> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={`${id}-input`}>
          Type <strong className={styles.word}>{word}</strong> to confirm
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-input`}
            className={controlClass}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="confirm-word"
          />
          <Button
            type="submit"
            variant="primary"
            className={styles.button}
            disabled={!matches || busy}
            data-testid="confirm-button"
          >
            {busy ? 'Working…' : action}
          </Button>
        </div>
        <FormAlert message={error} />
      </form>
    </section>
  );
}
