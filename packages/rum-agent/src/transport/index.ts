// Delivers beacons while the page is going away. sendBeacon first: the browser queues it and sends it
// even after the page has unloaded. Its body is a text/plain Blob, a CORS "simple" request, so no
// preflight is needed (the server must accept JSON sent as text/plain). When sendBeacon is missing or
// refuses (its queue shares the page's 64 KiB keepalive budget), fetch with keepalive takes over; fetch
// shows us the answer, so a 4xx (429 rate limiting above all) stops this document from sending more.
import type { Beacon } from '../beacon.ts';
import { MAX_BEACON_BYTES } from '../beacon-limits.ts';

export type Send = (beacon: Beacon) => void;

export function createTransport(endpoint: string): Send {
  let stopped = false;

  const post = (body: string, keepalive: boolean): void => {
    fetch(endpoint, { method: 'POST', body, keepalive, credentials: 'omit', mode: 'cors' }).then(
      (response) => {
        if (response.status >= 400 && response.status < 500) stopped = true;
      },
      // A keepalive request over the shared budget fails at once: try once more as a plain request,
      // which still completes when the page is only hidden, not unloading.
      () => keepalive && post(body, false),
    );
  };

  return (beacon) => {
    if (stopped) return;
    const body = JSON.stringify(beacon);
    const blob = new Blob([body], { type: 'text/plain' });
    if (blob.size > MAX_BEACON_BYTES) return;
    if (!(navigator.sendBeacon && navigator.sendBeacon(endpoint, blob))) post(body, true);
  };
}
