// Access entries of billing: every query and mutation is for administrators of the organisation
// (manageBilling), and a token limited to one team does not reach the organisation's billing. Closing the
// account destroys the organisation: that needs a person signed in, never a token.
import { type AccessArea, type Actor, guards, type Outcome, TOKENS_CANNOT } from '../support/access-kit.ts';

const TABLES = ['subscriptions', 'payment_methods', 'invoices', 'usage_counters'];
const billingAdmin = (): Record<Actor, Outcome> => guards.organisationAdmin();
const cart = { plan: 'starter', interval: 'month', currency: 'USD', seats: 3, testPacks: 1 };
const close = { reason: 'too_expensive', confirmation: 'CANCEL' };

const destroys = (): Record<Actor, Outcome> => ({
  ...billingAdmin(),
  organisationToken: { deny: TOKENS_CANNOT },
});

const field = (
  name: string,
  query: string,
  variables: (orgId: string) => Record<string, unknown>,
  expect = billingAdmin(),
) => ({
  field: name,
  call: (f: { orgA: { slug: string } }) => ({ query, variables: variables(f.orgA.slug) }),
  expect,
  tables: TABLES,
});

export const area: AccessArea = {
  cases: [
    field(
      'Query.billing',
      'query($orgId: ID!) { billing(orgId: $orgId) { orgId subscription { status } } }',
      (orgId) => ({
        orgId,
      }),
    ),
    field(
      'Query.billingQuote',
      'query($orgId: ID!, $cart: CartInput!) { billingQuote(orgId: $orgId, cart: $cart) { total } }',
      (orgId) => ({ orgId, cart }),
    ),
    field(
      'Mutation.checkout',
      'mutation($orgId: ID!, $cart: CartInput!) { checkout(orgId: $orgId, cart: $cart) { status } }',
      (orgId) => ({ orgId, cart }),
    ),
    field(
      'Mutation.createSetupIntent',
      'mutation($orgId: ID!) { createSetupIntent(orgId: $orgId) { setupIntentId } }',
      (orgId) => ({ orgId }),
    ),
    field(
      'Mutation.updatePaymentMethod',
      'mutation($orgId: ID!, $input: PaymentMethodInput!) { updatePaymentMethod(orgId: $orgId, input: $input) { cardLast4 } }',
      (orgId) => ({
        orgId,
        input: {
          setupIntentId: 'seti_intruder',
          cardholderName: 'Intruder',
          billingEmail: 'intruder@example.test',
          address: '1 Main St',
          city: 'Sydney',
          postcode: '2000',
          country: 'AU',
        },
      }),
    ),
    field(
      'Mutation.updateInvoiceSettings',
      'mutation($orgId: ID!) { updateInvoiceSettings(orgId: $orgId, input: { purchaseOrder: "PO-1" }) { purchaseOrder } }',
      (orgId) => ({ orgId }),
    ),
    field(
      'Mutation.pauseSubscription',
      'mutation($orgId: ID!) { pauseSubscription(orgId: $orgId, confirmation: "PAUSE") { status } }',
      (orgId) => ({ orgId }),
    ),
    field(
      'Mutation.reactivateSubscription',
      'mutation($orgId: ID!) { reactivateSubscription(orgId: $orgId, confirmation: "REACTIVATE") { status } }',
      (orgId) => ({ orgId }),
    ),
    field(
      'Mutation.cancelSubscription',
      'mutation($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }',
      (orgId) => ({ orgId, input: close }),
      destroys(),
    ),
    field(
      'Mutation.deleteOrganisation',
      'mutation($orgId: ID!, $input: CloseAccountInput!) { deleteOrganisation(orgId: $orgId, input: $input) }',
      (orgId) => ({ orgId, input: { ...close, confirmation: 'DELETE' } }),
      destroys(),
    ),
  ],
};
