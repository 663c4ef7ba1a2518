// What the account forms send, validated with zod: one schema per form, the spec's messages, and the
// first problem reported with its field so the form can show it beside the input.

import { BadUserInputError } from '@pace/platform/errors';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';

/** Spec section 5: name and email under 255 characters. */
const MAX_TEXT = 254;

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MAX_TEXT, 'Name must be under 255 characters');

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_TEXT, 'Email must be under 255 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be under ${MAX_PASSWORD_LENGTH + 1} characters`);

const redirectTo = z.unknown().optional();

const confirmed = <T extends { password: string; passwordConfirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', message: 'Passwords did not match', path: ['passwordConfirmation'] });
  }
};

export const signUpInput = z
  .object({
    name,
    email,
    password: newPassword,
    passwordConfirmation: z.string({ error: 'Confirm the password' }),
    redirectTo,
  })
  .superRefine(confirmed);

export const signInInput = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(1000),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
  redirectTo,
});

export const tokenInput = z.object({ token: z.string({ error: 'Token is required' }) });

export const passwordResetInput = z.object({ email });

export const passwordResetConfirmInput = z
  .object({
    token: z.string({ error: 'Token is required' }),
    password: newPassword,
    passwordConfirmation: z.string({ error: 'Confirm the password' }),
  })
  .superRefine(confirmed);

/** The parsed input, or a BadUserInputError naming the first field at fault. */
export function parseInput<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  throw new BadUserInputError(issue?.message ?? 'Invalid input', {
    ...(typeof field === 'string' ? { field } : {}),
  });
}

/**
 * Where to go after signing in: a path on this site (one leading slash, no scheme, no backslash tricks),
 * or null when the value is anything else (it is then ignored, not an error).
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes can turn a path into another origin in some browsers.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  return value;
}
