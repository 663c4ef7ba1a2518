// Outages of a service we depend on (Redis, the database), logged once each: clients reconnect on their
// own and fail every attempt and every request meanwhile (several a second), so logging each failure
// would flood the log and logging none hid outages entirely. One line when the service is first found
// unreachable, one when it is back, with how long it was down.
import type { Logger } from './log.ts';

export class OutageLog {
  private downSince: number | null = null;

  /** `service`: "Redis", "The database"; `what`: its user here, e.g. "job queues", "beacon stream". */
  constructor(
    private readonly log: Logger,
    private readonly service: string,
    private readonly what: string,
  ) {}

  get down() {
    return this.downSince !== null;
  }

  failed(error: unknown) {
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.log.error(
      { err: error, component: this.what },
      `${this.service} unreachable (${this.what}); reconnecting, logged again when it is back`,
    );
  }

  recovered() {
    if (this.downSince === null) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = null;
    this.log.warn(
      { component: this.what, downMs },
      `${this.service} reachable again (${this.what}) after ${downMs} ms`,
    );
  }
}
