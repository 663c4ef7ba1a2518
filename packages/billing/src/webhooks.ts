// Stripe's webhooks: the signature checked by the library (stripe.webhooks.constructEvent), each event id
// handled once (a replay changes nothing), and the object the event is about read again from Stripe, so
// that events arriving late or out of order write the current state, never an old one.
import type { Database } from '@pace/platform/db';
import { UniqueConstraintError } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import type { Transaction } from 'sequelize';
import Stripe from 'stripe';
import { inTransaction } from './account.ts';
import { idOf } from './status.ts';
import type { StripeConnection } from './stripe-client.ts';
import type { StripeSync } from './sync.ts';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

type Apply = (transaction: Transaction) => Promise<void>;

export class StripeWebhooks {
  constructor(
    private readonly db: Database,
    private readonly connection: StripeConnection,
    private readonly sync: StripeSync,
    private readonly log?: Logger,
  ) {}

  /** Verifies and handles one delivery; `rawBody` exactly as received (the signature covers its bytes). */
  async receive(
    rawBody: string,
    signature: string | undefined,
  ): Promise<{ outcome: WebhookOutcome; event: string }> {
    const { stripe, webhookSecret } = await this.connection.get();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
    } catch (error) {
      throw new BadUserInputError('Invalid Stripe signature', { field: 'stripe-signature', cause: error });
    }
    const { ProcessedWebhookEvent } = this.db.models;
    const seen = await ProcessedWebhookEvent.findOne({ where: { provider: 'stripe', eventId: event.id } });
    if (seen) return { outcome: 'duplicate', event: event.id };

    // Read Stripe's current state before the transaction (network calls do not hold database locks).
    const apply = await this.prepare(stripe, event);
    try {
      await inTransaction(this.db, async (transaction) => {
        await ProcessedWebhookEvent.create(
          { provider: 'stripe', eventId: event.id, type: event.type },
          { transaction },
        );
        await apply?.(transaction);
      });
    } catch (error) {
      // The same event delivered twice at once: the other delivery handled it.
      if (error instanceof UniqueConstraintError) return { outcome: 'duplicate', event: event.id };
      throw error;
    }
    this.log?.info({ event: event.id, type: event.type, handled: Boolean(apply) }, 'Stripe webhook');
    return { outcome: apply ? 'processed' : 'ignored', event: event.id };
  }

  /** What the event means for our tables, from the object's current state; null for events we ignore. */
  private async prepare(stripe: Stripe, event: Stripe.Event): Promise<Apply | null> {
    const object = event.data.object as { id?: string; object?: string };
    if (event.type.startsWith('customer.subscription.')) {
      const subscription = await stripe.subscriptions.retrieve(object.id!);
      return (transaction) => this.sync.applySubscription(subscription, transaction).then(() => {});
    }
    if (event.type.startsWith('invoice.')) {
      const invoice = await retrieveOrNull(() => stripe.invoices.retrieve(object.id!));
      // The invoice's subscription may have changed with it (a failed payment makes it past_due).
      const subscriptionId = idOf(
        invoice?.parent?.subscription_details?.subscription ??
          (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription ??
          null,
      );
      const subscription = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
      return async (transaction) => {
        if (invoice) await this.sync.applyInvoice(invoice, transaction);
        else await this.sync.removeInvoice(object.id!, transaction);
        if (subscription) await this.sync.applySubscription(subscription, transaction);
      };
    }
    // Attaching a card never changes the customer's default (customer.updated says when it does). A
    // SetupIntent attaches the card before the save makes it the default, so this delivery can be read
    // while the default is still unset and written after the save: it would clear the new card.
    if (event.type === 'payment_method.attached') return null;
    if (event.type === 'customer.updated' || event.type.startsWith('payment_method.')) {
      const customerId =
        event.type === 'customer.updated'
          ? object.id!
          : idOf((event.data.object as Stripe.PaymentMethod).customer);
      const customer = customerId ? await retrieveOrNull(() => stripe.customers.retrieve(customerId)) : null;
      if (!customer || customer.deleted) return null;
      const cardId = idOf(customer.invoice_settings?.default_payment_method ?? null);
      const card = cardId ? await retrieveOrNull(() => stripe.paymentMethods.retrieve(cardId)) : null;
      return (transaction) => this.sync.applyDefaultCard(customer, card, transaction);
    }
    return null;
  }
}

/** The object, or null when Stripe no longer has it (a deleted draft invoice). */
async function retrieveOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
      return null;
    throw error;
  }
}
