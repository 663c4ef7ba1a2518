// Stripe.js, loaded once from the URL the bff names (Stripe's own, or the local Stripe-format server's
// stand-in) with one script tag, as Stripe's @stripe/stripe-js loader does (it takes no other URL). The card
// is typed into Stripe's card Element, an iframe on Stripe's origin that sends it to Stripe itself: this
// page's JavaScript never holds the number. Only the part of Stripe.js's API that the payment screen uses
// is typed here, with Stripe's names.

export interface StripeError {
  type: string;
  code?: string;
  message?: string;
}

export interface StripeCardChange {
  empty: boolean;
  complete: boolean;
  error?: StripeError;
}

export interface StripeCardElement {
  mount(node: HTMLElement): void;
  destroy(): void;
  focus(): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): StripeCardElement;
  on(event: 'ready' | 'focus' | 'blur', handler: () => void): StripeCardElement;
}

/** The card Element's `style` option (Stripe's names). */
export interface CardStyle {
  base: { color: string; fontFamily: string; fontSize: string; '::placeholder': { color: string } };
  invalid: { color: string };
}

export interface SetupIntentResult {
  setupIntent?: { id: string; status: string };
  error?: StripeError;
}

export interface StripeClient {
  elements(): {
    create(type: 'card', options: { style: CardStyle; hidePostalCode: boolean }): StripeCardElement;
  };
  confirmCardSetup(
    clientSecret: string,
    data: {
      payment_method: {
        card: StripeCardElement;
        billing_details: { name?: string; email?: string };
      };
    },
    options?: { handleActions: boolean },
  ): Promise<SetupIntentResult>;
  handleNextAction(options: { clientSecret: string }): Promise<SetupIntentResult>;
}

type StripeConstructor = (publishableKey: string) => StripeClient;

const loads = new Map<string, Promise<StripeConstructor>>();

/** Stripe.js from `url`, its script added to the page once; a failed load may be tried again. */
export function loadStripeJs(url: string): Promise<StripeConstructor> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<StripeConstructor>((resolve, reject) => {
    const ready = () => (window as unknown as { Stripe?: StripeConstructor }).Stripe;
    if (ready()) {
      resolve(ready()!);
      return;
    }
    const script =
      document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(url)}"]`) ??
      Object.assign(document.createElement('script'), { src: url, async: true });
    script.addEventListener('load', () => {
      const Stripe = ready();
      if (Stripe) resolve(Stripe);
      else reject(new Error('Stripe.js did not load'));
    });
    script.addEventListener('error', () => reject(new Error('Stripe.js could not be loaded')));
    if (!script.isConnected) document.head.appendChild(script);
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}

/** The card field's look from the design tokens, so it matches the inputs around it in either theme. */
export function cardStyle(node: HTMLElement): CardStyle {
  const computed = getComputedStyle(node);
  const token = (name: string, fallback: string) => computed.getPropertyValue(name).trim() || fallback;
  return {
    base: {
      color: token('--color-text', computed.color),
      fontFamily: computed.fontFamily,
      fontSize: computed.fontSize,
      '::placeholder': { color: token('--color-text-muted', computed.color) },
    },
    invalid: { color: token('--rating-poor-text', computed.color) },
  };
}
