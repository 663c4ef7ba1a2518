// The card: Stripe's card Element mounted in place of our own inputs (number, expiry and security code
// live in Stripe's iframe), with Stripe's messages shown under it like any field's error.
import { controlClass, Field } from '@pace/ui/forms';
import { type RefObject, useEffect, useRef, useState } from 'react';
import styles from './billing.module.css';
import {
  cardStyle,
  loadStripeJs,
  type StripeCardChange,
  type StripeCardElement,
  type StripeClient,
} from './stripe';

export interface CardHandle {
  stripe: StripeClient;
  element: StripeCardElement;
}

export function CardField({
  stripeJsUrl,
  publishableKey,
  hint,
  error,
  handle,
  onChange,
}: {
  stripeJsUrl: string;
  publishableKey: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Set once the field is mounted: what the form confirms the SetupIntent with. */
  handle: RefObject<CardHandle | null>;
  onChange: (change: StripeCardChange) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [loadError, setLoadError] = useState<string | undefined>();

  useEffect(() => {
    let cancelled = false;
    let element: StripeCardElement | null = null;
    loadStripeJs(stripeJsUrl).then(
      (Stripe) => {
        if (cancelled || !host.current) return;
        const stripe = Stripe(publishableKey);
        element = stripe.elements().create('card', { style: cardStyle(host.current), hidePostalCode: true });
        element.on('change', (change) => changed.current(change));
        element.mount(host.current);
        handle.current = { stripe, element };
      },
      () => {
        if (!cancelled)
          setLoadError('The card field could not be loaded. Check your connection and reload the page.');
      },
    );
    return () => {
      cancelled = true;
      element?.destroy();
      handle.current = null;
    };
  }, [stripeJsUrl, publishableKey, handle]);

  return (
    <Field id="payment-card" label="Card" hint={hint} error={error ?? loadError}>
      {(control) => (
        <div
          {...control}
          ref={host}
          className={`${controlClass} ${styles.cardField}`}
          data-testid="card-field"
        />
      )}
    </Field>
  );
}
