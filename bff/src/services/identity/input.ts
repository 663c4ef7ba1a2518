// Input checks with zod: one schema gives the type and the message, and the first problem becomes a
// BadUserInputError naming its field (forms show the message beside it).
import type { z } from 'zod';
import { BadUserInputError } from '../../errors.ts';

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.filter((part) => typeof part === 'string').join('.');
  throw new BadUserInputError(issue.message, field ? { field } : {});
}
