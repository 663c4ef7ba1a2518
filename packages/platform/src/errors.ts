// Errors with stable codes. Services throw them; the HTTP layer maps them to statuses and the GraphQL
// layer to `extensions.code`. Clients match on the code, never on the message.
import { ValidationError as SequelizeValidationError, UniqueConstraintError } from './db/index.ts';
import { isDatabaseConnectionError } from './db/outages.ts';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  abstract readonly status: number;
  /** The input field at fault, when there is one (forms show the message beside it). */
  readonly field: string | undefined;
  /** The same request may succeed if sent again later (clients may offer "Try again"). */
  readonly retryable: boolean = false;

  constructor(message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.field = options.field;
  }
}

export class BadUserInputError extends AppError {
  override name = 'BadUserInputError';
  readonly code = 'BAD_USER_INPUT';
  readonly status = 400;
}

export class UnauthenticatedError extends AppError {
  override name = 'UnauthenticatedError';
  readonly code = 'UNAUTHENTICATED';
  readonly status = 401;
  constructor(message = 'You need to sign in') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  override name = 'ForbiddenError';
  readonly code = 'FORBIDDEN';
  readonly status = 403;

  /** The spec's message: "not authorised to modify" an organisation, site or team. */
  static toModify(resource: 'organisation' | 'team' | 'site') {
    return new ForbiddenError(`You are not authorised to modify this ${resource}`);
  }
}

export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  readonly code = 'NOT_FOUND';
  readonly status = 404;

  /** "Team not found", "Site not found": the spec's not-found messages. */
  static of(resource: string) {
    return new NotFoundError(`${resource[0]!.toUpperCase()}${resource.slice(1)} not found`);
  }
}

/** It existed and was removed on purpose (a test's artifacts past retention): the message says why. */
export class GoneError extends AppError {
  override name = 'GoneError';
  readonly code = 'GONE';
  readonly status = 410;
}

export class ConflictError extends AppError {
  override name = 'ConflictError';
  readonly code = 'CONFLICT';
  readonly status = 409;
}

export class PayloadTooLargeError extends AppError {
  override name = 'PayloadTooLargeError';
  readonly code = 'PAYLOAD_TOO_LARGE';
  readonly status = 413;
}

/** Too many attempts (failed sign-ins, mails asked for): the message says when to try again. */
export class TooManyRequestsError extends AppError {
  override name = 'TooManyRequestsError';
  readonly code = 'TOO_MANY_REQUESTS';
  readonly status = 429;
}

/**
 * A service we depend on (the payment processor) could not answer: nothing was done, and the same request
 * may succeed later. Its message says so in the user's words; `retryable` tells clients to offer a retry.
 */
export class ServiceUnavailableError extends AppError {
  override name = 'ServiceUnavailableError';
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly status = 503;
  override readonly retryable = true;
}

export interface PublicError {
  status: number;
  code: ErrorCode;
  message: string;
  field?: string;
  /** The same request may succeed later (see AppError.retryable); absent when not. */
  retryable?: true;
  /** False when the error is ours (a bug or an outage): log it; the client sees a generic message. */
  expected: boolean;
}

const HTTP_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  410: 'GONE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

export const UNEXPECTED_MESSAGE = 'There was an unexpected error';

/** What a client may see of any error: typed errors as they are, everything else masked as a 500. */
export function toPublicError(error: unknown): PublicError {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...(error.retryable ? { retryable: true as const } : {}),
      expected: true,
    };
  }
  // Safety nets for rules the database enforces: still the user's doing, so still a 4xx.
  if (error instanceof UniqueConstraintError) {
    const field = Object.keys(error.fields ?? {})[0];
    return {
      status: 409,
      code: 'CONFLICT',
      message: 'This already exists',
      ...(field ? { field } : {}),
      expected: true,
    };
  }
  if (error instanceof SequelizeValidationError) {
    const first = error.errors[0];
    return {
      status: 400,
      code: 'BAD_USER_INPUT',
      message: first?.message ?? 'Invalid input',
      ...(first?.path ? { field: first.path } : {}),
      expected: true,
    };
  }
  // The database is down (logged once per outage by its outage log): nothing was done, try again later.
  if (isDatabaseConnectionError(error)) {
    return {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Pace is briefly unavailable. Try again in a moment.',
      retryable: true,
      expected: true,
    };
  }
  // Koa's own errors (ctx.throw, malformed requests) that are marked safe to show.
  const http = error as { status?: number; expose?: boolean; message?: string };
  if (typeof http.status === 'number' && http.status >= 400 && http.status < 500 && http.expose) {
    const code = HTTP_CODES[http.status] ?? 'BAD_USER_INPUT';
    return { status: http.status, code, message: http.message ?? 'Bad request', expected: true };
  }
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: UNEXPECTED_MESSAGE, expected: false };
}
