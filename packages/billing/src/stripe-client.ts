// Which Stripe the platform talks to, through the stripe library in both cases:
// - STRIPE_SECRET_KEY set: Stripe's API (or whatever STRIPE_API_BASE names: host, port and protocol are
//   handed to the library), with STRIPE_WEBHOOK_SECRET verifying its webhooks;
// - no key: the local Stripe-format server (@pace/stripe-fake), started inside the bff on a loopback
//   port and sending its signed webhooks to this platform's /webhooks/stripe. Its address and keys are
//   left in the key-value store, so a job worker in another process talks to the same one.
import { randomBytes } from 'node:crypto';
import type { Config } from '@pace/platform/config';
import type { Logger } from '@pace/platform/log';
import { getJson, type KeyValueStore, setJson } from '@pace/platform/redis';
import { type StripeFake, startStripeFake } from '@pace/stripe-fake';
import Stripe from 'stripe';

export type StripeMode = 'stripe' | 'local';

export interface StripeHandle {
  stripe: Stripe;
  mode: StripeMode;
  /** Stripe's API (or the local server): where Stripe.js in the browser sends the card. */
  apiBase: string;
  /** Where the browser loads Stripe.js from: Stripe's own, or the local server's stand-in. */
  jsUrl: string;
  /** The key a browser uses for that; null when none is configured. */
  publishableKey: string | null;
  webhookSecret: string;
}

interface LocalServer {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

const LOCAL_SERVER_KEY = 'billing:local-stripe-server';
export const STRIPE_API = 'https://api.stripe.com';
export const STRIPE_JS = 'https://js.stripe.com/v3/';

/** The stripe library pointed at `apiBase` (host, port and protocol), or at Stripe itself. */
export function createStripe(secretKey: string, apiBase: string | null): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Pace' },
  };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = Number(url.port || (protocol === 'http' ? 80 : 443));
    config.protocol = protocol;
  }
  return new Stripe(secretKey, config);
}

/** What the start log and the README say about the mode. */
export function describeStripe(config: Config): string {
  if (config.billing === 'off') return 'off (BILLING=off): no Stripe, account gates open';
  if (!config.stripe.secretKey) return 'local Stripe-format server (no STRIPE_SECRET_KEY)';
  return config.stripe.apiBase ? `Stripe API at ${config.stripe.apiBase}` : 'Stripe';
}

export class StripeConnection {
  private handle: Promise<StripeHandle> | undefined;
  private fake: StripeFake | undefined;

  /**
   * `serve`: may start the local server (the bff); `attach`: only uses one a bff started (a worker).
   */
  constructor(
    private readonly deps: { config: Config; kv: KeyValueStore; log?: Logger | undefined },
    private readonly role: 'serve' | 'attach',
  ) {}

  get(): Promise<StripeHandle> {
    this.handle ??= this.open().catch((error: unknown) => {
      this.handle = undefined;
      throw error;
    });
    return this.handle;
  }

  async close() {
    await this.fake?.close();
  }

  private async open(): Promise<StripeHandle> {
    const { stripe, billing, nodeEnv } = this.deps.config;
    if (billing === 'off') throw new Error('Billing is off (BILLING=off): nothing may call Stripe');
    // The configuration refuses this already; the local server must never stand in for Stripe in production.
    if (nodeEnv === 'production' && !stripe.secretKey)
      throw new Error('STRIPE_SECRET_KEY is required in production');
    if (stripe.secretKey) {
      if (!stripe.webhookSecret) {
        throw new Error(
          'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (webhooks cannot be verified)',
        );
      }
      return {
        stripe: createStripe(stripe.secretKey, stripe.apiBase),
        mode: 'stripe',
        apiBase: stripe.apiBase ?? STRIPE_API,
        jsUrl: stripe.jsUrl ?? STRIPE_JS,
        publishableKey: stripe.publishableKey,
        webhookSecret: stripe.webhookSecret,
      };
    }
    const local = (await this.runningLocalServer()) ?? (await this.startLocalServer());
    return {
      stripe: createStripe(local.secretKey, local.url),
      mode: 'local',
      apiBase: local.url,
      jsUrl: stripe.jsUrl ?? `${local.url}/v3/`,
      publishableKey: local.publishableKey,
      webhookSecret: local.webhookSecret,
    };
  }

  private async runningLocalServer(): Promise<LocalServer | null> {
    const known = await getJson<LocalServer>(this.deps.kv, LOCAL_SERVER_KEY);
    if (!known) return null;
    try {
      const response = await fetch(`${known.url}/v1/events?limit=1`, {
        headers: { authorization: `Bearer ${known.secretKey}` },
        signal: AbortSignal.timeout(1_000),
      });
      return response.ok ? known : null;
    } catch {
      return null;
    }
  }

  private async startLocalServer(): Promise<LocalServer> {
    if (this.role === 'attach') {
      throw new Error(
        'No local Stripe-format server is running: start the bff first, or set STRIPE_SECRET_KEY',
      );
    }
    const secret = (prefix: string) => `${prefix}_${randomBytes(18).toString('hex')}`;
    const webhookSecret = secret('whsec_local');
    this.fake = await startStripeFake({
      secretKey: secret('sk_test_local'),
      publishableKey: secret('pk_test_local'),
      webhook: { url: `${this.deps.config.publicUrl}/webhooks/stripe`, secret: webhookSecret },
      unref: true,
    });
    const local: LocalServer = {
      url: this.fake.url,
      secretKey: this.fake.secretKey,
      publishableKey: this.fake.publishableKey,
      webhookSecret,
    };
    await setJson(this.deps.kv, LOCAL_SERVER_KEY, local);
    this.deps.log?.info(
      { url: local.url },
      'Billing: local Stripe-format server started (no STRIPE_SECRET_KEY)',
    );
    return local;
  }
}
