// Stripe's Idempotency-Key, as its API documents it: the first request with a key stores its answer
// (success or error) for 24 hours; the same key with the same method, path and parameters gets that
// answer again (`Idempotent-Replayed: true`) without doing anything twice; the same key with anything
// different is refused with a 400 `idempotency_error`. Keys belong to one API key (account).
import { StripeFakeError } from './errors.ts';
import type { Params } from './params.ts';

const KEEP_SECONDS = 24 * 60 * 60;

export interface StoredAnswer {
  status: number;
  body: string;
}

interface Entry extends StoredAnswer {
  request: string;
  storedAt: number;
}

export class IdempotencyKeys {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => Date) {}

  /** The stored answer for a repeat of the same request; throws Stripe's error for a different one. */
  replay(apiKey: string, key: string, method: string, path: string, params: Params): StoredAnswer | null {
    const entry = this.live(`${apiKey}:${key}`);
    if (!entry) return null;
    if (entry.request !== describe(method, path, params)) {
      throw new StripeFakeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return { status: entry.status, body: entry.body };
  }

  store(apiKey: string, key: string, method: string, path: string, params: Params, answer: StoredAnswer) {
    this.entries.set(`${apiKey}:${key}`, {
      ...answer,
      request: describe(method, path, params),
      storedAt: this.seconds(),
    });
  }

  private live(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry && this.seconds() - entry.storedAt >= KEEP_SECONDS) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  private seconds() {
    return Math.floor(this.now().getTime() / 1000);
  }
}

/** Method, path and parameters in a stable order: what "the same request" means. */
function describe(method: string, path: string, params: Params): string {
  return JSON.stringify([method, path, sorted(params)]);
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
