// What the synthetic forms accept: one zod schema per input gives the type and the message, and the
// first problem becomes a BadUserInputError naming its field.
import { metricsFor } from '@pace/metrics';
import { CONNECTION_PRESETS, DEVICE_PRESETS, RATCHET_MARGIN_UNITS } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import { RATCHET_PERCENT_MAX, RATCHET_RUNS_MAX, RATCHET_RUNS_MIN } from '@pace/synthetic/budget-ratchet';
import { z } from 'zod';

const name = z.string().trim().min(1, 'Enter a name').max(255, 'Use 255 characters or fewer');
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HOST = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/i;

export const pageInput = z.object({
  name,
  url: z.string().trim().max(2048, 'Use a URL of 2048 characters or fewer'),
});

export const profileInput = z.object({
  name,
  device: z.enum(DEVICE_PRESETS, { message: `Choose a device: ${DEVICE_PRESETS.join(', ')}` }),
  connection: z.enum(CONNECTION_PRESETS, {
    message: `Choose a connection: ${CONNECTION_PRESETS.join(', ')}`,
  }),
  blockJavascript: z.boolean().default(false),
  adBlocker: z.boolean().default(false),
  headers: z
    .array(
      z.object({
        name: z.string().trim().regex(HEADER_NAME, 'A header name is letters, digits and - only'),
        value: z
          .string()
          .max(4096)
          .refine((value) => !/[\r\n]/.test(value), 'A header value is one line'),
      }),
    )
    .max(50)
    .default([]),
  cookies: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'A cookie needs a name').max(255),
        value: z.string().max(4096),
        path: z
          .string()
          .trim()
          .startsWith('/', 'A cookie path starts with /')
          .nullish()
          .transform((v) => v || null),
        domain: z
          .string()
          .trim()
          .regex(HOST, 'Enter a domain like example.com')
          .nullish()
          .or(z.literal(''))
          .transform((v) => v || null),
        secure: z.boolean().default(false),
        httpOnly: z.boolean().default(false),
      }),
    )
    .max(50)
    .default([]),
  blockedHosts: z
    .array(z.string().trim().toLowerCase().regex(HOST, 'Enter hosts like ads.example.com or *.example.com'))
    .max(200)
    .default([]),
  blockedThirdParties: z.array(z.string().trim().min(1)).max(200).default([]),
});

const SYNTHETIC_KEYS = new Set(metricsFor('synthetic').map((metric) => metric.key));
const RUNS = `Enter how many measurements in a row (${RATCHET_RUNS_MIN} to ${RATCHET_RUNS_MAX})`;
const ratchetInput = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }).passthrough(),
  z
    .object({
      enabled: z.literal(true),
      runs: z.number({ message: RUNS }).int(RUNS).min(RATCHET_RUNS_MIN, RUNS).max(RATCHET_RUNS_MAX, RUNS),
      margin: z
        .number({ message: 'Enter a margin of 0 or more' })
        .finite()
        .min(0, 'Enter a margin of 0 or more'),
      marginUnit: z.enum(RATCHET_MARGIN_UNITS, { message: 'Choose absolute or percent' }),
    })
    .refine((ratchet) => ratchet.marginUnit !== 'percent' || ratchet.margin <= RATCHET_PERCENT_MAX, {
      message: `Enter a percentage of at most ${RATCHET_PERCENT_MAX}`,
      path: ['margin'],
    }),
]);

export const budgetInput = z.object({
  metric: z.string().refine((key) => SYNTHETIC_KEYS.has(key), 'Choose a metric'),
  value: z.number({ message: 'Enter a number' }).finite().min(0, 'Enter 0 or more'),
  pageIds: z.array(z.string()).default([]),
  profileIds: z.array(z.string()).default([]),
  ratchet: ratchetInput.nullish(),
  /** A user flow (its uuid) and one of its measured steps (its id): the budget holds that step. */
  flowId: z.string().nullish(),
  flowStepId: z.string().nullish(),
});

/** Parses `input` or throws a BadUserInputError for its first problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new BadUserInputError(issue.message, { field: issue.path.map(String).join('.') || undefined });
}
