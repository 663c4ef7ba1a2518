// The form factors a CrUX screen can show (`?formFactor=`): plain data, read by the screens and by the
// first-screen declarations (src/first-screens.ts), which the build loads outside the browser.
import type { FormFactor } from '../graphql/crux';

export const FORM_FACTORS: readonly { value: FormFactor; label: string }[] = [
  { value: 'ALL', label: 'All devices' },
  { value: 'PHONE', label: 'Phone' },
  { value: 'DESKTOP', label: 'Desktop' },
];

export const FORM_FACTOR_VALUES = FORM_FACTORS.map((choice) => choice.value);
