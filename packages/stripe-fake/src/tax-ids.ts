// Tax ID types and the format checks Stripe makes when one is added to a customer. Stripe knows about a
// hundred types; these are the ones Pace offers, plus a permissive rule for the others.
import { StripeFakeError } from './errors.ts';

const FORMATS: Record<string, { country: string | null; pattern: RegExp }> = {
  au_abn: { country: 'AU', pattern: /^\d{11}$/ },
  nz_gst: { country: 'NZ', pattern: /^\d{8,9}$/ },
  eu_vat: {
    country: null,
    pattern:
      /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z]{8,12}$/,
  },
  gb_vat: { country: 'GB', pattern: /^GB(\d{9}|\d{12})$/ },
  us_ein: { country: 'US', pattern: /^\d{2}-?\d{7}$/ },
  ca_bn: { country: 'CA', pattern: /^\d{9}$/ },
  sg_gst: { country: 'SG', pattern: /^[A-Z0-9]{9,10}$/ },
  in_gst: { country: 'IN', pattern: /^\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z0-9]{2}$/ },
  jp_cn: { country: 'JP', pattern: /^\d{13}$/ },
  ch_vat: { country: 'CH', pattern: /^CHE-?\d{3}\.?\d{3}\.?\d{3} ?(MWST|TVA|IVA)$/ },
};

/** Country of the tax ID; throws Stripe's `tax_id_invalid` error when the value does not fit its type. */
export function checkTaxId(type: string, value: string): { country: string | null; value: string } {
  const format = FORMATS[type];
  const cleaned = value.replace(/\s/g, '').toUpperCase();
  if (!format) {
    if (!/^[a-z]{2}_[a-z]+$/.test(type)) {
      throw StripeFakeError.invalid(`Invalid tax ID type: ${type}`, 'type');
    }
    if (cleaned.length < 4) throw invalidValue(type);
    return { country: type.slice(0, 2).toUpperCase(), value: cleaned };
  }
  if (!format.pattern.test(cleaned)) throw invalidValue(type);
  return { country: format.country ?? cleaned.slice(0, 2).replace('EL', 'GR'), value: cleaned };
}

function invalidValue(type: string) {
  return StripeFakeError.invalid(`Invalid value for ${type}.`, 'value', 'tax_id_invalid');
}
