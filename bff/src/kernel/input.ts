// Input checks with zod: one schema gives the type and the message, and the first problem becomes a
// BadUserInputError naming its field (forms show the message beside it). Every area's services use it.

import { BadUserInputError, ForbiddenError } from '@pace/platform/errors';
import type { z } from 'zod';
import type { Access } from './auth/access.ts';

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.filter((part) => typeof part === 'string').join('.');
  throw new BadUserInputError(issue.message, field ? { field } : {});
}

/**
 * For changes to the organisation itself (its name, teams, people): a token limited to one team may
 * work within that team, not change what surrounds it.
 */
export function requireOrganisationWide(access: Access) {
  if (access.viewer.kind === 'token' && access.viewer.token.teamId != null) {
    throw new ForbiddenError('This API token is limited to one team');
  }
}
