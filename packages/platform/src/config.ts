// The process configuration: environment variables, validated once at start. A bad value stops the process
// with one line naming the variable, before anything connects anywhere.
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Environment, envSchema, type LOG_LEVELS } from './config-environment.ts';
import type { LogFormat } from './log.ts';
import { AUDITS_PER_ORGANISATION } from './queues/definitions.ts';
import { SecretBox } from './secrets/secret-box.ts';

/** The repository root: relative paths in the configuration are resolved against it, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export type DatabaseConfig =
  | { dialect: 'mysql'; url: string; database: string }
  /** `storage` is a file path or `:memory:`. */
  | { dialect: 'sqlite'; storage: string };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where users reach the platform; defaults to http://HOST:PORT. */
  publicUrl: string;
  database: DatabaseConfig;
  /** Unset: the embedded mode, with in-memory key-value store and queues. */
  redisUrl: string | null;
  /** Start of every Redis key (key-value store `<prefix>`, BullMQ `<prefix>bull`), to share a Redis. */
  redisPrefix: string;
  dataDir: string;
  remotesDir: string;
  /** Prefix of remote entry URLs when remotes are served from a CDN; unset: `/remotes` on this origin. */
  remotesBaseUrl: string | null;
  shellDist: string;
  /** Outgoing mail server (smtp://user:pass@host:port, smtps://…); unset: mails are written to the log. */
  smtpUrl: string | null;
  /** The From of every mail the platform sends. */
  mailFrom: string;
  /** Google sign-in (OpenID Connect); enabled when a client id is set. The issuer is configurable for tests. */
  google: { issuer: string; clientId: string | null; clientSecret: string | null };
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * `json`: JSON lines on stdout (the default, what machines read); `text`: a plain line per event on
   * stdout and the JSON lines in `logFile` (what `npm start` shows in the embedded mode).
   */
  logFormat: LogFormat;
  /** `<DATA_DIR>/logs/pace.jsonl`: where the JSON lines go with the text console. */
  logFile: string;
  /**
   * Prometheus metrics: `token` opens GET /metrics on the bff's port to `Authorization: Bearer <token>`
   * (null: not served there); `port` opens a listener of its own on `host` in the bff and each worker.
   */
  metrics: { token: string | null; port: number | null; host: string };
  /** How long a stopping worker lets the job in flight finish before returning it to its queue. */
  shutdownGraceMs: number;
  /** Synthetic audits (Lighthouse in Chromium): see packages/lighthouse-runner/README.md. */
  audits: {
    /** Audits one worker process runs at once (about 0.85 GB of memory each). */
    concurrency: number;
    /**
     * One organisation's audits running at once over every worker of a location (the others' are served
     * meanwhile); give every worker the same.
     */
    concurrencyPerOrganisation: number;
    /**
     * PACE_LOCATION: the location whose audits this worker takes (a pool of workers: `audits@<name>`);
     * null, the default location (the `audits` queue).
     */
    location: string | null;
    /** A test still running after this is stopped as RUN_TIMEOUT (the spec's 300 s). */
    timeoutMs: number;
    /** CHROME_PATH; null: the system's Chromium, else the one @sparticuz/chromium ships (@pace/lighthouse-runner). */
    chromePath: string | null;
    /**
     * Where the shipped Chromium is unpacked on first use: CHROMIUM_UNPACK_DIR, else `pace-chromium-<uid>`
     * in the temporary folder (sandboxed audits run as another user, who must reach it; the data
     * directory may sit in a home folder only its owner can enter).
     */
    bundledChromiumDir: string;
    /** CIDR ranges audits may reach although not public (loopback for tests, an intranet when self-hosting). */
    allowedNetworks: string[];
    /** `host=address` pairs the audit's resolver answers with before DNS (tests, split-horizon DNS). */
    hostRules: string;
    /**
     * DEMO_SITE_PORT: the port of the demo website on 127.0.0.1 (`npm start` sets it; @pace/demo). Audits
     * of the demo organisation's sites, and only those, may reach exactly that address and port; null: no
     * demo website, nothing opened.
     */
    demoSitePort: number | null;
    /** Where test artifacts (Lighthouse reports, screenshots) are stored. */
    artifactsDir: string;
    /** An S3-compatible bucket instead of the directory (ARTIFACTS_S3_*); null: the directory. */
    s3: {
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    } | null;
    /**
     * Artifact retention (@pace/synthetic/artifact-retention): a test's report, screenshot and filmstrip
     * are removed `maxAgeDays` after it finished, unless the test is protected (failed, behind a
     * regression verdict, or among the `keepLatest` newest of its page and profile). Metrics stay.
     */
    retention: { maxAgeDays: number; keepLatest: number };
  };
  /** Statuspage-style JSON (`status.indicator`, `status.description`) for the help menu; unset: no status line. */
  statusPageUrl: string | null;
  /** A Sentry-compatible DSN: interface error reports are also forwarded there; unset: only stored. */
  errorReportingDsn: string | null;
  /** Base URL of the Chrome UX Report API (up to /v1); null: the public API. A fixture server in tests. */
  cruxApiUrl: string | null;
  /** Key for the CrUX API; null turns CrUX collection off. */
  cruxApiKey: string | null;
  /** Behind one reverse proxy: the client address is the last X-Forwarded-For entry (the proxy's). */
  trustProxy: boolean;
  /** How long a RUM day waits after new beacons before it is rolled up again (at least; busy sites wait longer). */
  rumRollupDelayMs: number;
  /** Days of raw RUM beacons kept (today included); older days live on only in their rollups. */
  rumRawBeaconDays: number;
  /** Beacons one client address may send per minute to one bff process; 0: no limit. */
  rumRateLimitPerMinute: number;
  /** Beacons per minute one site key may send to one bff process, from any addresses; 0: no limit. */
  rumSiteRateLimitPerMinute: number;
  /**
   * Beacon stream entries (up to 50 beacons each) waiting to be written, at most: above it collection
   * answers 503 with Retry-After instead of queueing what memory or disk may not hold.
   */
  rumBacklogLimit: number;
  /**
   * Beacons of one site waiting to be written, at most: above it that site's beacons are answered 503,
   * so one site's flood cannot fill the stream for every site.
   */
  rumSiteBacklogLimit: number;
  /**
   * Sign-ups taken from one network (an IPv4 address or an IPv6 /64) an hour: a company behind one
   * address, or a test run on loopback, may need more than the default.
   */
  signUpsPerNetworkHour: number;
  /**
   * Stripe. With no secret key the bff runs the local Stripe-format server (@pace/stripe-fake) in-process;
   * with one, the stripe library talks to `apiBase` (api.stripe.com when unset).
   */
  /**
   * `off` (BILLING=off): no plans, no Stripe; the account gates let everything through and the billing
   * screens are hidden. The only way to run in production without a Stripe key.
   */
  billing: 'on' | 'off';
  stripe: {
    apiBase: string | null;
    /** Where browsers load Stripe.js from (null: Stripe's own, or the local server's stand-in). */
    jsUrl: string | null;
    secretKey: string | null;
    publishableKey: string | null;
    webhookSecret: string | null;
  };
  /** Integrations: how long one outgoing call may take; the GitHub App (null id: the code host is off). */
  integrations: {
    timeoutMs: number;
    githubApiUrl: string | null;
    githubAppId: string | null;
    githubPrivateKey: string | null;
    githubWebhookSecret: string | null;
    /** Where people authorise the App (OAuth): GitHub's web host, not its API. */
    githubWebUrl: string;
    /** The App's slug: its install page is `<web>/apps/<slug>/installations/new`. */
    githubAppSlug: string | null;
    githubClientId: string | null;
    githubClientSecret: string | null;
  };
  /** DNS_RESOLVER: name servers for domain proofs (TXT records); empty: the system's. */
  dnsResolvers: string[];
  /**
   * Keys sealing secrets at rest (base64, 32 bytes): `key` seals and opens, `previousKeys` only open (while
   * rotating). No key: one kept in `<dataDir>/secrets.key` (@pace/platform/secrets).
   */
  secrets: { key: string | null; previousKeys: string[] };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The secrets keys, checked here so that a bad one stops the start (its message never shows a key). */
function secretsKeys(e: Environment): Config['secrets'] {
  const key = e.PACE_SECRETS_KEY?.trim() || null;
  const previousKeys = (e.PACE_SECRETS_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (previousKeys.length > 0 && !key) {
    throw new ConfigError('Invalid configuration: PACE_SECRETS_PREVIOUS_KEYS needs PACE_SECRETS_KEY');
  }
  if (key) {
    try {
      SecretBox.fromKeys(key, previousKeys);
    } catch (error) {
      throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
    }
  }
  return { key, previousKeys };
}

/** The default From's domain: the public URL's host name, or `localhost` when there is none. */
function mailDomain(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

function parseDatabase(value: string | undefined, dataDir: string): DatabaseConfig {
  if (!value) return { dialect: 'sqlite', storage: join(dataDir, 'pace.sqlite') };
  if (value.startsWith('sqlite:')) {
    const path = value.slice('sqlite:'.length).replace(/^\/\//, '');
    return { dialect: 'sqlite', storage: path === ':memory:' ? ':memory:' : fromRoot(path) };
  }
  const parsed = new URL(value.replace(/^mariadb:/, 'mysql:'));
  return { dialect: 'mysql', url: parsed.toString(), database: parsed.pathname.slice(1) };
}

/** ARTIFACTS_S3_BUCKET switches artifacts to a bucket, which then needs its endpoint and keys. */
function artifactsBucket(e: Environment): Config['audits']['s3'] {
  if (!e.ARTIFACTS_S3_BUCKET) return null;
  const { ARTIFACTS_S3_ENDPOINT: endpoint, ARTIFACTS_S3_ACCESS_KEY_ID: accessKeyId } = e;
  const secretAccessKey = e.ARTIFACTS_S3_SECRET_ACCESS_KEY;
  if (!endpoint || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'Invalid configuration: ARTIFACTS_S3_BUCKET needs ARTIFACTS_S3_ENDPOINT, ARTIFACTS_S3_ACCESS_KEY_ID and ARTIFACTS_S3_SECRET_ACCESS_KEY',
    );
  }
  const region = e.ARTIFACTS_S3_REGION ?? 'us-east-1';
  return { endpoint, bucket: e.ARTIFACTS_S3_BUCKET, region, accessKeyId, secretAccessKey };
}

/**
 * Billing in production takes money or is off: without STRIPE_SECRET_KEY the bff would start the local
 * Stripe-format server, which accepts test cards and charges nobody, so plans would be free.
 */
function checkBilling(e: Environment) {
  if (e.BILLING === 'off') return;
  if (e.NODE_ENV === 'production' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY is required in production (or BILLING=off to run without billing)',
    );
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (webhooks cannot be verified)',
    );
  }
}

/** Parses and validates `env`; throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = env[name] === undefined ? '' : ` (got ${JSON.stringify(env[name])})`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  checkBilling(e);
  const host = e.HOST ?? '127.0.0.1';
  const listenPort = e.PORT ?? 3000;
  const dataDir = fromRoot(e.DATA_DIR ?? '.data');
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    host,
    port: listenPort,
    publicUrl: (e.PUBLIC_URL ?? `http://${host}:${listenPort}`).replace(/\/$/, ''),
    database: parseDatabase(e.DATABASE_URL, dataDir),
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX ?? 'pace:',
    dataDir,
    remotesDir: e.REMOTES_DIR ? fromRoot(e.REMOTES_DIR) : join(dataDir, 'remotes'),
    remotesBaseUrl: e.REMOTES_BASE_URL?.replace(/\/$/, '') ?? null,
    shellDist: fromRoot(e.SHELL_DIST ?? 'shell/dist'),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Pace <no-reply@${mailDomain(e.PUBLIC_URL)}>`,
    google: {
      issuer: (e.GOOGLE_OIDC_ISSUER ?? 'https://accounts.google.com').replace(/\/$/, ''),
      clientId: e.GOOGLE_CLIENT_ID ?? null,
      clientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
    },
    logLevel: e.LOG_LEVEL ?? 'info',
    logFormat: e.LOG_FORMAT ?? 'json',
    logFile: join(dataDir, 'logs', 'pace.jsonl'),
    metrics: {
      token: e.METRICS_TOKEN ?? null,
      port: e.METRICS_PORT ?? null,
      host: e.METRICS_HOST ?? '127.0.0.1',
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? 25_000,
    audits: {
      concurrency: e.AUDIT_CONCURRENCY ?? 1,
      concurrencyPerOrganisation: e.AUDIT_CONCURRENCY_PER_ORGANISATION ?? AUDITS_PER_ORGANISATION,
      location: e.PACE_LOCATION ?? null,
      timeoutMs: e.AUDIT_TIMEOUT_MS ?? 300_000,
      chromePath: e.CHROME_PATH ?? null,
      bundledChromiumDir:
        e.CHROMIUM_UNPACK_DIR ?? join(tmpdir(), `pace-chromium-${process.getuid?.() ?? 'user'}`),
      allowedNetworks: (e.AUDIT_ALLOWED_NETWORKS ?? '')
        .split(',')
        .map((range) => range.trim())
        .filter(Boolean),
      hostRules: e.AUDIT_HOST_RULES ?? '',
      demoSitePort: e.DEMO_SITE_PORT ?? null,
      artifactsDir: e.ARTIFACTS_DIR ? fromRoot(e.ARTIFACTS_DIR) : join(dataDir, 'artifacts'),
      s3: artifactsBucket(e),
      retention: { maxAgeDays: e.ARTIFACT_RETENTION_DAYS ?? 30, keepLatest: e.ARTIFACT_KEEP_LATEST ?? 10 },
    },
    statusPageUrl: e.STATUS_PAGE_URL ?? null,
    errorReportingDsn: e.ERROR_REPORTING_DSN ?? null,
    cruxApiUrl: e.CRUX_API_URL?.replace(/\/$/, '') ?? null,
    cruxApiKey: e.CRUX_API_KEY ?? null,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    rumRollupDelayMs: e.RUM_ROLLUP_DELAY_MS ?? 30_000,
    rumRawBeaconDays: e.RUM_RAW_BEACON_DAYS ?? 35,
    rumRateLimitPerMinute: e.RUM_RATE_LIMIT ?? 1_200,
    rumSiteRateLimitPerMinute: e.RUM_SITE_RATE_LIMIT ?? 120_000,
    rumBacklogLimit: e.RUM_BACKLOG_LIMIT ?? 20_000,
    rumSiteBacklogLimit: e.RUM_SITE_BACKLOG_LIMIT ?? 100_000,
    signUpsPerNetworkHour: e.SIGN_UPS_PER_NETWORK ?? 10,
    billing: e.BILLING ?? 'on',
    stripe: {
      apiBase: e.STRIPE_API_BASE?.replace(/\/$/, '') ?? null,
      jsUrl: e.STRIPE_JS_URL ?? null,
      secretKey: e.STRIPE_SECRET_KEY ?? null,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    },
    integrations: {
      timeoutMs: e.INTEGRATION_TIMEOUT_MS ?? 10_000,
      githubApiUrl: e.GITHUB_API_URL?.replace(/\/$/, '') ?? null,
      githubAppId: e.GITHUB_APP_ID ?? null,
      githubPrivateKey: e.GITHUB_APP_PRIVATE_KEY?.replace(/\\n/g, '\n') ?? null,
      githubWebhookSecret: e.GITHUB_WEBHOOK_SECRET ?? null,
      githubWebUrl: e.GITHUB_WEB_URL?.replace(/\/$/, '') ?? 'https://github.com',
      githubAppSlug: e.GITHUB_APP_SLUG ?? null,
      githubClientId: e.GITHUB_CLIENT_ID ?? null,
      githubClientSecret: e.GITHUB_CLIENT_SECRET ?? null,
    },
    dnsResolvers: (e.DNS_RESOLVER ?? '')
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    secrets: secretsKeys(e),
  };
}

/** For entry points: the configuration, or one line on stderr and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** What the start log says about the mode, with no passwords in it. */
export function describeMode(config: Config): { database: string; redis: string } {
  const database =
    config.database.dialect === 'mysql'
      ? `MySQL (${new URL(config.database.url).host}/${config.database.database})`
      : `embedded SQLite (${config.database.storage})`;
  const redis = config.redisUrl ? `Redis (${new URL(config.redisUrl).host})` : 'in-memory (no REDIS_URL)';
  return { database, redis };
}
