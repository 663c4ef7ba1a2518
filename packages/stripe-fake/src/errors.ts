// Stripe's error objects: `{ error: { type, code, message, param } }` with the status Stripe uses, so the
// stripe library raises the same error classes (StripeCardError, StripeInvalidRequestError, ...) as it
// would against the real API.

export type StripeErrorType =
  | 'api_error'
  | 'card_error'
  | 'idempotency_error'
  | 'invalid_request_error'
  | 'authentication_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  /** On a failed SetupIntent confirmation: the SetupIntent as it now is (Stripe's `error.setup_intent`). */
  setup_intent?: unknown;
  payment_method?: unknown;
}

export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  static missing(kind: string, id: string, param = 'id') {
    return new StripeFakeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param,
    });
  }

  static invalid(message: string, param?: string, code = 'parameter_invalid') {
    return new StripeFakeError(400, {
      type: 'invalid_request_error',
      code,
      message,
      ...(param ? { param } : {}),
    });
  }

  static card(code: string, message: string, declineCode?: string, param?: string) {
    return new StripeFakeError(402, {
      type: 'card_error',
      code,
      message,
      ...(declineCode ? { decline_code: declineCode } : {}),
      ...(param ? { param } : {}),
    });
  }
}
