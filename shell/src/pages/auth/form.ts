// Form state shared by the account pages: submitting, and the bff's error shown beside its field (or
// above the form when it has none), with focus moved to the field at fault.
import { type FormEvent, useState } from 'react';
import { type AuthError, AuthRequestError } from './api';

export const fieldId = (name: string) => `auth-${name}`;

export function useAuthForm(
  fields: readonly string[],
  action: (values: Record<string, string>) => Promise<void>,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthError | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]));
    setBusy(true);
    setError(null);
    try {
      await action(values);
    } catch (caught) {
      const shown =
        caught instanceof AuthRequestError ? caught.error : { code: 'ERROR', message: String(caught) };
      setError(shown);
      setBusy(false);
      const field = shown.field && fields.includes(shown.field) ? shown.field : null;
      // Let React render the message first, so the field's description is there when focus arrives.
      requestAnimationFrame(() =>
        document.getElementById(field ? fieldId(field) : 'auth-form-error')?.focus(),
      );
      return;
    }
    // Success usually loads another page; keep the button disabled until it does.
  }

  return {
    busy,
    /** The message for one field, if the error belongs to it. */
    fieldError: (name: string) => (error?.field === name ? error.message : undefined),
    /** The message that belongs to no field of this form. */
    formError: error && !(error.field && fields.includes(error.field)) ? error.message : null,
    onSubmit,
    setError,
  };
}
