// The payment screen's card: the card on file with a button to replace it, or Stripe's card field for a
// new one with how its set-up with the bank is going.
import { Button, Card } from '@pace/ui';
import { formClass } from '@pace/ui/forms';
import type { PaymentData, PaymentMethod } from '../graphql/billing';
import styles from './billing.module.css';
import { CardField } from './CardField';
import type { CardSetup } from './card-setup';

export function PaymentCard({
  existing,
  replaceCard,
  onReplace,
  paymentClient,
  error,
  setup,
}: {
  existing: PaymentMethod | null;
  replaceCard: boolean;
  onReplace: () => void;
  paymentClient: PaymentData['billing']['paymentClient'];
  error: string | undefined;
  setup: CardSetup;
}) {
  return (
    <Card title="Card">
      {existing?.cardLast4 && !replaceCard ? (
        <p className={styles.figure} data-testid="current-card">
          <span className={styles.capitalised}>{existing.cardBrand}</span> ending {existing.cardLast4},
          expires {existing.cardExpMonth}/{existing.cardExpYear}{' '}
          <Button onClick={onReplace}>Replace card</Button>
        </p>
      ) : (
        <div className={formClass}>
          <CardField
            stripeJsUrl={paymentClient.stripeJsUrl}
            publishableKey={paymentClient.publishableKey ?? ''}
            hint={
              paymentClient.mode === 'local'
                ? 'Local test mode: try 4242 4242 4242 4242, or 4000 0025 0000 3155 for the bank’s 3-D Secure step.'
                : undefined
            }
            error={error || undefined}
            handle={setup.card}
            onChange={setup.cardChanged}
          />
          <p className={styles.cardStatus} role="status" data-testid="card-status">
            {setup.phase === 'verifying'
              ? 'Verifying with your bank…'
              : setup.setUpIntent
                ? setup.phase === 'saving'
                  ? 'Card verified. Saving…'
                  : 'Card verified with your bank.'
                : ''}
          </p>
        </div>
      )}
    </Card>
  );
}
