// The models by area of the product, each area defined with the associations inside it. defineModels
// (index.ts) puts them together.
import type { Sequelize } from 'sequelize';
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

/** People, organisations, their teams and sites, and how they sign in and reach the API. */
export function defineAccountModels(sequelize: Sequelize, secrets: Sealer) {
  const User = defineUser(sequelize);
  const Organisation = defineOrganisation(sequelize);
  const Membership = defineMembership(sequelize);
  const Team = defineTeam(sequelize);
  const Site = defineSite(sequelize, secrets);
  const OneTimeToken = defineOneTimeToken(sequelize);
  const SessionRecord = defineSessionRecord(sequelize);
  const TeamMember = defineTeamMember(sequelize);
  const ApiToken = defineApiToken(sequelize);
  const Invitation = defineInvitation(sequelize);
  const SamlConfiguration = defineSamlConfiguration(sequelize);
  const SamlConsumedAssertion = defineSamlConsumedAssertion(sequelize);
  const SamlLink = defineSamlLink(sequelize);

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
  return {
    User,
    Organisation,
    Membership,
    Team,
    Site,
    OneTimeToken,
    SessionRecord,
    TeamMember,
    ApiToken,
    Invitation,
    SamlConfiguration,
    SamlConsumedAssertion,
    SamlLink,
  };
}

/** Synthetic: a site's pages, profiles, snapshots (of tests), their measurements and budgets, its flows. */
export function defineSyntheticModels(sequelize: Sequelize, Site: ReturnType<typeof defineSite>) {
  const Page = definePage(sequelize);
  const TestProfile = defineTestProfile(sequelize);
  const Snapshot = defineSnapshot(sequelize);
  const Test = defineTest(sequelize);
  const MetricMeasurement = defineMetricMeasurement(sequelize);
  const Budget = defineBudget(sequelize);
  const BudgetChange = defineBudgetChange(sequelize);
  const ShareLink = defineShareLink(sequelize);
  const Flow = defineFlow(sequelize);
  const FlowRun = defineFlowRun(sequelize);
  const FlowStepResult = defineFlowStepResult(sequelize);

  Site.hasMany(Page, { as: 'pages', foreignKey: 'siteId' });
  Site.hasMany(TestProfile, { as: 'testProfiles', foreignKey: 'siteId' });
  Snapshot.belongsTo(Site, { as: 'site', foreignKey: 'siteId' });
  Snapshot.hasMany(Test, { as: 'tests', foreignKey: 'snapshotId' });
  Test.belongsTo(Snapshot, { as: 'snapshot', foreignKey: 'snapshotId' });
  Test.belongsTo(Page, { as: 'page', foreignKey: 'pageId' });
  Test.belongsTo(TestProfile, { as: 'profile', foreignKey: 'profileId' });
  return {
    Page,
    TestProfile,
    Snapshot,
    Test,
    MetricMeasurement,
    Budget,
    BudgetChange,
    ShareLink,
    Flow,
    FlowRun,
    FlowStepResult,
  };
}

/** Chrome UX Report data: the origins and pages it is asked for, and what it measured. */
export function defineCruxModels(sequelize: Sequelize) {
  const CruxTarget = defineCruxTarget(sequelize);
  const CruxSite = defineCruxSite(sequelize);
  keepCruxSites(CruxTarget, CruxSite);
  const CruxMeasurement = defineCruxMeasurement(sequelize);
  return { CruxTarget, CruxSite, CruxMeasurement };
}

/** Real-user monitoring: its settings, the beacons as they come, and their rollups. */
export function defineRumModels(sequelize: Sequelize) {
  return {
    RumSettings: defineRumSettings(sequelize),
    RumPageGrouping: defineRumPageGrouping(sequelize),
    RumBeacon: defineRumBeacon(sequelize),
    RumDeadLetter: defineRumDeadLetter(sequelize),
    RumRollup: defineRumRollup(sequelize),
    RumAudienceRollup: defineRumAudienceRollup(sequelize),
    RumFilterRollup: defineRumFilterRollup(sequelize),
    RumElementRollup: defineRumElementRollup(sequelize),
  };
}

/** An organisation's subscription, payment method, invoices and usage, and the payment provider's webhooks. */
export function defineBillingModels(sequelize: Sequelize) {
  return {
    Subscription: defineSubscription(sequelize),
    PaymentMethod: definePaymentMethod(sequelize),
    Invoice: defineInvoice(sequelize),
    ProcessedWebhookEvent: defineProcessedWebhookEvent(sequelize),
    UsageCounter: defineUsageCounter(sequelize),
  };
}

/** What Pace tells people (emails, integrations such as Slack or GitHub checks). */
export function defineNotificationModels(sequelize: Sequelize, secrets: Sealer) {
  return {
    NotificationSettings: defineNotificationSettings(sequelize),
    WeeklySummarySent: defineWeeklySummarySent(sequelize),
    Integration: defineIntegration(sequelize, secrets),
    IntegrationDelivery: defineIntegrationDelivery(sequelize),
    IntegrationCheckRun: defineIntegrationCheckRun(sequelize),
  };
}

/** The product itself: the remotes' releases, the changelog, and errors the interface reported. */
export function defineProductModels(sequelize: Sequelize) {
  return {
    RemoteRelease: defineRemoteRelease(sequelize),
    ChangelogEntry: defineChangelogEntry(sequelize),
    ErrorReport: defineErrorReport(sequelize),
  };
}
