// The stripe library pointed at a running fake, as the tests talk to it: no retries (a test wants the
// first answer), no telemetry. `secretKey` defaults to the fake's own.
import Stripe from 'stripe';
import type { StripeFake } from '../src/index.ts';

export function stripeLibrary(fake: StripeFake, secretKey = fake.secretKey): Stripe {
  const base = new URL(fake.url);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: Number(base.port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
