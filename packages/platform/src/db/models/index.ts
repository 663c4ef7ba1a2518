import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import { defineApiToken } from './api-token.ts';
import { defineBudget } from './budget.ts';
import { defineBudgetChange } from './budget-change.ts';
import { defineChangelogEntry } from './changelog-entry.ts';
import type { Sealer } from './columns.ts';
import { defineCruxMeasurement } from './crux-measurement.ts';
import { defineCruxSite, keepCruxSites } from './crux-site.ts';
import { defineCruxTarget } from './crux-target.ts';
import { defineErrorReport } from './error-report.ts';
import { defineFlow, defineFlowRun, defineFlowStepResult } from './flow.ts';
import { defineIntegration, defineIntegrationDelivery } from './integration.ts';
import { defineIntegrationCheckRun } from './integration-check-run.ts';
import { defineInvitation } from './invitation.ts';
import { defineInvoice } from './invoice.ts';
import { defineMembership } from './membership.ts';
import { defineMetricMeasurement } from './metric-measurement.ts';
import { defineNotificationSettings } from './notification-settings.ts';
import { defineOneTimeToken } from './one-time-token.ts';
import { defineOrganisation } from './organisation.ts';
import { definePage } from './page.ts';
import { definePaymentMethod } from './payment-method.ts';
import { defineProcessedWebhookEvent } from './processed-webhook-event.ts';
import { defineRemoteRelease } from './remote-release.ts';
import { defineRumAudienceRollup } from './rum-audience-rollup.ts';
import { defineRumBeacon } from './rum-beacon.ts';
import { defineRumDeadLetter } from './rum-dead-letter.ts';
import { defineRumElementRollup } from './rum-element-rollup.ts';
import { defineRumFilterRollup } from './rum-filter-rollup.ts';
import { defineRumPageGrouping } from './rum-page-grouping.ts';
import { defineRumRollup } from './rum-rollup.ts';
import { defineRumSettings } from './rum-settings.ts';
import { defineSamlConfiguration } from './saml-configuration.ts';
import { defineSamlConsumedAssertion } from './saml-consumed-assertion.ts';
import { defineSamlLink } from './saml-link.ts';
import { defineSessionRecord } from './session-record.ts';
import { defineShareLink } from './share-link.ts';
import { defineSite } from './site.ts';
import { defineSnapshot } from './snapshot.ts';
import { defineSubscription } from './subscription.ts';
import { defineTeam } from './team.ts';
import { defineTeamMember } from './team-member.ts';
import { defineTest } from './test.ts';
import { defineTestProfile } from './test-profile.ts';
import { defineUsageCounter } from './usage-counter.ts';
import { defineUser } from './user.ts';
import { defineWeeklySummarySent } from './weekly-summary-sent.ts';

/** Defines every model on one connection (models belong to a connection, so each database gets its own). */
export function defineModels(sequelize: Sequelize, secrets: Sealer) {
  const User = defineUser(sequelize);
  const Organisation = defineOrganisation(sequelize);
  const Membership = defineMembership(sequelize);
  const Team = defineTeam(sequelize);
  const Site = defineSite(sequelize, secrets);
  const OneTimeToken = defineOneTimeToken(sequelize);
  const SessionRecord = defineSessionRecord(sequelize);
  const CruxTarget = defineCruxTarget(sequelize);
  const CruxSite = defineCruxSite(sequelize);
  keepCruxSites(CruxTarget, CruxSite);
  const CruxMeasurement = defineCruxMeasurement(sequelize);
  const RemoteRelease = defineRemoteRelease(sequelize);
  const TeamMember = defineTeamMember(sequelize);
  const ApiToken = defineApiToken(sequelize);
  const Invitation = defineInvitation(sequelize);
  const ChangelogEntry = defineChangelogEntry(sequelize);
  const ErrorReport = defineErrorReport(sequelize);
  const RumSettings = defineRumSettings(sequelize);
  const RumPageGrouping = defineRumPageGrouping(sequelize);
  const RumBeacon = defineRumBeacon(sequelize);
  const RumDeadLetter = defineRumDeadLetter(sequelize);
  const RumRollup = defineRumRollup(sequelize);
  const RumAudienceRollup = defineRumAudienceRollup(sequelize);
  const RumFilterRollup = defineRumFilterRollup(sequelize);
  const RumElementRollup = defineRumElementRollup(sequelize);
  const Subscription = defineSubscription(sequelize);
  const PaymentMethod = definePaymentMethod(sequelize);
  const Invoice = defineInvoice(sequelize);
  const ProcessedWebhookEvent = defineProcessedWebhookEvent(sequelize);
  const UsageCounter = defineUsageCounter(sequelize);
  const Page = definePage(sequelize);
  const TestProfile = defineTestProfile(sequelize);
  const Snapshot = defineSnapshot(sequelize);
  const Test = defineTest(sequelize);
  const MetricMeasurement = defineMetricMeasurement(sequelize);
  const Budget = defineBudget(sequelize);
  const BudgetChange = defineBudgetChange(sequelize);
  const NotificationSettings = defineNotificationSettings(sequelize);
  const Integration = defineIntegration(sequelize, secrets);
  const IntegrationDelivery = defineIntegrationDelivery(sequelize);
  const IntegrationCheckRun = defineIntegrationCheckRun(sequelize);
  const SamlConfiguration = defineSamlConfiguration(sequelize);
  const SamlConsumedAssertion = defineSamlConsumedAssertion(sequelize);
  const SamlLink = defineSamlLink(sequelize);
  const ShareLink = defineShareLink(sequelize);
  const Flow = defineFlow(sequelize);
  const FlowRun = defineFlowRun(sequelize);
  const FlowStepResult = defineFlowStepResult(sequelize);

  User.hasMany(Membership, { as: 'memberships', foreignKey: 'userId' });
  Membership.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  Organisation.hasMany(Membership, { as: 'memberships', foreignKey: 'organisationId' });
  Membership.belongsTo(Organisation, { as: 'organisation', foreignKey: 'organisationId' });
  Organisation.hasMany(Team, { as: 'teams', foreignKey: 'organisationId' });
  Team.belongsTo(Organisation, { as: 'organisation', foreignKey: 'organisationId' });
  Team.hasMany(Site, { as: 'sites', foreignKey: 'teamId' });
  Site.belongsTo(Team, { as: 'team', foreignKey: 'teamId' });

  Team.hasMany(TeamMember, { as: 'teamMembers', foreignKey: 'teamId' });
  TeamMember.belongsTo(Team, { as: 'team', foreignKey: 'teamId' });
  TeamMember.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  User.hasMany(TeamMember, { as: 'teamMemberships', foreignKey: 'userId' });
  ApiToken.belongsTo(User, { as: 'creator', foreignKey: 'userId' });
  ApiToken.belongsTo(Organisation, { as: 'organisation', foreignKey: 'organisationId' });
  ApiToken.belongsTo(Team, { as: 'team', foreignKey: 'teamId' });
  // Synthetic: a site's pages, profiles, snapshots (of tests), their measurements and budgets.
  Site.hasMany(Page, { as: 'pages', foreignKey: 'siteId' });
  Site.hasMany(TestProfile, { as: 'testProfiles', foreignKey: 'siteId' });
  Snapshot.belongsTo(Site, { as: 'site', foreignKey: 'siteId' });
  Snapshot.hasMany(Test, { as: 'tests', foreignKey: 'snapshotId' });
  Test.belongsTo(Snapshot, { as: 'snapshot', foreignKey: 'snapshotId' });
  Test.belongsTo(Page, { as: 'page', foreignKey: 'pageId' });
  Test.belongsTo(TestProfile, { as: 'profile', foreignKey: 'profileId' });

  const WeeklySummarySent = defineWeeklySummarySent(sequelize);
  const models = {
    WeeklySummarySent,
    User,
    Organisation,
    Membership,
    Team,
    Site,
    OneTimeToken,
    SessionRecord,
    CruxTarget,
    CruxSite,
    CruxMeasurement,
    RemoteRelease,
    TeamMember,
    ApiToken,
    Invitation,
    ChangelogEntry,
    ErrorReport,
    RumSettings,
    RumPageGrouping,
    RumBeacon,
    RumDeadLetter,
    RumRollup,
    RumAudienceRollup,
    RumFilterRollup,
    RumElementRollup,
    Subscription,
    PaymentMethod,
    Invoice,
    ProcessedWebhookEvent,
    UsageCounter,
    Page,
    TestProfile,
    Snapshot,
    Test,
    MetricMeasurement,
    Budget,
    BudgetChange,
    NotificationSettings,
    Integration,
    IntegrationDelivery,
    IntegrationCheckRun,
    SamlConfiguration,
    SamlConsumedAssertion,
    SamlLink,
    ShareLink,
    Flow,
    FlowRun,
    FlowStepResult,
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
