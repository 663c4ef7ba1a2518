import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * Invoice states (spec section 4): paid, unpaid (a failed payment Stripe will retry; shown as Retrying),
 * failed (Stripe gave up), draft (not yet final; shown as Upcoming). void: cancelled by us, hidden.
 */
export const INVOICE_STATUSES = ['paid', 'unpaid', 'failed', 'draft', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceAttributes {
  id: number;
  uuid: string;
  organisationId: number | null;
  subscriptionId: number | null;
  stripeInvoiceId: string;
  number: string | null;
  status: InvoiceStatus;
  /** In the currency's smallest unit (cents). */
  amount: number;
  /** ISO code, upper case. */
  currency: string;
  issuedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  attemptCount: number;
  nextAttemptAt: Date | null;
  hostedUrl: string | null;
  pdfUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type InvoiceCreation = Optional<
  InvoiceAttributes,
  | 'id'
  | 'uuid'
  | 'organisationId'
  | 'subscriptionId'
  | 'number'
  | 'periodStart'
  | 'periodEnd'
  | 'attemptCount'
  | 'nextAttemptAt'
  | 'hostedUrl'
  | 'pdfUrl'
  | 'createdAt'
  | 'updatedAt'
>;
export interface Invoice extends Model<InvoiceAttributes, InvoiceCreation>, InvoiceAttributes {}
export type InvoiceModel = ModelStatic<Invoice>;

export function defineInvoice(sequelize: Sequelize): InvoiceModel {
  return sequelize.define<Invoice>(
    'Invoice',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      organisationId: { type: DataTypes.INTEGER, allowNull: true },
      subscriptionId: { type: DataTypes.INTEGER, allowNull: true },
      stripeInvoiceId: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      number: { type: DataTypes.STRING(64), allowNull: true },
      status: {
        type: DataTypes.STRING(16),
        allowNull: false,
        validate: { isIn: [INVOICE_STATUSES as unknown as string[]] },
      },
      amount: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      issuedAt: { type: DataTypes.DATE, allowNull: false },
      periodStart: { type: DataTypes.DATE, allowNull: true },
      periodEnd: { type: DataTypes.DATE, allowNull: true },
      attemptCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: true },
      hostedUrl: { type: DataTypes.TEXT, allowNull: true },
      pdfUrl: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'invoices' },
  );
}
