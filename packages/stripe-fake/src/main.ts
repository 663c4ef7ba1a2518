// The fake as a process of its own, for running the bff and a separate job worker against one fake:
//   STRIPE_FAKE_PORT=12111 STRIPE_FAKE_WEBHOOK_URL=http://127.0.0.1:3000/webhooks/stripe \
//   STRIPE_FAKE_WEBHOOK_SECRET=whsec_local node --import tsx packages/stripe-fake/src/main.ts
// then start the platform with STRIPE_API_BASE=http://127.0.0.1:12111, STRIPE_JS_URL set to its /v3/ (the
// stand-in for Stripe.js), STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET set to the
// same values.
import { startStripeFake } from './server.ts';

const env = process.env;
const fake = await startStripeFake({
  port: Number(env.STRIPE_FAKE_PORT ?? 12111),
  ...(env.STRIPE_FAKE_SECRET_KEY ? { secretKey: env.STRIPE_FAKE_SECRET_KEY } : {}),
  webhook:
    env.STRIPE_FAKE_WEBHOOK_URL && env.STRIPE_FAKE_WEBHOOK_SECRET
      ? { url: env.STRIPE_FAKE_WEBHOOK_URL, secret: env.STRIPE_FAKE_WEBHOOK_SECRET }
      : null,
});
process.stdout.write(
  `Stripe-format server at ${fake.url} (secret key ${fake.secretKey}, publishable key ${fake.publishableKey}; Stripe.js at ${fake.jsUrl})\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
