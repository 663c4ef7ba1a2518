/** An HTTP response that was not a success, carried as an error (route error pages show its status). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''}`);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is { status: number; statusText?: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    (error instanceof HttpError || error instanceof Response || 'statusText' in error)
  );
}

/**
 * Errors that mean the code on the page no longer matches what the server has (a chunk or remote that
 * is gone after a release, a type error from mismatched code): the cure is loading the page again.
 */
export function isStaleCodeError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error instanceof TypeError ||
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
