// Talks to the Pace API as the interface does: GraphQL on /graphql, artifact downloads on their REST
// addresses, both with the API token as a bearer. Turns every failure into a CliError with its exit code.
import { CliError, ExitCode } from './exit-codes.ts';
import type { TypedDocumentString } from './graphql/generated/graphql.ts';

export interface ClientOptions {
  url: string;
  token: string;
  /** Per request; a stalled server counts as a network failure. */
  timeoutMs?: number;
}

interface GraphQLError {
  message: string;
  extensions?: { code?: string; field?: string };
}

/** GraphQL error codes of the bff (bff/src/errors.ts) and what they mean for a script. */
const EXIT_BY_CODE: Record<string, ExitCode> = {
  UNAUTHENTICATED: ExitCode.AUTH,
  FORBIDDEN: ExitCode.NOT_FOUND,
  NOT_FOUND: ExitCode.NOT_FOUND,
  BAD_USER_INPUT: ExitCode.USAGE,
  GRAPHQL_VALIDATION_FAILED: ExitCode.USAGE,
};

/** Each document holds one named operation (src/graphql/documents.graphql). */
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/;

const operationName = (query: string): string | undefined => OPERATION_NAME.exec(query)?.[1];

export class PaceClient {
  private readonly base: URL;

  constructor(private readonly options: ClientOptions) {
    try {
      this.base = new URL(options.url);
    } catch {
      throw new CliError(`Invalid server URL: ${options.url}`, ExitCode.USAGE);
    }
    if (!/^https?:$/.test(this.base.protocol)) {
      throw new CliError(`Invalid server URL: ${options.url} (use http or https)`, ExitCode.USAGE);
    }
  }

  /** One of the CLI's documents (src/graphql/documents.graphql), its answer typed by codegen. */
  async query<T, V>(document: TypedDocumentString<T, V>, variables: V): Promise<T> {
    const query = document.toString();
    const response = await this.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // The operation's name labels the request in the bff's metrics (its list of client operations).
      body: JSON.stringify({ query, operationName: operationName(query), variables }),
    });
    const body = (await this.json(response)) as {
      data?: T | null;
      errors?: GraphQLError[];
      error?: { message: string; code?: string };
    };
    // Refusals before GraphQL runs (a bad token) come in the bff's REST error shape.
    if (body.error) throw this.restError(response.status, body.error);
    if (body.errors?.length) {
      const first = body.errors[0]!;
      const code = first.extensions?.code ?? '';
      throw new CliError(first.message, EXIT_BY_CODE[code] ?? ExitCode.SERVER);
    }
    if (!response.ok || !body.data) {
      throw new CliError(`The server answered ${response.status} without data`, ExitCode.SERVER);
    }
    return body.data;
  }

  /** A file the API serves at `path` (e.g. an artifact's url), as bytes. */
  async download(path: string): Promise<Buffer> {
    const response = await this.request(path, { method: 'GET' });
    if (!response.ok) {
      const body = (await this.json(response).catch(() => ({}))) as { error?: { message: string } };
      throw this.restError(response.status, body.error ?? { message: `Download failed: ${path}` });
    }
    return Buffer.from(await response.arrayBuffer());
  }

  private async request(path: string, init: RequestInit): Promise<Response> {
    const url = new URL(path, this.base);
    if (url.origin !== this.base.origin) {
      // The token only ever goes to the server it was given for.
      throw new CliError(`Refusing to send the token to another server: ${url.origin}`, ExitCode.SERVER);
    }
    try {
      return await fetch(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${this.options.token}`, 'user-agent': 'pace-cli' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new CliError(`Cannot reach ${this.base.origin}: ${networkReason(error)}`, ExitCode.NETWORK);
    }
  }

  private async json(response: Response): Promise<unknown> {
    const text = await response.text().catch(() => '');
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      if (response.status >= 500) throw new CliError(`Server error (${response.status})`, ExitCode.SERVER);
      throw new CliError(
        `The server at ${this.base.origin} did not answer as the Pace API (status ${response.status})`,
        ExitCode.SERVER,
      );
    }
  }

  private restError(status: number, error: { message: string; code?: string }): CliError {
    if (status === 401 || error.code === 'UNAUTHENTICATED') return new CliError(error.message, ExitCode.AUTH);
    // A token refused from this address is an authentication problem for the script.
    if (status === 403 && /API token/.test(error.message)) return new CliError(error.message, ExitCode.AUTH);
    if (status === 403 || status === 404) return new CliError(error.message, ExitCode.NOT_FOUND);
    if (status >= 500) return new CliError(`Server error (${status}): ${error.message}`, ExitCode.SERVER);
    return new CliError(error.message, ExitCode.USAGE);
  }
}

function networkReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'the request timed out';
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused';
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return 'unknown host';
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
