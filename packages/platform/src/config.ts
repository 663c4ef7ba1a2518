// The process configuration: environment variables, validated once at start. A bad value stops the process
// with one line naming the variable, before anything connects anywhere.
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the configuration are resolved against it, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  /** How long a stopping worker lets the job in flight finish before returning it to its queue. */
  shutdownGraceMs: number;
  /** Synthetic audits (Lighthouse in Chromium): see packages/lighthouse-runner/README.md. */
  audits: {
    /** Audits one worker process runs at once (about 0.85 GB of memory each). */
    concurrency: number;
    /** A test still running after this is stopped as RUN_TIMEOUT (the spec's 300 s). */
    timeoutMs: number;
    chromePath: string;
    /** CIDR ranges audits may reach although not public (loopback for tests, an intranet when self-hosting). */
    allowedNetworks: string[];
    /** `host=address` pairs the audit's resolver answers with before DNS (tests, split-horizon DNS). */
    hostRules: string;
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
  /** Beacons one client address may send per minute to one bff process; 0: no limit. */
  rumRateLimitPerMinute: number;
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
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** An empty variable counts as unset, so `REDIS_URL= npm start` forces the embedded mode. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const url = (protocols: RegExp, example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.test(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `expected a URL like ${example}` },
  );

const port = z.coerce
  .number({ message: 'expected a port number' })
  .int('expected a whole port number')
  .min(0, 'expected a port from 0 to 65535')
  .max(65535, 'expected a port from 0 to 65535');

const envSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      message: 'expected development, production or test',
    }),
  ),
  HOST: optional(z.string().min(1)),
  PORT: optional(port),
  PUBLIC_URL: optional(url(/^https?:$/, 'https://pace.example.com')),
  DATABASE_URL: optional(
    z.string().refine((value) => /^(mysql|mariadb):\/\/.+\/\w+/.test(value) || /^sqlite:.+/.test(value), {
      message: 'expected mysql://user:pass@host:port/db, sqlite:<path> or sqlite::memory:',
    }),
  ),
  REDIS_URL: optional(url(/^rediss?:$/, 'redis://127.0.0.1:6379')),
  REDIS_PREFIX: optional(
    z.string().regex(/^[\w:.-]{1,64}$/, 'expected letters, digits and : . _ - (like pace:)'),
  ),
  DATA_DIR: optional(z.string()),
  REMOTES_DIR: optional(z.string()),
  REMOTES_BASE_URL: optional(
    z.string().refine((value) => /^https?:\/\/[^/]/.test(value) || value.startsWith('/'), {
      message: 'expected an absolute URL (https://cdn.example.com/remotes) or a path starting with /',
    }),
  ),
  SHELL_DIST: optional(z.string()),
  SMTP_URL: optional(url(/^smtps?:$/, 'smtp://user:password@mail.example.com:587')),
  MAIL_FROM: optional(z.string().min(3)),
  GOOGLE_OIDC_ISSUER: optional(url(/^https?:$/, 'https://accounts.google.com')),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { message: `expected one of ${LOG_LEVELS.join(', ')}` })),
  SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().min(0, 'expected milliseconds (0 or more)')),
  AUDIT_CONCURRENCY: optional(
    z.coerce.number().int().min(1, 'expected 1 or more').max(16, 'expected at most 16'),
  ),
  AUDIT_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000, 'expected milliseconds (1000 or more)')),
  CHROME_PATH: optional(z.string()),
  AUDIT_ALLOWED_NETWORKS: optional(
    z
      .string()
      .regex(
        /^\s*[0-9a-fA-F.:]+\/\d{1,3}\s*(,\s*[0-9a-fA-F.:]+\/\d{1,3}\s*)*$/,
        'expected address ranges like 127.0.0.0/8,::1/128',
      ),
  ),
  AUDIT_HOST_RULES: optional(
    z
      .string()
      .regex(
        /^\s*[\w*.-]+=[0-9a-fA-F.:]+\s*(,\s*[\w*.-]+=[0-9a-fA-F.:]+\s*)*$/,
        'expected host=address pairs like cdn.example.com=127.0.0.1',
      ),
  ),
  ARTIFACTS_DIR: optional(z.string()),
  ARTIFACTS_S3_ENDPOINT: optional(url(/^https?:$/, 'https://s3.eu-west-1.amazonaws.com')),
  ARTIFACTS_S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,62}$/, 'expected a bucket name')),
  ARTIFACTS_S3_REGION: optional(z.string()),
  ARTIFACTS_S3_ACCESS_KEY_ID: optional(z.string()),
  ARTIFACTS_S3_SECRET_ACCESS_KEY: optional(z.string()),
  STATUS_PAGE_URL: optional(url(/^https?:$/, 'https://status.example.com/api/v2/status.json')),
  ERROR_REPORTING_DSN: optional(
    url(/^https?:$/, 'https://<public key>@errors.example.com/<project id>').refine(
      (value) => /^https?:\/\/[^@/]+@[^/]+\/(.+\/)?\d+$/.test(value),
      { message: 'expected a DSN like https://<public key>@errors.example.com/<project id>' },
    ),
  ),
  CRUX_API_URL: optional(url(/^https?:$/, 'https://chromeuxreport.googleapis.com/v1')),
  // Never validated by pattern: a bad value's message would print the key.
  CRUX_API_KEY: optional(z.string()),
  TRUST_PROXY: optional(z.enum(['true', 'false', '1', '0'], { message: 'expected true or false' })),
  RUM_ROLLUP_DELAY_MS: optional(z.coerce.number().int().min(0, 'expected milliseconds (0 or more)')),
  RUM_RATE_LIMIT: optional(z.coerce.number().int().min(0, 'expected beacons per minute (0 for no limit)')),
  BILLING: optional(z.enum(['on', 'off'], { message: 'expected on or off' })),
  STRIPE_API_BASE: optional(url(/^https?:$/, 'https://api.stripe.com or http://127.0.0.1:12111')),
  // Keys and secrets are never validated by pattern: a bad value's message would print them.
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_PUBLISHABLE_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  INTEGRATION_TIMEOUT_MS: optional(z.coerce.number().int().min(1, 'expected milliseconds (1 or more)')),
  GITHUB_API_URL: optional(url(/^https?:$/, 'https://api.github.com or http://127.0.0.1:PORT')),
  GITHUB_APP_ID: optional(z.string()),
  GITHUB_APP_PRIVATE_KEY: optional(z.string()),
  GITHUB_WEBHOOK_SECRET: optional(z.string()),
});

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
function artifactsBucket(e: z.infer<typeof envSchema>): Config['audits']['s3'] {
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
function checkBilling(e: z.infer<typeof envSchema>) {
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
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? 25_000,
    audits: {
      concurrency: e.AUDIT_CONCURRENCY ?? 1,
      timeoutMs: e.AUDIT_TIMEOUT_MS ?? 300_000,
      chromePath: e.CHROME_PATH ?? '/usr/bin/chromium',
      allowedNetworks: (e.AUDIT_ALLOWED_NETWORKS ?? '')
        .split(',')
        .map((range) => range.trim())
        .filter(Boolean),
      hostRules: e.AUDIT_HOST_RULES ?? '',
      artifactsDir: e.ARTIFACTS_DIR ? fromRoot(e.ARTIFACTS_DIR) : join(dataDir, 'artifacts'),
      s3: artifactsBucket(e),
    },
    statusPageUrl: e.STATUS_PAGE_URL ?? null,
    errorReportingDsn: e.ERROR_REPORTING_DSN ?? null,
    cruxApiUrl: e.CRUX_API_URL?.replace(/\/$/, '') ?? null,
    cruxApiKey: e.CRUX_API_KEY ?? null,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    rumRollupDelayMs: e.RUM_ROLLUP_DELAY_MS ?? 30_000,
    rumRateLimitPerMinute: e.RUM_RATE_LIMIT ?? 1_200,
    billing: e.BILLING ?? 'on',
    stripe: {
      apiBase: e.STRIPE_API_BASE?.replace(/\/$/, '') ?? null,
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
    },
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
