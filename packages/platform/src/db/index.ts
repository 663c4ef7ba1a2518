// The database: a Sequelize connection chosen by DATABASE_URL (MySQL/MariaDB, or the embedded SQLite
// file), the models, and the migrations.
import type { Sequelize } from 'sequelize';
import type { DatabaseConfig } from '../config.ts';
import type { Logger } from '../log.ts';
import { type SecretBox, secretBoxOf, useSecretBox } from '../secrets/index.ts';
import { connect, type Dialect } from './connection.ts';
import { createMigrator } from './migrator.ts';
import { defineModels, type Models } from './models/index.ts';

export {
  ConnectionError,
  DatabaseError,
  ForeignKeyConstraintError,
  Op,
  QueryTypes,
  TimeoutError,
  UniqueConstraintError,
  ValidationError,
} from 'sequelize';
export type { Dialect } from './connection.ts';
export { createMigrator } from './migrator.ts';
export type { ApiToken, ApiTokenKind } from './models/api-token.ts';
export { API_TOKEN_KINDS } from './models/api-token.ts';
export type { Budget, BudgetStateName, RatchetMarginUnit } from './models/budget.ts';
export { BUDGET_STATES, RATCHET_MARGIN_UNITS } from './models/budget.ts';
export type { BudgetChangeRecord, RatchetMeasurement } from './models/budget-change.ts';
export type { ChangelogEntry } from './models/changelog-entry.ts';
export type { CruxBin, CruxMeasurement, CruxMeasurementAttributes } from './models/crux-measurement.ts';
export { CRUX_MEASUREMENT_VALUES } from './models/crux-measurement.ts';
export type {
  CruxFormFactorName,
  CruxTarget,
  CruxTargetKind,
  CruxTargetStatus,
} from './models/crux-target.ts';
export { CRUX_FORM_FACTORS, CRUX_TARGET_KINDS, CRUX_TARGET_STATUSES } from './models/crux-target.ts';
export type { ErrorReport } from './models/error-report.ts';
export type {
  Flow,
  FlowRun,
  FlowStep,
  FlowStepKind,
  FlowStepMode,
  FlowStepResult,
} from './models/flow.ts';
export { FLOW_LIMITS, FLOW_STEP_KINDS, FLOW_STEP_MODES } from './models/flow.ts';
export type { Models } from './models/index.ts';
export * from './models/integration.ts';
export * from './models/integration-check-run.ts';
export type { Invitation } from './models/invitation.ts';
export { INVITATION_TTL_MS } from './models/invitation.ts';
export type { Invoice, InvoiceStatus } from './models/invoice.ts';
export { INVOICE_STATUSES } from './models/invoice.ts';
export type { Membership, Role } from './models/membership.ts';
export { ACCEPTED_MEMBERSHIP, ROLES } from './models/membership.ts';
export type { MetricMeasurement } from './models/metric-measurement.ts';
export type { NotificationSettings } from './models/notification-settings.ts';
export { DEFAULT_NOTIFICATION_SETTINGS } from './models/notification-settings.ts';
export type { OneTimeToken, OneTimeTokenPurpose } from './models/one-time-token.ts';
export type { Organisation } from './models/organisation.ts';
export { SLUG_PATTERN } from './models/organisation.ts';
export type { Page } from './models/page.ts';
export type { PaymentMethod } from './models/payment-method.ts';
export type { ProcessedWebhookEvent } from './models/processed-webhook-event.ts';
export type { RemoteRelease } from './models/remote-release.ts';
export type { RumBeaconCreation } from './models/rum-beacon.ts';
export type { RumDeadLetter } from './models/rum-dead-letter.ts';
export type { RumFilterRollupCreation } from './models/rum-filter-rollup.ts';
export type { SamlConfiguration } from './models/saml-configuration.ts';
export type { SamlLink } from './models/saml-link.ts';
export type { ShareLink } from './models/share-link.ts';
export type { IpOption, RunKeyMetric, Site, SnapshotSchedule } from './models/site.ts';
export {
  IP_OPTIONS,
  MAX_SNAPSHOT_INTERVAL_HOURS,
  RUN_COUNT_DEFAULTS,
  RUN_COUNT_LIMITS,
  RUN_KEY_METRICS,
  SNAPSHOT_SCHEDULES,
} from './models/site.ts';
export type { RunState, Snapshot, SnapshotTrigger } from './models/snapshot.ts';
export { FINAL_RUN_STATES, RUN_STATES, SNAPSHOT_TRIGGERS } from './models/snapshot.ts';
export type {
  BillingInterval,
  CancelReason,
  Currency,
  Plan,
  Subscription,
  SubscriptionStatus,
} from './models/subscription.ts';
export {
  BILLING_INTERVALS,
  CANCEL_REASONS,
  CURRENCIES,
  PLANS,
  SUBSCRIPTION_STATUSES,
} from './models/subscription.ts';
export type { Team } from './models/team.ts';
export type { TeamMember } from './models/team-member.ts';
export type { Test, TestArtifact } from './models/test.ts';
export type {
  ConnectionPreset,
  DevicePreset,
  ProfileCookie,
  ProfileHeader,
  TestProfile,
} from './models/test-profile.ts';
export { CONNECTION_PRESETS, DEVICE_PRESETS } from './models/test-profile.ts';
export type { UsageCounter } from './models/usage-counter.ts';
export type { User } from './models/user.ts';
export { databaseDown, isDatabaseConnectionError, watchDatabase } from './outages.ts';

export interface Database {
  readonly dialect: Dialect;
  readonly sequelize: Sequelize;
  readonly models: Models;
  /** Applies pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `secrets` seals the secrets the models store (sites' form-login passwords, integrations' secrets and
 * URLs); without it, the process's box from the environment (PACE_SECRETS_KEY or the data folder's key).
 */
export async function openDatabase(
  config: DatabaseConfig,
  log?: Logger,
  secrets?: SecretBox,
): Promise<Database> {
  const sequelize = await connect(config, log);
  const box = secrets ?? secretBoxOf(sequelize);
  useSecretBox(sequelize, box);
  const models = defineModels(sequelize, box);
  return {
    dialect: config.dialect,
    sequelize,
    models,
    async migrate() {
      const applied = await createMigrator(sequelize, log).up();
      return applied.map((migration) => migration.name);
    },
    async ping() {
      await sequelize.query('SELECT 1');
    },
    async close() {
      await sequelize.close();
    },
  };
}
