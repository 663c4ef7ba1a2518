// The REST routes the fake answers: Stripe's paths, each handed to the state with its decoded parameters.
import type { Params } from './params.ts';
import type { StripeState } from './state.ts';

export interface HandlerRequest {
  params: Params;
  match: RegExpExecArray;
  /** Called with the publishable key (from a browser): only what Stripe.js may see, with the client secret. */
  publishable: boolean;
}
type Handler = (request: HandlerRequest) => unknown;
export interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
  /** The publishable key may call it (what Stripe.js does from a browser). */
  publishable?: boolean;
}

const ID = '([A-Za-z0-9_]+)';

export function routes(state: StripeState): Route[] {
  const route = (method: string, path: string, handler: Handler, publishable = false): Route => ({
    method,
    pattern: new RegExp(`^${path.replaceAll(':id', ID)}$`),
    handler,
    publishable,
  });
  const id = (match: RegExpExecArray, index = 1) => match[index]!;
  return [
    route('POST', '/v1/customers', ({ params }) => state.createCustomer(params)),
    route('GET', '/v1/customers/:id', ({ match }) => state.retrieveCustomer(id(match))),
    route('POST', '/v1/customers/:id', ({ match, params }) => state.updateCustomer(id(match), params)),
    route('POST', '/v1/customers/:id/tax_ids', ({ match, params }) => state.createTaxId(id(match), params)),
    route('GET', '/v1/customers/:id/tax_ids', ({ match, params }) => state.listTaxIds(id(match), params)),
    route('DELETE', '/v1/customers/:id/tax_ids/:id', ({ match }) =>
      state.deleteTaxId(id(match), id(match, 2)),
    ),
    route('GET', '/v1/customers/:id/payment_methods', ({ match, params }) =>
      state.listPaymentMethods(id(match), params),
    ),
    route('POST', '/v1/payment_methods', ({ params }) => state.createPaymentMethod(params), true),
    route('GET', '/v1/payment_methods/:id', ({ match }) => state.retrievePaymentMethod(id(match))),
    route('POST', '/v1/payment_methods/:id/attach', ({ match, params }) =>
      state.attachPaymentMethod(id(match), params),
    ),
    route('POST', '/v1/payment_methods/:id/detach', ({ match }) => state.detachPaymentMethod(id(match))),
    route('POST', '/v1/setup_intents', ({ params }) => state.createSetupIntent(params)),
    route(
      'GET',
      '/v1/setup_intents/:id',
      ({ match, params, publishable }) => state.retrieveSetupIntent(id(match), params, publishable),
      true,
    ),
    route(
      'POST',
      '/v1/setup_intents/:id/confirm',
      ({ match, params, publishable }) => state.confirmSetupIntent(id(match), params, publishable),
      true,
    ),
    route('POST', '/v1/setup_intents/:id/cancel', ({ match, params }) =>
      state.cancelSetupIntent(id(match), params),
    ),
    route('POST', '/v1/products', ({ params }) => state.createProduct(params)),
    route('POST', '/v1/prices', ({ params }) => state.createPrice(params)),
    route('GET', '/v1/prices', ({ params }) => state.listPrices(params)),
    route('GET', '/v1/prices/:id', ({ match }) => state.retrievePrice(id(match))),
    route('POST', '/v1/subscriptions', ({ params }) => state.createSubscription(params)),
    route('GET', '/v1/subscriptions', ({ params }) => state.listSubscriptions(params)),
    route('GET', '/v1/subscriptions/:id', ({ match }) => state.retrieveSubscription(id(match))),
    route('POST', '/v1/subscriptions/:id', ({ match, params }) =>
      state.updateSubscription(id(match), params),
    ),
    route('POST', '/v1/subscriptions/:id/resume', ({ match, params }) =>
      state.resumeSubscription(id(match), params),
    ),
    route('DELETE', '/v1/subscriptions/:id', ({ match, params }) =>
      state.cancelSubscription(id(match), params),
    ),
    route('GET', '/v1/invoices', ({ params }) => state.listInvoices(params)),
    route('GET', '/v1/invoices/:id', ({ match }) => state.retrieveInvoice(id(match))),
    route('POST', '/v1/invoices/:id/finalize', ({ match }) => state.finalizeInvoice(id(match))),
    route('POST', '/v1/invoices/:id/pay', ({ match }) => state.payInvoice(id(match))),
    route('POST', '/v1/invoices/:id/void', ({ match }) => state.voidInvoice(id(match))),
    route('POST', '/v1/invoices/:id/mark_uncollectible', ({ match }) => state.markUncollectible(id(match))),
    route('GET', '/v1/events', ({ params }) => state.listEvents(params)),
    route('GET', '/v1/events/:id', ({ match }) => state.retrieveEvent(id(match))),
  ];
}
