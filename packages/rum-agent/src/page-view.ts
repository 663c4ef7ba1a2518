// One page view: its context, the metrics finalised so far, and the beacons it sent. The first beacon goes
// when the page is first hidden, whatever it holds (the page view counts even without metrics); metrics
// that settle or change after that go in follow-up beacons with the same pageViewId and only those
// metrics, which the server merges (latest seq wins per metric).
import type { Beacon, BeaconMetrics } from './beacon.ts';
import { BEACON_VERSION, MAX_BEACONS_PER_PAGE_VIEW } from './beacon-limits.ts';
import type { Navigation } from './instrumentations/navigation/index.ts';
import type { RecordMetric } from './instrumentations/web-vitals/index.ts';
import type { Send } from './transport/index.ts';

export interface PageView {
  record: RecordMetric;
  /** Sends what is pending: the first beacon always, a follow-up only when a metric is new. */
  flush: () => void;
  /** Whether the first beacon has gone. */
  readonly sent: boolean;
}

/** 128 random bits as hex; crypto.getRandomValues works on plain http pages too, unlike randomUUID. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => (byte + 256).toString(16).slice(1)).join('');
}

export function createPageView(
  siteKey: string,
  sampleRate: number,
  navigation: Navigation,
  send: Send,
): PageView {
  const pageViewId = randomId();
  let seq = 0;
  let pending: BeaconMetrics = {};
  let hasPending = false;

  return {
    record(name, value) {
      pending[name] = value;
      hasPending = true;
    },
    flush() {
      if ((seq > 0 && !hasPending) || seq >= MAX_BEACONS_PER_PAGE_VIEW) return;
      const beacon: Beacon = {
        v: BEACON_VERSION,
        siteKey,
        pageViewId,
        seq,
        ...navigation,
        sampleRate,
        metrics: pending,
      };
      seq++;
      pending = {};
      hasPending = false;
      send(beacon);
    },
    get sent() {
      return seq > 0;
    },
  };
}
