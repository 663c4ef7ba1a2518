import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** Subscription states (spec section 4). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'past_due',
  'paused',
  'trial_canceled',
  'trial_expired',
  'trialing',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Plans (spec section 9), cheapest first. */
export const PLANS = ['starter', 'power', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const CURRENCIES = ['AUD', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Why an organisation cancelled or deleted itself (spec section 5). */
export const CANCEL_REASONS = [
  'missing_features',
  'no_longer_using',
  'project_ended',
  'too_expensive',
  'competitor',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * An organisation's subscription: the plan it pays for and the state it is in, kept in step with Stripe
 * by webhooks. During the free trial there is no Stripe subscription yet (`plan` is null). Outlives its
 * organisation: `organisationId` is null once the organisation is deleted.
 */
export interface SubscriptionAttributes {
  id: number;
  uuid: string;
  organisationId: number | null;
  organisationName: string;
  status: SubscriptionStatus;
  plan: Plan | null;
  interval: BillingInterval | null;
  currency: Currency | null;
  seats: number;
  testPacks: number;
  trialStartedAt: Date | null;
  trialEndsAt: Date | null;
  /** The organisation's creator, whose verified address the trial waits for. */
  trialUserId: number | null;
  /** The address (normalised) and company domain the trial was given to: one trial each. */
  trialEmail: string | null;
  trialDomain: string | null;
  /** Tests granted for the billing period starting at `testsGrantedFor` (null: the packs' full month). */
  testsGranted: number | null;
  testsGrantedFor: Date | null;
  /** When a payment first failed; cleared once paid. */
  pastDueSince: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  pausedAt: Date | null;
  /** When a pause ends: the resume job bills and reactivates the subscription then. */
  resumesAt: Date | null;
  canceledAt: Date | null;
  cancelReason: CancelReason | null;
  cancelComment: string | null;
  invoicePurchaseOrder: string | null;
  invoiceFooter: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type SubscriptionCreation = Optional<
  SubscriptionAttributes,
  | 'id'
  | 'uuid'
  | 'plan'
  | 'interval'
  | 'currency'
  | 'seats'
  | 'testPacks'
  | 'trialStartedAt'
  | 'trialEndsAt'
  | 'trialUserId'
  | 'trialEmail'
  | 'trialDomain'
  | 'testsGranted'
  | 'testsGrantedFor'
  | 'pastDueSince'
  | 'stripeCustomerId'
  | 'stripeSubscriptionId'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'pausedAt'
  | 'resumesAt'
  | 'canceledAt'
  | 'cancelReason'
  | 'cancelComment'
  | 'invoicePurchaseOrder'
  | 'invoiceFooter'
  | 'createdAt'
  | 'updatedAt'
>;
export interface Subscription
  extends Model<SubscriptionAttributes, SubscriptionCreation>,
    SubscriptionAttributes {}
export type SubscriptionModel = ModelStatic<Subscription>;

const oneOf = (values: readonly string[]) => ({ isIn: [values as string[]] });

export function defineSubscription(sequelize: Sequelize): SubscriptionModel {
  return sequelize.define<Subscription>(
    'Subscription',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      organisationId: { type: DataTypes.INTEGER, allowNull: true },
      organisationName: { type: DataTypes.STRING(255), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, validate: oneOf(SUBSCRIPTION_STATUSES) },
      plan: { type: DataTypes.STRING(16), allowNull: true, validate: oneOf(PLANS) },
      interval: {
        type: DataTypes.STRING(8),
        field: 'billing_interval',
        allowNull: true,
        validate: oneOf(BILLING_INTERVALS),
      },
      currency: { type: DataTypes.STRING(3), allowNull: true, validate: oneOf(CURRENCIES) },
      seats: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1, validate: { min: 1 } },
      testPacks: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      trialStartedAt: { type: DataTypes.DATE, allowNull: true },
      trialEndsAt: { type: DataTypes.DATE, allowNull: true },
      trialUserId: { type: DataTypes.INTEGER, allowNull: true },
      trialEmail: { type: DataTypes.STRING(255), allowNull: true },
      trialDomain: { type: DataTypes.STRING(255), allowNull: true },
      testsGranted: { type: DataTypes.INTEGER, allowNull: true },
      testsGrantedFor: { type: DataTypes.DATE, allowNull: true },
      pastDueSince: { type: DataTypes.DATE, allowNull: true },
      stripeCustomerId: { type: DataTypes.STRING(64), allowNull: true },
      stripeSubscriptionId: { type: DataTypes.STRING(64), allowNull: true },
      currentPeriodStart: { type: DataTypes.DATE, allowNull: true },
      currentPeriodEnd: { type: DataTypes.DATE, allowNull: true },
      pausedAt: { type: DataTypes.DATE, allowNull: true },
      resumesAt: { type: DataTypes.DATE, allowNull: true },
      canceledAt: { type: DataTypes.DATE, allowNull: true },
      cancelReason: { type: DataTypes.STRING(32), allowNull: true, validate: oneOf(CANCEL_REASONS) },
      cancelComment: { type: DataTypes.TEXT, allowNull: true },
      invoicePurchaseOrder: { type: DataTypes.STRING(140), allowNull: true },
      invoiceFooter: { type: DataTypes.STRING(500), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'subscriptions' },
  );
}
