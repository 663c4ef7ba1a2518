// What every settings form does around its fields: the submit that sends to the bff and puts its answer
// beside the fields it names (the rest in the form's alert), and the form element with that alert first.
import { applyServerErrors, FormAlert, formClass, type RequestError } from '@pace/ui/forms';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The submit handler of a react-hook-form form: validates, clears the alert and calls `send`, which returns
 * the request's error (or nothing once it has done what success means: flash, reset, navigate). Errors of
 * the `fields` the form shows go beside them, the first focused; the rest is the alert.
 */
export function useServerSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly string[],
  send: (values: V) => Promise<RequestError | null | undefined>,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const error = await send(values);
    if (error) setAlert(applyServerErrors(error, form.setError, fields));
  });
  return { alert, submit };
}

/** The rules of a name field: required, and under the 255 characters the database keeps. */
export const nameRules = (required: string, what = 'the name') => ({
  required,
  maxLength: { value: 254, message: `Keep ${what} under 255 characters` },
});

export function ServerForm({
  alert,
  onSubmit,
  testId,
  className = formClass,
  children,
}: {
  alert: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate data-testid={testId}>
      <FormAlert message={alert} />
      {children}
    </form>
  );
}
