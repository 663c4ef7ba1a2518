import type { InputHTMLAttributes } from 'react';
import styles from './auth.module.css';
import { fieldId } from './form';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its hint and its error beside it, tied together for screen readers. */
export function Field({ name, label, error, hint, ...input }: FieldProps) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The error that belongs to no field (wrong password, expired link), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      id="auth-form-error"
      className={styles.formError}
      role="alert"
      tabIndex={-1}
      data-testid="form-error"
    >
      {message}
    </div>
  );
}

/** A confirmation shown in place of the form. */
export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.notice} role="status" data-testid="auth-notice">
      {children}
    </div>
  );
}
