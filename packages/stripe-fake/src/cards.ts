// Stripe's documented test cards, and the checks Stripe makes on a card before it accepts it.
import { StripeFakeError } from './errors.ts';

/** What happens when a card is attached to a customer and when it is charged. */
export type CardBehaviour = 'succeeds' | 'declined' | 'attaches-then-declines';

export interface TestCard {
  brand: string;
  behaviour: CardBehaviour;
  /** The issuer asks for 3-D Secure when the card is set up for later payments. */
  authentication?: 'required';
}

const CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '4000056655665556': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', behaviour: 'succeeds' },
  // 3-D Secure on setup; once authenticated, payments off session succeed.
  '4000002500003155': { brand: 'visa', behaviour: 'succeeds', authentication: 'required' },
  // "Generic decline": refused as soon as it is attached.
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  // Attaches, then every charge is declined (a card that later stops working).
  '4000000000000341': { brand: 'visa', behaviour: 'attaches-then-declines' },
};

/** Test tokens and payment method ids Stripe accepts in test mode without a card number. */
export const TEST_TOKENS: Record<string, { number: string }> = {
  tok_visa: { number: '4242424242424242' },
  tok_mastercard: { number: '5555555555554444' },
  tok_chargeDeclined: { number: '4000000000000002' },
  tok_chargeCustomerFail: { number: '4000000000000341' },
  tok_threeDSecureRequired: { number: '4000002500003155' },
  pm_card_visa: { number: '4242424242424242' },
  pm_card_mastercard: { number: '5555555555554444' },
  pm_card_chargeCustomerFail: { number: '4000000000000341' },
};

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string | undefined;
}

/** The card's brand and behaviour, or the card error Stripe gives for that input. */
export function checkCard(input: CardInput, now: Date): TestCard {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    throw StripeFakeError.card(
      'incorrect_number',
      'Your card number is incorrect.',
      undefined,
      'card[number]',
    );
  }
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    throw StripeFakeError.card(
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
      undefined,
      'card[exp_month]',
    );
  }
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!Number.isInteger(year) || year < thisYear || (year === thisYear && input.expMonth < thisMonth)) {
    throw StripeFakeError.card(
      'invalid_expiry_year',
      "Your card's expiration year is invalid.",
      undefined,
      'card[exp_year]',
    );
  }
  if (input.cvc !== undefined && !/^\d{3,4}$/.test(input.cvc)) {
    throw StripeFakeError.card(
      'invalid_cvc',
      "Your card's security code is invalid.",
      undefined,
      'card[cvc]',
    );
  }
  return CARDS[number] ?? { brand: brandOf(number), behaviour: 'succeeds' };
}

export const DECLINED = () =>
  StripeFakeError.card('card_declined', 'Your card was declined.', 'generic_decline');
