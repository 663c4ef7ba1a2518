// The payment method's billing details as the payment screen edits them: one text per field, empty for
// none, with the errors the form shows.
import type { PaymentMethod } from '../graphql/billing';

export const DETAIL_FIELDS = [
  'cardholderName',
  'company',
  'billingEmail',
  'address',
  'city',
  'state',
  'postcode',
  'country',
  'taxRegion',
  'taxId',
  'bankCodes',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type PaymentDetails = Record<DetailField, string>;

/** Each field's message (the card's under `card`), and the form's own. */
export interface PaymentErrors {
  fields: Record<string, string>;
  message: string | null;
}

export function initialDetails(method: PaymentMethod | null): PaymentDetails {
  const values = {} as PaymentDetails;
  for (const field of DETAIL_FIELDS) values[field] = method?.[field] ?? '';
  return values;
}
