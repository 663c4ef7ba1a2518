// The payment screen's billing details: cardholder name, company, billing email, address, city, state,
// postcode, country, tax region and ID, bank codes.
import { Card } from '@pace/ui';
import { controlClass, Field, formClass, Row, TextField } from '@pace/ui/forms';
import { useMemo } from 'react';
import type { PaymentData } from '../graphql/billing';
import { countries } from './countries';
import type { DetailField, PaymentDetails } from './payment-details';

export function BillingDetails({
  details,
  errors,
  onChange,
  taxRegions,
}: {
  details: PaymentDetails;
  /** Each field's message. */
  errors: Record<string, string>;
  onChange: (field: DetailField) => (event: { target: { value: string } }) => void;
  taxRegions: PaymentData['billing']['taxRegions'];
}) {
  const countryList = useMemo(() => countries(), []);
  const text = (
    field: DetailField,
    label: string,
    options: { autoComplete?: string; hint?: string; type?: string } = {},
  ) => (
    <TextField
      id={`payment-${field}`}
      label={label}
      hint={options.hint}
      error={errors[field]}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      value={details[field]}
      onChange={onChange(field)}
    />
  );

  return (
    <Card title="Billing details">
      <div className={formClass}>
        {text('cardholderName', 'Cardholder name', { autoComplete: 'cc-name' })}
        {text('company', 'Company', {
          autoComplete: 'organization',
          hint: 'Shown on invoices instead of the name.',
        })}
        {text('billingEmail', 'Billing email', {
          autoComplete: 'email',
          type: 'email',
          hint: 'Invoices and receipts go here.',
        })}
        {text('address', 'Address', { autoComplete: 'address-line1' })}
        <Row>
          {text('city', 'City', { autoComplete: 'address-level2' })}
          {text('state', 'State', { autoComplete: 'address-level1' })}
          {text('postcode', 'Postcode', { autoComplete: 'postal-code' })}
        </Row>
        <Field id="payment-country" label="Country" error={errors.country}>
          {(control) => (
            <select
              {...control}
              className={controlClass}
              autoComplete="country"
              value={details.country}
              onChange={onChange('country')}
            >
              <option value="">Choose a country</option>
              {countryList.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Row>
          <Field id="payment-taxRegion" label="Tax region" error={errors.taxRegion}>
            {(control) => (
              <select
                {...control}
                className={controlClass}
                value={details.taxRegion}
                onChange={onChange('taxRegion')}
              >
                <option value="">No tax ID</option>
                {taxRegions.map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('taxId', 'Tax ID')}
        </Row>
        {text('bankCodes', 'Bank codes', {
          hint: 'For payments by bank transfer: BSB, sort code, SWIFT/BIC or IBAN.',
        })}
      </div>
    </Card>
  );
}
