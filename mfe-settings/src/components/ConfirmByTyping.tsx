import { Button } from '@pace/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styles from './ConfirmByTyping.module.css';
import { controlClass, FormAlert } from './Form';

export interface ConfirmByTypingProps {
  title: string;
  description: ReactNode;
  /** The word or name the user must type (spec section 5). */
  word: string;
  action: string;
  /** Runs the destructive action with what was typed; resolves to an error message, or null when done. */
  onConfirm: (typed: string) => Promise<string | null>;
  testId?: string;
}

/**
 * A destructive action behind a typed confirmation: the button works only once the exact word or name
 * shown is typed, and what was typed goes to the bff, which checks it again.
 */
export function ConfirmByTyping({
  title,
  description,
  word,
  action,
  onConfirm,
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
    <section className={styles.zone} aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 className={styles.title} id={`${id}-title`}>
        {title}
      </h2>
      <div className={styles.description}>{description}</div>
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
          />
          <Button type="submit" className={styles.danger} disabled={!matches || busy}>
            {busy ? 'Working…' : action}
          </Button>
        </div>
        <FormAlert message={error} />
      </form>
    </section>
  );
}
