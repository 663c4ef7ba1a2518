// The exit codes scripts can rely on (documented in the README and in `pace --help`). Every failure the
// CLI reports is a CliError carrying one of them; anything else is a bug and exits with INTERNAL.
export const ExitCode = {
  OK: 0,
  /** Bad command line: unknown command or option, bad date, unknown page, profile or metric. */
  USAGE: 1,
  /** No token, an invalid or expired token, or a token refused from this address. */
  AUTH: 2,
  /** The team, site, snapshot or organisation does not exist or the token cannot reach it. */
  NOT_FOUND: 3,
  /** The server could not be reached (refused, DNS, timeout). */
  NETWORK: 4,
  /** The server answered with an error of its own (5xx, an answer that is not the API's). */
  SERVER: 5,
  /** The output file or folder could not be written. */
  OUTPUT: 6,
  INTERNAL: 70,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const EXIT_CODES_HELP = `
Exit codes:
  0  success
  1  usage: bad command line, unknown page, profile or metric
  2  authentication: missing, invalid or expired API token
  3  not found or forbidden: the team, site or snapshot is not reachable with this token
  4  network: the server could not be reached
  5  server error
  6  the output could not be written`;
