// The environment variables the configuration reads, each with its check and the message a bad value
// gets (config.ts turns them into the Config). Apart so that config.ts stays the shape and its defaults.
import { Resolver } from 'node:dns/promises';
import { z } from 'zod';
import { LOG_FORMATS } from './log.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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

export const envSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      message: 'expected development, production or test',
    }),
  ),
  HOST: optional(z.string().min(1)),
  PORT: optional(port),
  DEMO_SITE_PORT: optional(port),
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
  LOG_FORMAT: optional(z.enum(LOG_FORMATS, { message: `expected one of ${LOG_FORMATS.join(', ')}` })),
  // Never validated by pattern: a bad value's message would print it.
  METRICS_TOKEN: optional(z.string().min(16, 'expected at least 16 characters')),
  METRICS_PORT: optional(z.coerce.number().int().min(0).max(65_535, 'expected a port number')),
  METRICS_HOST: optional(z.string()),
  SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().min(0, 'expected milliseconds (0 or more)')),
  AUDIT_CONCURRENCY: optional(
    z.coerce.number().int().min(1, 'expected 1 or more').max(16, 'expected at most 16'),
  ),
  AUDIT_CONCURRENCY_PER_ORGANISATION: optional(
    z.coerce.number().int().min(1, 'expected 1 or more').max(64, 'expected at most 64'),
  ),
  PACE_LOCATION: optional(
    z
      .string()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/,
        'expected a location name like eu-west (lower-case letters, digits and dashes, up to 32)',
      ),
  ),
  AUDIT_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000, 'expected milliseconds (1000 or more)')),
  CHROME_PATH: optional(z.string()),
  CHROMIUM_UNPACK_DIR: optional(z.string()),
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
  ARTIFACT_RETENTION_DAYS: optional(
    z.coerce.number().int().min(1, 'expected days (1 or more)').max(3_650, 'expected at most 3650 days'),
  ),
  ARTIFACT_KEEP_LATEST: optional(
    z.coerce
      .number()
      .int()
      .min(1, 'expected a number of tests (1 or more)')
      .max(1_000, 'expected at most 1000'),
  ),
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
  // At least yesterday: a day is rolled up after it ends, from its raw beacons.
  RUM_RAW_BEACON_DAYS: optional(z.coerce.number().int().min(2, 'expected days (2 or more)')),
  RUM_RATE_LIMIT: optional(z.coerce.number().int().min(0, 'expected beacons per minute (0 for no limit)')),
  RUM_SITE_RATE_LIMIT: optional(
    z.coerce.number().int().min(0, 'expected beacons per minute (0 for no limit)'),
  ),
  RUM_BACKLOG_LIMIT: optional(z.coerce.number().int().min(1, 'expected stream entries (1 or more)')),
  RUM_SITE_BACKLOG_LIMIT: optional(z.coerce.number().int().min(1, 'expected beacons (1 or more)')),
  SIGN_UPS_PER_NETWORK: optional(z.coerce.number().int().min(1, 'expected sign-ups an hour (1 or more)')),
  BILLING: optional(z.enum(['on', 'off'], { message: 'expected on or off' })),
  STRIPE_API_BASE: optional(url(/^https?:$/, 'https://api.stripe.com or http://127.0.0.1:12111')),
  STRIPE_JS_URL: optional(url(/^https?:$/, 'https://js.stripe.com/v3/ or http://127.0.0.1:12111/v3/')),
  // Keys and secrets are never validated by pattern: a bad value's message would print them.
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_PUBLISHABLE_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  INTEGRATION_TIMEOUT_MS: optional(z.coerce.number().int().min(1, 'expected milliseconds (1 or more)')),
  GITHUB_API_URL: optional(url(/^https?:$/, 'https://api.github.com or http://127.0.0.1:PORT')),
  GITHUB_APP_ID: optional(z.string()),
  GITHUB_APP_PRIVATE_KEY: optional(z.string()),
  GITHUB_WEBHOOK_SECRET: optional(z.string()),
  // The App's OAuth side: a person proves on GitHub that they reach the installation they connect.
  GITHUB_WEB_URL: optional(url(/^https?:$/, 'https://github.com or http://127.0.0.1:PORT')),
  GITHUB_APP_SLUG: optional(z.string().regex(/^[a-z0-9-]+$/, 'expected the App slug, like pace-checks')),
  GITHUB_CLIENT_ID: optional(z.string()),
  GITHUB_CLIENT_SECRET: optional(z.string()),
  DNS_RESOLVER: optional(
    z.string().refine(
      (value) => {
        try {
          new Resolver().setServers(value.split(',').map((server) => server.trim()));
          return true;
        } catch {
          return false;
        }
      },
      { message: 'expected name server addresses like 127.0.0.1:5353 (comma-separated)' },
    ),
  ),
  PACE_SECRETS_KEY: optional(z.string()),
  PACE_SECRETS_PREVIOUS_KEYS: optional(z.string()),
});

export type Environment = z.infer<typeof envSchema>;
