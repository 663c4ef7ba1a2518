// Form parts: a labelled field with its hint and its error beside it, the form's own alert, the actions
// row. Inputs are native elements, so the keyboard, autofill and screen readers work as everywhere.
import {
  Children,
  cloneElement,
  type InputHTMLAttributes,
  isValidElement,
  type ReactNode,
  type Ref,
  useId,
} from 'react';
import { Button } from '../components/Button';
import styles from './Form.module.css';

export interface FieldProps {
  /** The control's id; the label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Renders the control; spread the props onto it. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

export function Field({ id, label, hint, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps
  extends Omit<FieldProps, 'children'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A `Field` around one input with the control look: the rest of the props go to the input, so
 * react-hook-form's `{...register('name', rules)}` or `value`/`onChange` spread straight onto it.
 */
export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className={className ? `${styles.control} ${className}` : styles.control}
          {...input}
        />
      )}
    </Field>
  );
}

/**
 * A checkbox or radio (the child) with its label to the right and an optional hint below, tied to the
 * input by aria-describedby, so the label alone names it.
 */
export function Choice({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  const hintId = useId();
  const [input, ...label] = Children.toArray(children);
  const described =
    hint && isValidElement<{ 'aria-describedby'?: string }>(input)
      ? cloneElement(input, { 'aria-describedby': hintId })
      : input;
  return (
    <div className={styles.choiceRow}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the input is the first child */}
      <label className={styles.choice}>
        {described}
        {label}
      </label>
      {hint ? (
        <span className={styles.choiceHint} id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export function Fieldset({
  legend,
  hint,
  error,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.choices}>{children}</div>
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}

/** The form's alert for what belongs to no field (or to the whole request). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert" data-testid="form-alert">
      {message}
    </p>
  );
}

export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * The usual actions row: the primary submit button and, where there is a screen to go back to, Cancel.
 * `disabled` while submitting (or while the form cannot be sent).
 */
export function SubmitActions({
  label,
  disabled = false,
  onCancel,
  testId,
}: {
  label: ReactNode;
  disabled?: boolean;
  onCancel?: () => void;
  testId?: string;
}) {
  return (
    <FormActions>
      <Button type="submit" variant="primary" disabled={disabled} data-testid={testId}>
        {label}
      </Button>
      {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
    </FormActions>
  );
}

/** Short fields side by side where there is room (city, state, postcode). */
export function Row({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** The input, select and textarea look. */
export const controlClass = styles.control;
export const formClass = styles.form;
