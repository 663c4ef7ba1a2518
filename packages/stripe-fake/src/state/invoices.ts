// Invoices: drafting one for a subscription's period, finalizing, collecting (one attempt, then Stripe's
// smart retries), voiding and marking uncollectible, with the events each step emits.
import { StripeFakeError } from '../errors.ts';
import { type Invoice, type InvoiceLine, type List, listOf, type Subscription } from '../objects.ts';
import { type Params, str } from '../params.ts';
import { CatalogueState } from './catalogue.ts';
import { changed, clone, DAY, stripeId } from './core.ts';

export class InvoiceState extends CatalogueState {
  // ------------------------------------------------------------------ invoices

  retrieveInvoice(id: string): Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw StripeFakeError.missing('invoice', id);
    return invoice;
  }

  listInvoices(params: Params): List<Invoice> {
    const customer = str(params, 'customer');
    const subscription = str(params, 'subscription');
    const status = str(params, 'status');
    const invoices = [...this.invoices.values()]
      .filter((invoice) => !customer || invoice.customer === customer)
      .filter(
        (invoice) => !subscription || invoice.parent?.subscription_details.subscription === subscription,
      )
      .filter((invoice) => !status || invoice.status === status)
      .reverse();
    return this.page(invoices, '/v1/invoices', params);
  }

  finalizeInvoice(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    if (invoice.status !== 'draft') {
      throw StripeFakeError.invalid('This invoice is already finalized.', undefined, 'invoice_not_editable');
    }
    this.finalize(invoice);
    return invoice;
  }

  /** POST /v1/invoices/:id/pay: another attempt with the subscription's or customer's payment method. */
  payInvoice(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    if (invoice.status === 'paid') {
      throw StripeFakeError.invalid(
        'Invoice is already paid',
        undefined,
        'invoice_payment_intent_requires_action',
      );
    }
    if (invoice.status !== 'open' && invoice.status !== 'draft') {
      throw StripeFakeError.invalid(
        `You cannot pay an invoice in the ${invoice.status} status.`,
        undefined,
        'invoice_not_editable',
      );
    }
    const paymentMethod = this.paymentMethodFor(invoice);
    if (invoice.status === 'draft') this.finalize(invoice);
    const ok = this.canCharge(paymentMethod, invoice.amount_remaining);
    this.attempt(invoice, ok);
    if (!ok) throw this.chargeError(paymentMethod);
    return invoice;
  }

  voidInvoice(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    if (invoice.status !== 'open') {
      throw StripeFakeError.invalid('You can only void open invoices.', undefined, 'invoice_not_editable');
    }
    invoice.status = 'void';
    invoice.status_transitions.voided_at = this.nowSeconds;
    invoice.next_payment_attempt = null;
    this.emit('invoice.voided', invoice, { status: 'open' });
    return invoice;
  }

  markUncollectible(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    if (invoice.status !== 'open') {
      throw StripeFakeError.invalid(
        'You can only mark open invoices as uncollectible.',
        undefined,
        'invoice_not_editable',
      );
    }
    invoice.status = 'uncollectible';
    invoice.status_transitions.marked_uncollectible_at = this.nowSeconds;
    invoice.next_payment_attempt = null;
    this.emit('invoice.marked_uncollectible', invoice, { status: 'open' });
    return invoice;
  }

  protected paymentMethodFor(invoice: Invoice): string | null {
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const subscription = subscriptionId ? this.subscriptions.get(subscriptionId) : undefined;
    return (
      subscription?.default_payment_method ??
      this.customers.get(invoice.customer)?.invoice_settings.default_payment_method ??
      null
    );
  }

  protected draftInvoice(
    subscription: Subscription,
    reason: Invoice['billing_reason'],
    periodStart: number,
    periodEnd: number,
    amount?: number,
  ): Invoice {
    const customer = this.retrieveCustomer(subscription.customer);
    const lines: InvoiceLine[] =
      amount === undefined
        ? subscription.items.data.map((item) => ({
            id: stripeId('il'),
            object: 'line_item',
            amount: item.price.unit_amount * item.quantity,
            currency: item.price.currency,
            description: `${item.quantity} × ${this.products.get(item.price.product)?.name ?? item.price.nickname ?? 'Item'}`,
            quantity: item.quantity,
            period: { start: periodStart, end: periodEnd },
            pricing: {
              type: 'price_details',
              price_details: { price: item.price.id, product: item.price.product },
              unit_amount_decimal: String(item.price.unit_amount),
            },
          }))
        : [
            {
              id: stripeId('il'),
              object: 'line_item',
              amount,
              currency: subscription.currency,
              description: amount === 0 ? 'Trial period' : 'Remaining time on the changed plan',
              quantity: 1,
              period: { start: periodStart, end: periodEnd },
              pricing: {
                type: 'price_details',
                price_details: {
                  price: subscription.items.data[0]!.price.id,
                  product: subscription.items.data[0]!.price.product,
                },
                unit_amount_decimal: String(amount),
              },
            },
          ];
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const id = stripeId('in');
    return {
      id,
      object: 'invoice',
      created: this.nowSeconds,
      livemode: false,
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      status: 'draft',
      number: null,
      currency: subscription.currency,
      subtotal: total,
      total,
      amount_due: total,
      amount_paid: 0,
      amount_remaining: total,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      next_payment_attempt: null,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      period_start: periodStart,
      period_end: periodEnd,
      hosted_invoice_url: null,
      invoice_pdf: null,
      custom_fields: customer.invoice_settings.custom_fields
        ? clone(customer.invoice_settings.custom_fields)
        : null,
      footer: customer.invoice_settings.footer,
      lines: listOf(lines, `/v1/invoices/${id}/lines`),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) },
      },
      status_transitions: {
        finalized_at: null,
        paid_at: null,
        voided_at: null,
        marked_uncollectible_at: null,
      },
      last_finalization_error: null,
      metadata: {},
    };
  }

  protected commitInvoice(invoice: Invoice) {
    this.invoices.set(invoice.id, invoice);
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const subscription = subscriptionId ? this.subscriptions.get(subscriptionId) : undefined;
    if (subscription) subscription.latest_invoice = invoice.id;
    this.emit('invoice.created', invoice);
  }

  /** Stores a new invoice and collects it at once (first invoices and plan changes are not left as drafts). */
  protected settleInvoice(invoice: Invoice, paymentMethod: string | null) {
    this.commitInvoice(invoice);
    this.collect(invoice, paymentMethod);
  }

  protected collect(invoice: Invoice, paymentMethod: string | null) {
    if (invoice.status === 'draft') this.finalize(invoice);
    this.attempt(invoice, this.canCharge(paymentMethod, invoice.amount_remaining));
  }

  protected finalize(invoice: Invoice) {
    const customer = this.retrieveCustomer(invoice.customer);
    const count = (this.invoiceCounters.get(customer.id) ?? 0) + 1;
    this.invoiceCounters.set(customer.id, count);
    invoice.status = 'open';
    invoice.number = `${customer.invoice_prefix}-${String(count).padStart(4, '0')}`;
    invoice.status_transitions.finalized_at = this.nowSeconds;
    const base = this.options.baseUrl();
    invoice.hosted_invoice_url = `${base}/invoices/${invoice.id}`;
    invoice.invoice_pdf = `${base}/invoices/${invoice.id}/pdf`;
    this.emit('invoice.finalized', invoice, { status: 'draft' });
  }

  protected attempt(invoice: Invoice, ok: boolean) {
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const subscription = subscriptionId ? this.subscriptions.get(subscriptionId) : undefined;
    if (invoice.amount_remaining > 0) {
      invoice.attempt_count += 1;
      invoice.attempted = true;
    }
    if (ok) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      invoice.next_payment_attempt = null;
      invoice.status_transitions.paid_at = this.nowSeconds;
      if (invoice.attempted) this.emit('invoice.payment_succeeded', invoice);
      this.emit('invoice.paid', invoice, { status: 'open' });
      if (subscription && (subscription.status === 'past_due' || subscription.status === 'incomplete')) {
        const before = clone(subscription);
        subscription.status = 'active';
        this.emit('customer.subscription.updated', subscription, changed(before, subscription));
      }
      return;
    }
    // Smart retries: Stripe tries again in a few days; until then the invoice stays open.
    invoice.next_payment_attempt = this.nowSeconds + 3 * DAY;
    this.emit('invoice.payment_failed', invoice);
    if (subscription && subscription.status === 'active') {
      const before = clone(subscription);
      subscription.status = 'past_due';
      this.emit('customer.subscription.updated', subscription, changed(before, subscription));
    }
  }
}
