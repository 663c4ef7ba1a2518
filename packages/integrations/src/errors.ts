// The integration errors of spec section 8, as the delivery log names them: verification (a signature
// or a subscription check did not hold), timeout (no answer in time), http (an answer, but not a 2xx,
// or no connection at all).
import type { DeliveryError } from '@pace/platform/db';

export class IntegrationCallError extends Error {
  override readonly name = 'IntegrationCallError';

  constructor(
    readonly kind: DeliveryError,
    message: string,
    readonly responseStatus: number | null = null,
    readonly responseBody: string | null = null,
    /** False for answers that a retry cannot change (410 Gone: the receiver unsubscribed). */
    readonly retryable = true,
  ) {
    super(message);
  }
}

export const ERROR_LABELS: Record<DeliveryError, string> = {
  verification: 'Verification error',
  timeout: 'Timeout',
  http: 'HTTP error',
};
