import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import {
  defineAccountModels,
  defineBillingModels,
  defineCruxModels,
  defineNotificationModels,
  defineProductModels,
  defineRumModels,
  defineSyntheticModels,
} from './areas.ts';
import type { Sealer } from './columns.ts';

/** Defines every model on one connection (models belong to a connection, so each database gets its own). */
export function defineModels(sequelize: Sequelize, secrets: Sealer) {
  const accounts = defineAccountModels(sequelize, secrets);
  const crux = defineCruxModels(sequelize);
  const product = defineProductModels(sequelize);
  const rum = defineRumModels(sequelize);
  const billing = defineBillingModels(sequelize);
  const synthetic = defineSyntheticModels(sequelize, accounts.Site);
  const notifications = defineNotificationModels(sequelize, secrets);
  // In this order: code that goes through every model (the demo's removal deletes rows model by model)
  // meets them as it always has.
  const models = {
    WeeklySummarySent: notifications.WeeklySummarySent,
    User: accounts.User,
    Organisation: accounts.Organisation,
    Membership: accounts.Membership,
    Team: accounts.Team,
    Site: accounts.Site,
    OneTimeToken: accounts.OneTimeToken,
    SessionRecord: accounts.SessionRecord,
    CruxTarget: crux.CruxTarget,
    CruxSite: crux.CruxSite,
    CruxMeasurement: crux.CruxMeasurement,
    RemoteRelease: product.RemoteRelease,
    TeamMember: accounts.TeamMember,
    ApiToken: accounts.ApiToken,
    Invitation: accounts.Invitation,
    ChangelogEntry: product.ChangelogEntry,
    ErrorReport: product.ErrorReport,
    ...rum,
    ...billing,
    Page: synthetic.Page,
    TestProfile: synthetic.TestProfile,
    Snapshot: synthetic.Snapshot,
    Test: synthetic.Test,
    MetricMeasurement: synthetic.MetricMeasurement,
    Budget: synthetic.Budget,
    BudgetChange: synthetic.BudgetChange,
    NotificationSettings: notifications.NotificationSettings,
    Integration: notifications.Integration,
    IntegrationDelivery: notifications.IntegrationDelivery,
    IntegrationCheckRun: notifications.IntegrationCheckRun,
    SamlConfiguration: accounts.SamlConfiguration,
    SamlConsumedAssertion: accounts.SamlConsumedAssertion,
    SamlLink: accounts.SamlLink,
    ShareLink: synthetic.ShareLink,
    Flow: synthetic.Flow,
    FlowRun: synthetic.FlowRun,
    FlowStepResult: synthetic.FlowStepResult,
  };
  keepMilliseconds(Object.values(models) as ModelStatic<Model>[]);
  return models;
}

export type Models = ReturnType<typeof defineModels>;

/**
 * Every date attribute is written with milliseconds. Sequelize's MySQL dialect drops them from a plain
 * DATE (the columns are DATETIME(3)), which loses the order of quick successive changes and made a
 * session opened in the same second as a password reset outlive it.
 */
function keepMilliseconds(models: ModelStatic<Model>[]) {
  for (const model of models) {
    let changed = false;
    for (const attribute of Object.values(model.getAttributes())) {
      const type = attribute.type as unknown as { key?: string; _length?: unknown };
      if (type?.key === 'DATE' && !type._length) {
        attribute.type = DataTypes.DATE(3);
        changed = true;
      }
    }
    if (changed) (model as unknown as { refreshAttributes(): void }).refreshAttributes();
  }
}
