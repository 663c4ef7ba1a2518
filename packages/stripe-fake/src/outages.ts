// Stripe having a bad moment, on demand: tests make the fake answer Stripe's 500 `api_error` to the
// requests they name, to check that the platform reports the outage instead of reading it as "nothing
// there". Nothing is stored for an idempotency key while an outage answers (Stripe never got to it).

export interface OutageRule {
  /** GET, POST or DELETE; any method when unset. */
  method?: string;
  /** The request path, e.g. /^\/v1\/subscriptions\/\w+$/. */
  path: RegExp;
}

export interface Outage {
  /** How many requests it has answered so far. */
  readonly answered: number;
  /** Stripe is back: requests are served again. */
  end(): void;
}

export class Outages {
  private readonly active = new Set<OutageRule & { hits: number }>();

  start(rule: OutageRule): Outage {
    const entry = { ...rule, hits: 0 };
    this.active.add(entry);
    const active = this.active;
    return {
      get answered() {
        return entry.hits;
      },
      end() {
        active.delete(entry);
      },
    };
  }

  /** True when an outage covers this request (and counts it). */
  covers(method: string, path: string): boolean {
    for (const rule of this.active) {
      if ((!rule.method || rule.method === method) && rule.path.test(path)) {
        rule.hits++;
        return true;
      }
    }
    return false;
  }
}
