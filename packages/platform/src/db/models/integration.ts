import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn, type Sealer, sealedColumn } from './columns.ts';

/**
 * The providers (spec: code host, chat tool, hosting provider, webhook, automation service). Netlify and
 * Vercel are both hosting providers; their deploy hooks differ in how they sign.
 */
export const INTEGRATION_PROVIDERS = [
  'github',
  'slack',
  'netlify',
  'vercel',
  'webhook',
  'automation',
] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** What integrations can listen to. */
export const INTEGRATION_EVENTS = [
  'snapshot.completed',
  'snapshot.failed',
  'budget.changed',
  'deploy.succeeded',
] as const;
export type IntegrationEvent = (typeof INTEGRATION_EVENTS)[number];

/** The code host's settings (spec section 3). */
export interface CodeHostSettings {
  installationId?: number | null;
  /** On the organisation's installation: when it was connected through GitHub's flow (unset: by id alone). */
  installationProvedAt?: string | null;
  /** The GitHub account the installation is on, as GitHub listed it then. */
  installationAccount?: string | null;
  repository?: string | null;
  mainBranch?: string | null;
  /** What starts a check's snapshot: a deployment reported on the pull request, or every push. */
  deployTrigger?: 'deployment' | 'push' | null;
  domains?: string[];
  environments?: string[];
  branches?: string[];
  failOnUnmetBudget?: boolean;
}
export type IntegrationSettings = CodeHostSettings & Record<string, unknown>;

export interface IntegrationAttributes {
  id: number;
  uuid: string;
  organisationId: number;
  /** Null for organisation-wide integrations (the GitHub App installation). */
  siteId: number | null;
  provider: IntegrationProvider;
  name: string;
  events: IntegrationEvent[];
  url: string | null;
  secret: string | null;
  enabled: boolean;
  settings: IntegrationSettings;
  /**
   * The code host's repository by GitHub's id (settings.repository is its name): set when the binding
   * was checked against the organisation's installation; GitHub's events are matched on it.
   */
  repositoryId: number | null;
  createdByUserId: number | null;
  createdAt: Date;
  updatedAt: Date;
}
export type IntegrationCreation = Optional<
  IntegrationAttributes,
  | 'id'
  | 'uuid'
  | 'siteId'
  | 'events'
  | 'url'
  | 'secret'
  | 'enabled'
  | 'settings'
  | 'repositoryId'
  | 'createdByUserId'
  | 'createdAt'
  | 'updatedAt'
>;
export interface Integration
  extends Model<IntegrationAttributes, IntegrationCreation>,
    IntegrationAttributes {}
export type IntegrationModel = ModelStatic<Integration>;

export function defineIntegration(sequelize: Sequelize, secrets: Sealer): IntegrationModel {
  return sequelize.define<Integration>(
    'Integration',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      organisationId: { type: DataTypes.INTEGER, allowNull: false },
      siteId: { type: DataTypes.INTEGER, allowNull: true },
      provider: {
        type: DataTypes.STRING(32),
        allowNull: false,
        validate: { isIn: [INTEGRATION_PROVIDERS as unknown as string[]] },
      },
      name: { type: DataTypes.STRING(255), allowNull: false },
      events: jsonColumn<IntegrationEvent[]>('events', { nullable: true, empty: [] }),
      // Sealed: a chat or automation URL is itself the credential; the secret signs or verifies calls.
      url: sealedColumn('url', secrets),
      secret: sealedColumn('secret', secrets),
      enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      settings: jsonColumn<IntegrationSettings>('settings', { nullable: true, empty: {} }),
      // BIGINT comes back as a string from MySQL; GitHub's ids fit a double.
      repositoryId: {
        type: DataTypes.BIGINT,
        allowNull: true,
        get(this: Model) {
          const raw = this.getDataValue('repositoryId') as string | number | null;
          return raw == null ? null : Number(raw);
        },
      },
      createdByUserId: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'integrations' },
  );
}

/** queued → delivered, or retrying → … → failed; skipped when the integration was disabled meanwhile. */
export const DELIVERY_STATUSES = ['queued', 'retrying', 'delivered', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** The integration errors of spec section 8. */
export const DELIVERY_ERRORS = ['verification', 'timeout', 'http'] as const;
export type DeliveryError = (typeof DELIVERY_ERRORS)[number];

export interface IntegrationDeliveryAttributes {
  id: number;
  uuid: string;
  integrationId: number;
  /** Outgoing calls we make; incoming ones a provider made to us (deploy hooks, code host events). */
  direction: 'outgoing' | 'incoming';
  event: string;
  payload: Record<string, unknown> | null;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: DeliveryError | null;
  errorMessage: string | null;
  durationMs: number | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type IntegrationDeliveryCreation = Optional<
  IntegrationDeliveryAttributes,
  | 'id'
  | 'uuid'
  | 'direction'
  | 'payload'
  | 'status'
  | 'attempts'
  | 'responseStatus'
  | 'responseBody'
  | 'error'
  | 'errorMessage'
  | 'durationMs'
  | 'finishedAt'
  | 'createdAt'
  | 'updatedAt'
>;
export interface IntegrationDelivery
  extends Model<IntegrationDeliveryAttributes, IntegrationDeliveryCreation>,
    IntegrationDeliveryAttributes {}
export type IntegrationDeliveryModel = ModelStatic<IntegrationDelivery>;

export function defineIntegrationDelivery(sequelize: Sequelize): IntegrationDeliveryModel {
  return sequelize.define<IntegrationDelivery>(
    'IntegrationDelivery',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      integrationId: { type: DataTypes.INTEGER, allowNull: false },
      direction: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'outgoing' },
      event: { type: DataTypes.STRING(64), allowNull: false },
      payload: jsonColumn<Record<string, unknown>>('payload', { nullable: true }),
      status: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'queued',
        validate: { isIn: [DELIVERY_STATUSES as unknown as string[]] },
      },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      responseStatus: { type: DataTypes.INTEGER, allowNull: true },
      responseBody: { type: DataTypes.TEXT, allowNull: true },
      error: { type: DataTypes.STRING(16), allowNull: true },
      errorMessage: { type: DataTypes.STRING(512), allowNull: true },
      durationMs: { type: DataTypes.INTEGER, allowNull: true },
      finishedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'integration_deliveries' },
  );
}
