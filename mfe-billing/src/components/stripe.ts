// Handing the card to Stripe from the browser, as Stripe.js does: the number goes to Stripe's API (or the
// local Stripe-format server) with the publishable key, and only the payment method id it returns goes to
// Pace. With real Stripe in production, Stripe Elements would collect the number in its own iframe; the
// bff takes a payment method id either way.
export interface PaymentClient {
  mode: string;
  apiBase: string;
  publishableKey: string | null;
}

export interface CardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
  email: string;
}

export class CardError extends Error {
  constructor(
    message: string,
    /** Which input is at fault: number, expiry or cvc. */
    readonly field: 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'card',
  ) {
    super(message);
  }
}

export async function createPaymentMethod(client: PaymentClient, card: CardInput): Promise<string> {
  if (!client.publishableKey) {
    throw new CardError('Card payments are not set up on this platform (no Stripe publishable key).', 'card');
  }
  const [month, year] = card.expiry.split('/').map((part) => part.trim());
  if (!month || !year || !/^\d{1,2}$/.test(month) || !/^\d{2,4}$/.test(year)) {
    throw new CardError('Enter the expiry as MM/YY', 'cardExpiry');
  }
  const body = new URLSearchParams({
    type: 'card',
    'card[number]': card.number.replace(/\s/g, ''),
    'card[exp_month]': month,
    'card[exp_year]': year,
    'card[cvc]': card.cvc,
    'billing_details[name]': card.name,
    'billing_details[email]': card.email,
  });
  let response: Response;
  try {
    response = await fetch(`${client.apiBase}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${client.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body,
    });
  } catch {
    throw new CardError('Could not reach the payment processor. Try again.', 'card');
  }
  const json = (await response.json()) as { id?: string; error?: { message?: string; param?: string } };
  if (!response.ok || !json.id) {
    const param = json.error?.param ?? '';
    const field = param.includes('exp_')
      ? 'cardExpiry'
      : param.includes('cvc')
        ? 'cardCvc'
        : param.includes('number')
          ? 'cardNumber'
          : 'card';
    throw new CardError(json.error?.message ?? 'The card was not accepted', field);
  }
  return json.id;
}
