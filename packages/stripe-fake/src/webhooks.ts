// Webhook deliveries as Stripe makes them: the event as JSON, POSTed with a `Stripe-Signature` header.
import { createHmac } from 'node:crypto';
import type { StripeEvent } from './objects.ts';

export interface WebhookTarget {
  url: string;
  /** The endpoint's signing secret (`whsec_…`), as the receiver passes to stripe.webhooks.constructEvent. */
  secret: string;
}

/** The `Stripe-Signature` header for a payload: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export async function deliver(event: StripeEvent, target: WebhookTarget) {
  const payload = JSON.stringify(event, null, 2);
  // Stripe retries failed deliveries for days; a fake retries a few times within a second or two.
  for (const wait of [0, 200, 1000]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signPayload(payload, target.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // The receiver is down or slow: try again.
    }
  }
}
