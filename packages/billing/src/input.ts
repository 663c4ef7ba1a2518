// The shapes billing accepts, validated with zod; a bad value becomes BadUserInputError naming its field.
import { BILLING_INTERVALS, CANCEL_REASONS, CURRENCIES, PLANS } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import { z } from 'zod';

/** Tax regions offered on the payment form: Stripe's tax ID types. */
export const TAX_REGIONS = [
  { code: 'au_abn', label: 'Australia (ABN)' },
  { code: 'nz_gst', label: 'New Zealand (GST)' },
  { code: 'eu_vat', label: 'European Union (VAT)' },
  { code: 'gb_vat', label: 'United Kingdom (VAT)' },
  { code: 'ch_vat', label: 'Switzerland (VAT)' },
  { code: 'us_ein', label: 'United States (EIN)' },
  { code: 'ca_bn', label: 'Canada (BN)' },
  { code: 'sg_gst', label: 'Singapore (GST)' },
  { code: 'in_gst', label: 'India (GST)' },
  { code: 'jp_cn', label: 'Japan (Corporate Number)' },
] as const;
const TAX_REGION_CODES = TAX_REGIONS.map((region) => region.code) as [string, ...string[]];

/** Stripe's cancellation feedback for each of our reasons (its comment keeps the exact reason). */
export const STRIPE_FEEDBACK: Record<(typeof CANCEL_REASONS)[number], string> = {
  missing_features: 'missing_features',
  no_longer_using: 'unused',
  project_ended: 'unused',
  too_expensive: 'too_expensive',
  competitor: 'switched_service',
  other: 'other',
};

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const cartInput = z.object({
  plan: z.enum(PLANS, { message: 'Choose a plan' }),
  interval: z.enum(BILLING_INTERVALS, { message: 'Choose monthly or yearly payment' }),
  currency: z.enum(CURRENCIES, { message: 'Choose AUD, USD or EUR' }),
  seats: z.number().int().min(1, 'At least one seat').max(10_000, 'At most 10,000 seats'),
  testPacks: z.number().int().min(1, 'At least one test pack').max(1_000, 'At most 1,000 test packs'),
});

export const paymentMethodInput = z
  .object({
    /**
     * The SetupIntent the browser confirmed with Stripe.js (the card number never reaches Pace): its card
     * becomes the default once Stripe says it succeeded for this organisation's customer.
     */
    setupIntentId: z
      .string()
      .regex(/^seti_\w{1,200}$/, 'Enter the card again')
      .nullish(),
    cardholderName: text(255).min(1, "Enter the cardholder's name"),
    company: optionalText(255),
    billingEmail: z.string().trim().email('Enter a valid email address').max(254),
    address: text(255).min(1, 'Enter the billing address'),
    city: text(255).min(1, 'Enter the city'),
    state: optionalText(255),
    postcode: text(32).min(1, 'Enter the postcode'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose a country'),
    taxRegion: z.enum(TAX_REGION_CODES, { message: 'Choose a tax region' }).nullish(),
    taxId: optionalText(64),
    bankCodes: optionalText(255),
  })
  .superRefine((value, context) => {
    if (value.taxId && !value.taxRegion) {
      context.addIssue({
        code: 'custom',
        path: ['taxRegion'],
        message: 'Choose the tax region of the tax ID',
      });
    }
  });

export const invoiceSettingsInput = z.object({
  purchaseOrder: optionalText(140),
  footer: optionalText(500),
});

export const closeAccountInput = z.object({
  reason: z.enum(CANCEL_REASONS, { message: 'Choose a reason' }),
  comment: optionalText(1_000),
  confirmation: z.string(),
});

/** Parses `value`, or throws the first problem as BadUserInputError with its field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  return raise(issue.message, field);
}

function raise(message: string, field: string | undefined): never {
  throw new BadUserInputError(message, field ? { field } : {});
}
