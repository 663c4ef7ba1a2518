// The new password fields of signing up, accepting an invitation and resetting a password.
import { Field } from './Field';

/** A new password and its confirmation (8 to 63 characters, spec section 5). */
export function PasswordFields({
  fieldError,
  label = 'Password',
}: {
  fieldError: (name: string) => string | undefined;
  label?: string;
}) {
  return (
    <>
      <Field
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint="8 to 63 characters"
        required
        error={fieldError('password')}
      />
      <Field
        name="passwordConfirmation"
        label="Confirm the password"
        type="password"
        autoComplete="new-password"
        required
        error={fieldError('passwordConfirmation')}
      />
    </>
  );
}
