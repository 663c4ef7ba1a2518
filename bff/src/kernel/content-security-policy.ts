// The Content-Security-Policy of the shell's pages and of the files the bff serves. Scripts come from this
// origin (the shell's build and the remotes' release paths under /remotes), from the remotes' CDN when
// REMOTES_BASE_URL names one, and, for the one inline script of index.html (the theme before the first
// paint), by its hash: the hash is read from the served index.html, so a rebuilt shell needs no restart.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@pace/platform/config';

/** Remote dev servers the shell's `pace:remote-overrides` may point at (shell README), in development only. */
const REMOTE_DEV_SERVERS = [3101, 3102, 3103, 3104, 3105].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);
/** The local Stripe-format server listens on a loopback port chosen when it starts. */
const LOCAL_PAYMENT_SERVER = ['http://127.0.0.1:*', 'http://localhost:*'];
/** Stripe's own hosts, as its CSP guide lists them: Stripe.js and its frames, the 3-D Secure frames, the API. */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
const STRIPE_HOOKS_ORIGIN = 'https://hooks.stripe.com';
const STRIPE_API_ORIGIN = 'https://api.stripe.com';

interface PaymentSources {
  /** Stripe.js itself. */
  script: string[];
  /** Its card field and the 3-D Secure challenge. */
  frame: string[];
  /** What Stripe.js calls from the page (the SetupIntent after 3-D Secure). */
  connect: string[];
}

/**
 * Where the payment screen's Stripe.js comes from and talks to: Stripe's hosts (or STRIPE_JS_URL and
 * STRIPE_API_BASE), or the local Stripe-format server, which serves its stand-in for Stripe.js, the card
 * field and the challenge from its own origin.
 */
export function paymentSources(stripe: PolicyConfig['stripe']): PaymentSources {
  const js = stripe.jsUrl ? new URL(stripe.jsUrl).origin : null;
  if (!stripe.secretKey) {
    const local = js ? [js] : LOCAL_PAYMENT_SERVER;
    return { script: local, frame: local, connect: local };
  }
  const api = new URL(stripe.apiBase ?? STRIPE_API_ORIGIN).origin;
  const script = js ?? STRIPE_JS_ORIGIN;
  return {
    script: [script],
    frame: script === STRIPE_JS_ORIGIN ? [STRIPE_JS_ORIGIN, STRIPE_HOOKS_ORIGIN] : [script],
    connect: [...new Set([api, script])],
  };
}

/** For JSON, files and everything that is not a document: nothing to load, nothing may frame it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

type PolicyConfig = Pick<Config, 'shellDist' | 'remotesBaseUrl' | 'nodeEnv' | 'stripe' | 'billing'>;

export class DocumentPolicy {
  private cached: { key: string; hashes: string[] } | null = null;
  private readonly remoteSources: string[];
  private readonly payment: PaymentSources;

  constructor(private readonly config: PolicyConfig) {
    const cdn = config.remotesBaseUrl && /^https?:/.test(config.remotesBaseUrl);
    this.remoteSources = [
      ...(cdn ? [new URL(config.remotesBaseUrl!).origin] : []),
      ...(config.nodeEnv === 'development' ? REMOTE_DEV_SERVERS : []),
    ];
    // The payment screen's card goes to Stripe from Stripe's own frame (never through Pace). Without
    // billing there is no payment screen: only what is configured is allowed, so nothing.
    this.payment =
      config.billing === 'off' ? { script: [], frame: [], connect: [] } : paymentSources(config.stripe);
  }

  /** The policy of a page; `framable` for the public share report, which other sites may embed. */
  async header(options: { framable: boolean }): Promise<string> {
    const remotes = this.remoteSources;
    const directives: Record<string, string[]> = {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...(await this.inlineScriptHashes()), ...remotes, ...this.payment.script],
      'style-src': ["'self'", ...remotes],
      'img-src': ["'self'", 'data:', 'blob:', ...remotes],
      'font-src': ["'self'", 'data:', ...remotes],
      'connect-src': ["'self'", ...remotes, ...this.payment.connect],
      'frame-src': ["'self'", ...this.payment.frame],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': options.framable ? ['*'] : ["'none'"],
    };
    return Object.entries(directives)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join('; ');
  }

  /** `'sha256-…'` of each inline script of the shell's index.html, re-read when the file changes. */
  private async inlineScriptHashes(): Promise<string[]> {
    const file = join(this.config.shellDist, 'index.html');
    const stats = await stat(file).catch(() => null);
    if (!stats) return [];
    const key = `${stats.mtimeMs}:${stats.size}`;
    if (this.cached?.key !== key) {
      const html = await readFile(file, 'utf8');
      const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
        .map((match) => match[1]!)
        .filter((body) => body.trim())
        .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      this.cached = { key, hashes };
    }
    return this.cached.hashes;
  }
}
