// Customers, their tax ids and their payment methods (test cards only, as Stripe's test mode).
import { createHash, randomBytes } from 'node:crypto';
import { checkCard, DECLINED, TEST_TOKENS } from '../cards.ts';
import { StripeFakeError } from '../errors.ts';
import {
  type Address,
  type Customer,
  emptyAddress,
  type List,
  type PaymentMethod,
  type TaxId,
} from '../objects.ts';
import { int, isParams, list, mergeMetadata, obj, type Params, requiredStr, str } from '../params.ts';
import { checkTaxId } from '../tax-ids.ts';
import { changed, clone, StateCore, stripeId } from './core.ts';

export class CustomerState extends StateCore {
  // --------------------------------------------------------------- customers

  createCustomer(params: Params): Customer {
    const customer: Customer = {
      id: stripeId('cus'),
      object: 'customer',
      created: this.nowSeconds,
      livemode: false,
      name: null,
      email: null,
      phone: null,
      description: null,
      address: null,
      currency: null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        default_payment_method: null,
        custom_fields: null,
        footer: null,
        rendering_options: null,
      },
      metadata: {},
      tax_exempt: 'none',
      delinquent: false,
    };
    this.applyCustomerParams(customer, params);
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  retrieveCustomer(id: string): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw StripeFakeError.missing('customer', id);
    return customer;
  }

  updateCustomer(id: string, params: Params): Customer {
    const customer = this.retrieveCustomer(id);
    const before = clone(customer);
    this.applyCustomerParams(customer, params);
    this.emit('customer.updated', customer, changed(before, customer));
    return customer;
  }

  private applyCustomerParams(customer: Customer, params: Params) {
    for (const key of ['name', 'email', 'phone', 'description'] as const) {
      const value = str(params, key);
      if (value !== undefined) customer[key] = value === '' ? null : value;
    }
    const address = obj(params, 'address');
    if (address !== undefined) customer.address = address === null ? null : readAddress(address, 'address');
    customer.metadata = mergeMetadata(customer.metadata, params);
    const settings = obj(params, 'invoice_settings');
    if (settings) {
      const pm = str(settings, 'default_payment_method', 'invoice_settings[default_payment_method]');
      if (pm !== undefined) {
        if (pm !== '' && this.paymentMethods.get(pm)?.customer !== customer.id) {
          throw StripeFakeError.invalid(
            `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
            'invoice_settings[default_payment_method]',
            'resource_missing',
          );
        }
        customer.invoice_settings.default_payment_method = pm === '' ? null : pm;
      }
      const fields = list(settings, 'custom_fields');
      if (fields !== undefined) {
        customer.invoice_settings.custom_fields =
          fields === null
            ? null
            : fields.map((field, index) => {
                const path = `invoice_settings[custom_fields][${index}]`;
                if (!isParams(field)) throw StripeFakeError.invalid(`Invalid object: ${path}`, path);
                const name = requiredStr(field, 'name', `${path}[name]`);
                const value = requiredStr(field, 'value', `${path}[value]`);
                if (name.length > 40)
                  throw StripeFakeError.invalid(
                    'Custom field names are at most 40 characters',
                    `${path}[name]`,
                  );
                if (value.length > 140)
                  throw StripeFakeError.invalid(
                    'Custom field values are at most 140 characters',
                    `${path}[value]`,
                  );
                return { name, value };
              });
      }
      const footer = str(settings, 'footer', 'invoice_settings[footer]');
      if (footer !== undefined) customer.invoice_settings.footer = footer === '' ? null : footer;
    }
  }

  // ----------------------------------------------------------------- tax ids

  createTaxId(customerId: string, params: Params): TaxId {
    const customer = this.retrieveCustomer(customerId);
    const type = requiredStr(params, 'type');
    const checked = checkTaxId(type, requiredStr(params, 'value'));
    const taxId: TaxId = {
      id: stripeId('txi'),
      object: 'tax_id',
      created: this.nowSeconds,
      livemode: false,
      customer: customer.id,
      type,
      value: checked.value,
      country: checked.country,
      verification: { status: 'pending', verified_name: null, verified_address: null },
    };
    this.taxIds.set(taxId.id, taxId);
    this.emit('customer.tax_id.created', taxId);
    return taxId;
  }

  listTaxIds(customerId: string, params: Params): List<TaxId> {
    this.retrieveCustomer(customerId);
    const ids = [...this.taxIds.values()].filter((taxId) => taxId.customer === customerId).reverse();
    return this.page(ids, `/v1/customers/${customerId}/tax_ids`, params);
  }

  deleteTaxId(customerId: string, id: string) {
    const taxId = this.taxIds.get(id);
    if (!taxId || taxId.customer !== customerId) throw StripeFakeError.missing('tax_id', id);
    this.taxIds.delete(id);
    this.emit('customer.tax_id.deleted', taxId);
    return { id, object: 'tax_id', deleted: true };
  }

  // --------------------------------------------------------- payment methods

  createPaymentMethod(params: Params): PaymentMethod {
    const type = requiredStr(params, 'type');
    if (type !== 'card')
      throw StripeFakeError.invalid(`The payment method type ${type} is not supported here.`, 'type');
    const card = obj(params, 'card');
    if (!card) throw StripeFakeError.invalid('Missing required param: card.', 'card', 'parameter_missing');
    const token = str(card, 'token', 'card[token]');
    const tokenCard = token ? TEST_TOKENS[token] : undefined;
    if (token && !tokenCard) throw StripeFakeError.missing('token', token, 'card[token]');
    const now = this.options.now();
    const number = tokenCard?.number ?? requiredStr(card, 'number', 'card[number]');
    const expMonth = tokenCard ? 12 : (int(card, 'exp_month', 'card[exp_month]') ?? Number.NaN);
    const expYear = tokenCard
      ? now.getUTCFullYear() + 3
      : (int(card, 'exp_year', 'card[exp_year]') ?? Number.NaN);
    const checked = checkCard({ number, expMonth, expYear, cvc: str(card, 'cvc', 'card[cvc]') }, now);
    const details = obj(params, 'billing_details') ?? {};
    const digits = number.replace(/\D/g, '');
    const method: PaymentMethod = {
      id: stripeId('pm'),
      object: 'payment_method',
      created: this.nowSeconds,
      livemode: false,
      type: 'card',
      customer: null,
      billing_details: {
        name: str(details, 'name', 'billing_details[name]') || null,
        email: str(details, 'email', 'billing_details[email]') || null,
        phone: str(details, 'phone', 'billing_details[phone]') || null,
        address: readAddress(
          obj(details, 'address', 'billing_details[address]') ?? {},
          'billing_details[address]',
        ),
      },
      card: {
        brand: checked.brand,
        last4: digits.slice(-4),
        exp_month: expMonth,
        exp_year: expYear < 100 ? 2000 + expYear : expYear,
        country: 'US',
        funding: 'credit',
        fingerprint: createHash('sha256').update(digits).digest('hex').slice(0, 16),
      },
      metadata: mergeMetadata({}, params),
    };
    this.paymentMethods.set(method.id, method);
    this.cardBehaviour.set(method.id, checked.behaviour);
    if (checked.authentication) this.cardNeedsAuthentication.add(method.id);
    return method;
  }

  retrievePaymentMethod(id: string): PaymentMethod {
    const shortcut = TEST_TOKENS[id];
    if (shortcut && !this.paymentMethods.has(id)) {
      // Stripe's `pm_card_visa` and friends: each use makes a fresh payment method.
      return this.createPaymentMethod({ type: 'card', card: { token: id.replace(/^pm_card_/, 'tok_') } });
    }
    const method = this.paymentMethods.get(id);
    if (!method) throw StripeFakeError.missing('payment_method', id);
    return method;
  }

  attachPaymentMethod(id: string, params: Params): PaymentMethod {
    const method = this.retrievePaymentMethod(id);
    const customer = this.retrieveCustomer(requiredStr(params, 'customer'));
    if (method.customer && method.customer !== customer.id) {
      throw StripeFakeError.invalid(
        'The payment method you provided has already been attached to a customer.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    }
    // Stripe checks the card with its issuer on attach: a declined card never attaches.
    if (this.cardBehaviour.get(method.id) === 'declined') throw DECLINED();
    method.customer = customer.id;
    this.emit('payment_method.attached', method);
    return method;
  }

  detachPaymentMethod(id: string): PaymentMethod {
    const method = this.retrievePaymentMethod(id);
    if (!method.customer) {
      throw StripeFakeError.invalid(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    }
    const customer = this.customers.get(method.customer);
    if (customer?.invoice_settings.default_payment_method === id)
      customer.invoice_settings.default_payment_method = null;
    method.customer = null;
    this.emit('payment_method.detached', method);
    return method;
  }

  listPaymentMethods(customerId: string, params: Params): List<PaymentMethod> {
    this.retrieveCustomer(customerId);
    const methods = [...this.paymentMethods.values()]
      .filter((method) => method.customer === customerId)
      .reverse();
    return this.page(methods, `/v1/customers/${customerId}/payment_methods`, params);
  }

  // ---------------------------------------------------- charging a payment method

  protected canCharge(paymentMethod: string | null, amount: number): boolean {
    if (amount <= 0) return true;
    if (!paymentMethod) return false;
    return this.cardBehaviour.get(paymentMethod) === 'succeeds';
  }

  protected chargeError(paymentMethod: string | null) {
    if (!paymentMethod) {
      return StripeFakeError.invalid(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'resource_missing',
      );
    }
    return DECLINED();
  }
}

function readAddress(params: Params, path: string): Address {
  const address = emptyAddress();
  for (const key of Object.keys(address) as (keyof Address)[]) {
    const value = str(params, key, `${path}[${key}]`);
    if (value !== undefined) address[key] = value === '' ? null : value;
  }
  return address;
}
