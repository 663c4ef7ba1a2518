// A destructive step behind a typed word (spec section 5: REACTIVATE, PAUSE, CANCEL, DELETE): the button
// works once the exact word is typed, and the bff checks what was typed again.
import { Button } from '@pace/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styles from './ConfirmWord.module.css';
import { controlClass, FormAlert } from './Form';

export interface ConfirmWordProps {
  word: 'REACTIVATE' | 'PAUSE' | 'CANCEL' | 'DELETE';
  action: string;
  /** Resolves to an error message, or null when done. */
  onConfirm: (typed: string) => Promise<string | null>;
  danger?: boolean;
  children?: ReactNode;
  testId?: string;
}

export function ConfirmWord({ word, action, onConfirm, danger = false, children, testId }: ConfirmWordProps) {
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
    <form className={danger ? styles.danger : styles.zone} onSubmit={submit} noValidate data-testid={testId}>
      {children}
      <label className={styles.label} htmlFor={`${id}-word`}>
        Type <strong className={styles.word}>{word}</strong> to confirm
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-word`}
          className={controlClass}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-testid="confirm-word"
        />
        <Button type="submit" variant="primary" disabled={!matches || busy} data-testid="confirm-button">
          {busy ? 'Working…' : action}
        </Button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}
