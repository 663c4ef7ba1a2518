/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment PermissionFields on Permissions {\n    updateOrganisations\n    readSites\n    updateSites\n    createSites\n    managePageGroupings\n    manageBilling\n  }\n": typeof types.PermissionFieldsFragmentDoc,
    "\n  fragment DeliveryFields on IntegrationDelivery {\n    uuid\n    direction\n    event\n    status\n    attempts\n    responseStatus\n    error\n    errorLabel\n    errorMessage\n    durationMs\n    createdAt\n  }\n": typeof types.DeliveryFieldsFragmentDoc,
    "\n  fragment IntegrationFields on Integration {\n    uuid\n    provider\n    name\n    events\n    url\n    secret\n    enabled\n    hookUrl\n    settings {\n      installationId\n      repository\n      mainBranch\n      deployTrigger\n      domains\n      environments\n      branches\n      failOnUnmetBudget\n    }\n    lastDelivery {\n      ...DeliveryFields\n    }\n  }\n": typeof types.IntegrationFieldsFragmentDoc,
    "\n  query SiteIntegrations($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    siteIntegrations(teamId: $teamId, siteId: $siteId) {\n      ...IntegrationFields\n    }\n  }\n": typeof types.SiteIntegrationsDocument,
    "\n  query Integration($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...IntegrationFields\n      deliveries(first: 20) {\n        ...DeliveryFields\n      }\n    }\n  }\n": typeof types.IntegrationDocument,
    "\n  query IntegrationCheckRuns($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid\n      checkRuns(first: 10) {\n        uuid\n        repository\n        pullNumber\n        headSha\n        state\n        outcome\n        conclusion\n        title\n        summary\n        updatedAt\n      }\n    }\n  }\n": typeof types.IntegrationCheckRunsDocument,
    "\n  mutation CreateIntegration($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {\n    createIntegration(teamId: $teamId, siteId: $siteId, input: $input) {\n      ...IntegrationFields\n    }\n  }\n": typeof types.CreateIntegrationDocument,
    "\n  mutation UpdateIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) {\n    updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      ...IntegrationFields\n    }\n  }\n": typeof types.UpdateIntegrationDocument,
    "\n  mutation DeleteIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": typeof types.DeleteIntegrationDocument,
    "\n  mutation SendTestIntegrationEvent($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    sendTestIntegrationEvent(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid\n    }\n  }\n": typeof types.SendTestIntegrationEventDocument,
    "\n  query OrganisationIntegrations($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    organisationIntegrations(orgId: $orgId) {\n      uuid\n      provider\n      name\n      enabled\n      site {\n        id\n        name\n        team {\n          id\n        }\n      }\n      lastDelivery {\n        ...DeliveryFields\n      }\n    }\n  }\n": typeof types.OrganisationIntegrationsDocument,
    "\n  query OrganisationGitHub($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    organisationGitHub(orgId: $orgId) {\n      uuid\n      settings {\n        installationId\n        installationProvedAt\n        installationAccount\n      }\n    }\n  }\n": typeof types.OrganisationGitHubDocument,
    "\n  mutation StartGitHubConnection($orgId: ID!) {\n    startGitHubConnection(orgId: $orgId) {\n      installUrl\n    }\n  }\n": typeof types.StartGitHubConnectionDocument,
    "\n  query NotificationSettings {\n    currentUser {\n      uuid\n      email\n      notificationSettings {\n        budgetAlerts\n        snapshotFailures\n        weeklySummary\n      }\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      budgetAlerts\n      snapshotFailures\n      weeklySummary\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query Organisation($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      slug\n      isActive\n      permissions {\n        ...PermissionFields\n      }\n    }\n  }\n": typeof types.OrganisationDocument,
    "\n  mutation UpdateOrganisation($orgId: ID!, $input: OrganisationInput!) {\n    updateOrganisation(orgId: $orgId, input: $input) {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.UpdateOrganisationDocument,
    "\n  query OrganisationTeams($orgId: ID!, $cursor: String) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      teams(cursor: $cursor, first: 50) {\n        edges {\n          cursor\n          node {\n            id\n            name\n            slug\n            description\n            siteCount\n            memberCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.OrganisationTeamsDocument,
    "\n  query Team($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n      organisation {\n        id\n        name\n      }\n      permissions {\n        ...PermissionFields\n      }\n    }\n  }\n": typeof types.TeamDocument,
    "\n  mutation CreateTeam($orgId: ID!, $input: TeamInput!) {\n    createTeam(orgId: $orgId, input: $input) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation UpdateTeam($teamId: ID!, $input: TeamInput!) {\n    updateTeam(teamId: $teamId, input: $input) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n    }\n  }\n": typeof types.UpdateTeamDocument,
    "\n  mutation DeleteTeam($teamId: ID!, $confirmation: String!) {\n    deleteTeam(teamId: $teamId, confirmation: $confirmation)\n  }\n": typeof types.DeleteTeamDocument,
    "\n  query OrganisationTeamOptions($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      teams(first: 100) {\n        edges {\n          node {\n            id\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrganisationTeamOptionsDocument,
    "\n  query PageGroupings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    pageGroupings(teamId: $teamId, siteId: $siteId) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n": typeof types.PageGroupingsDocument,
    "\n  mutation CreatePageGrouping($teamId: ID!, $siteId: ID!, $input: PageGroupingInput!) {\n    createPageGrouping(teamId: $teamId, siteId: $siteId, input: $input) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n": typeof types.CreatePageGroupingDocument,
    "\n  mutation UpdatePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageGroupingInput!) {\n    updatePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n": typeof types.UpdatePageGroupingDocument,
    "\n  mutation DeletePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deletePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": typeof types.DeletePageGroupingDocument,
    "\n  fragment PersonFields on Person {\n    uuid\n    name\n    email\n    role\n    authenticationMethod\n    lastSeenAt\n    pendingInvitation\n    teams {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  query OrganisationPeople($orgId: ID!, $query: String, $cursor: String) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        updateOrganisations\n        readSites\n        updateSites\n        createSites\n        managePageGroupings\n        manageBilling\n      }\n      people(query: $query, cursor: $cursor, first: 25) {\n        edges {\n          cursor\n          node {\n            uuid\n            name\n            email\n            role\n            authenticationMethod\n            lastSeenAt\n            pendingInvitation\n            teams {\n              id\n              name\n              slug\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.OrganisationPeopleDocument,
    "\n  mutation InvitePerson($orgId: ID!, $input: InviteInput!) {\n    invitePerson(orgId: $orgId, input: $input) {\n      ...PersonFields\n    }\n  }\n": typeof types.InvitePersonDocument,
    "\n  mutation UpdatePerson($orgId: ID!, $uuid: ID!, $input: PersonInput!) {\n    updatePerson(orgId: $orgId, uuid: $uuid, input: $input) {\n      ...PersonFields\n    }\n  }\n": typeof types.UpdatePersonDocument,
    "\n  mutation RemovePerson($orgId: ID!, $uuid: ID!) {\n    removePerson(orgId: $orgId, uuid: $uuid)\n  }\n": typeof types.RemovePersonDocument,
    "\n  query TeamMembers($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      organisation {\n        id\n        name\n        permissions {\n          ...PermissionFields\n        }\n      }\n      permissions {\n        ...PermissionFields\n      }\n      members {\n        ...PersonFields\n      }\n    }\n  }\n": typeof types.TeamMembersDocument,
    "\n  mutation AddTeamMember($teamId: ID!, $personUuid: ID!) {\n    addTeamMember(teamId: $teamId, personUuid: $personUuid) {\n      id\n      memberCount\n      members {\n        ...PersonFields\n      }\n    }\n  }\n": typeof types.AddTeamMemberDocument,
    "\n  mutation RemoveTeamMember($teamId: ID!, $personUuid: ID!) {\n    removeTeamMember(teamId: $teamId, personUuid: $personUuid) {\n      id\n      memberCount\n      members {\n        ...PersonFields\n      }\n    }\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  fragment DomainProofFields on SamlDomainProof {\n    state\n    provedAt\n    lastCheckedAt\n    recordType\n    recordName\n    recordValue\n  }\n": typeof types.DomainProofFieldsFragmentDoc,
    "\n  fragment SamlConfigurationFields on SamlConfiguration {\n    emailDomain\n    idpEntityId\n    ssoUrl\n    certificateFingerprint\n    certificateExpiresAt\n    certificateSubject\n    fromMetadata\n    enabled\n    spEntityId\n    acsUrl\n    metadataUrl\n    updatedAt\n    domainProof {\n      ...DomainProofFields\n    }\n  }\n": typeof types.SamlConfigurationFieldsFragmentDoc,
    "\n  query SamlConfiguration($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    samlConfiguration(orgId: $orgId) {\n      ...SamlConfigurationFields\n    }\n  }\n": typeof types.SamlConfigurationDocument,
    "\n  mutation UpdateSamlConfiguration($orgId: ID!, $input: SamlConfigurationInput!) {\n    updateSamlConfiguration(orgId: $orgId, input: $input) {\n      ...SamlConfigurationFields\n    }\n  }\n": typeof types.UpdateSamlConfigurationDocument,
    "\n  mutation DeleteSamlConfiguration($orgId: ID!) {\n    deleteSamlConfiguration(orgId: $orgId)\n  }\n": typeof types.DeleteSamlConfigurationDocument,
    "\n  mutation CheckSamlDomain($orgId: ID!) {\n    checkSamlDomain(orgId: $orgId) {\n      emailDomain\n      domainProof {\n        ...DomainProofFields\n      }\n    }\n  }\n": typeof types.CheckSamlDomainDocument,
    "\n  query SetupOrganisation($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      slug\n      viewerRole\n      teams(first: 1) {\n        totalCount\n        edges {\n          node {\n            id\n            name\n            siteCount\n          }\n        }\n      }\n    }\n  }\n": typeof types.SetupOrganisationDocument,
    "\n  mutation CreateOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.CreateOrganisationDocument,
    "\n  mutation StartFirstSnapshot($teamId: ID!, $siteId: ID!) {\n    startFirstSnapshot(teamId: $teamId, siteId: $siteId) {\n      id\n      status\n    }\n  }\n": typeof types.StartFirstSnapshotDocument,
    "\n  query SitePages($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      canonicalUrl\n      permissions {\n        ...PermissionFields\n      }\n    }\n    pages(teamId: $teamId, siteId: $siteId) {\n      uuid\n      name\n      url\n    }\n  }\n": typeof types.SitePagesDocument,
    "\n  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {\n    createPage(teamId: $teamId, siteId: $siteId, input: $input) {\n      uuid\n      name\n      url\n    }\n  }\n": typeof types.CreatePageDocument,
    "\n  mutation UpdatePage($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageInput!) {\n    updatePage(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      uuid\n      name\n      url\n    }\n  }\n": typeof types.UpdatePageDocument,
    "\n  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": typeof types.DeletePageDocument,
    "\n  fragment SiteFields on Site {\n    id\n    name\n    slug\n    canonicalUrl\n    snapshotSchedule\n    snapshotIntervalHours\n    testLocation\n    ipOption\n    formAuth {\n      url\n      formSelector\n      username\n      usernameSelector\n      passwordSelector\n      submitSelector\n      hasPassword\n    }\n  }\n": typeof types.SiteFieldsFragmentDoc,
    "\n  query TeamSites($teamId: ID!, $sitesFilter: SitesFilter, $cursor: String) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      organisation {\n        id\n        name\n      }\n      permissions {\n        ...PermissionFields\n      }\n    }\n    sites(teamId: $teamId, sitesFilter: $sitesFilter, cursor: $cursor, first: 25) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          slug\n          canonicalUrl\n          dataSources\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.TeamSitesDocument,
    "\n  mutation CreateSite($teamId: ID!, $input: SiteInput!) {\n    createSite(teamId: $teamId, input: $input) {\n      ...SiteFields\n      team {\n        id\n        name\n        slug\n      }\n    }\n  }\n": typeof types.CreateSiteDocument,
    "\n  query SiteSettings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      ...SiteFields\n      secret\n      permissions {\n        ...PermissionFields\n      }\n      team {\n        id\n        name\n        slug\n        organisation {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {\n    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {\n      ...SiteFields\n      team {\n        id\n        name\n        slug\n      }\n    }\n  }\n": typeof types.UpdateSiteDocument,
    "\n  mutation DeleteSite($teamId: ID!, $siteId: ID!, $confirmation: String!) {\n    deleteSite(teamId: $teamId, siteId: $siteId, confirmation: $confirmation)\n  }\n": typeof types.DeleteSiteDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    uuid\n    name\n    kind\n    team {\n      id\n      name\n      slug\n      organisation {\n        id\n      }\n    }\n    expiresAt\n    lastUsedAt\n    creator {\n      uuid\n      name\n      email\n    }\n    allowedIps\n    permissions\n    tokenPrefix\n    createdAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query OrganisationTokens($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      apiTokens {\n        ...ApiTokenFields\n      }\n      teams(first: 100) {\n        edges {\n          node {\n            id\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrganisationTokensDocument,
    "\n  mutation CreateApiToken($orgId: ID!, $input: ApiTokenInput!) {\n    createApiToken(orgId: $orgId, input: $input) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation UpdateApiToken($uuid: ID!, $input: ApiTokenInput!) {\n    updateApiToken(uuid: $uuid, input: $input) {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.UpdateApiTokenDocument,
    "\n  mutation DeleteApiToken($uuid: ID!) {\n    deleteApiToken(uuid: $uuid)\n  }\n": typeof types.DeleteApiTokenDocument,
    "\n  query SettingsCurrentUser {\n    currentUser {\n      uuid\n      name\n      email\n      emailVerified\n      hasPassword\n      googleConnected\n      memberships {\n        role\n        organisation {\n          id\n          name\n          slug\n          isActive\n        }\n      }\n    }\n  }\n": typeof types.SettingsCurrentUserDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uuid\n      name\n      email\n      emailVerified\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($currentPassword: String, $password: String!, $passwordConfirmation: String!) {\n    changePassword(\n      currentPassword: $currentPassword\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($confirmation: String!) {\n    deleteAccount(confirmation: $confirmation)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query PersonalTokens {\n    currentUser {\n      uuid\n      memberships {\n        role\n        organisation {\n          id\n          name\n          slug\n          isActive\n        }\n      }\n      personalTokens {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.PersonalTokensDocument,
};
const documents: Documents = {
    "\n  fragment PermissionFields on Permissions {\n    updateOrganisations\n    readSites\n    updateSites\n    createSites\n    managePageGroupings\n    manageBilling\n  }\n": types.PermissionFieldsFragmentDoc,
    "\n  fragment DeliveryFields on IntegrationDelivery {\n    uuid\n    direction\n    event\n    status\n    attempts\n    responseStatus\n    error\n    errorLabel\n    errorMessage\n    durationMs\n    createdAt\n  }\n": types.DeliveryFieldsFragmentDoc,
    "\n  fragment IntegrationFields on Integration {\n    uuid\n    provider\n    name\n    events\n    url\n    secret\n    enabled\n    hookUrl\n    settings {\n      installationId\n      repository\n      mainBranch\n      deployTrigger\n      domains\n      environments\n      branches\n      failOnUnmetBudget\n    }\n    lastDelivery {\n      ...DeliveryFields\n    }\n  }\n": types.IntegrationFieldsFragmentDoc,
    "\n  query SiteIntegrations($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    siteIntegrations(teamId: $teamId, siteId: $siteId) {\n      ...IntegrationFields\n    }\n  }\n": types.SiteIntegrationsDocument,
    "\n  query Integration($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...IntegrationFields\n      deliveries(first: 20) {\n        ...DeliveryFields\n      }\n    }\n  }\n": types.IntegrationDocument,
    "\n  query IntegrationCheckRuns($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid\n      checkRuns(first: 10) {\n        uuid\n        repository\n        pullNumber\n        headSha\n        state\n        outcome\n        conclusion\n        title\n        summary\n        updatedAt\n      }\n    }\n  }\n": types.IntegrationCheckRunsDocument,
    "\n  mutation CreateIntegration($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {\n    createIntegration(teamId: $teamId, siteId: $siteId, input: $input) {\n      ...IntegrationFields\n    }\n  }\n": types.CreateIntegrationDocument,
    "\n  mutation UpdateIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) {\n    updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      ...IntegrationFields\n    }\n  }\n": types.UpdateIntegrationDocument,
    "\n  mutation DeleteIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": types.DeleteIntegrationDocument,
    "\n  mutation SendTestIntegrationEvent($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    sendTestIntegrationEvent(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid\n    }\n  }\n": types.SendTestIntegrationEventDocument,
    "\n  query OrganisationIntegrations($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    organisationIntegrations(orgId: $orgId) {\n      uuid\n      provider\n      name\n      enabled\n      site {\n        id\n        name\n        team {\n          id\n        }\n      }\n      lastDelivery {\n        ...DeliveryFields\n      }\n    }\n  }\n": types.OrganisationIntegrationsDocument,
    "\n  query OrganisationGitHub($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    organisationGitHub(orgId: $orgId) {\n      uuid\n      settings {\n        installationId\n        installationProvedAt\n        installationAccount\n      }\n    }\n  }\n": types.OrganisationGitHubDocument,
    "\n  mutation StartGitHubConnection($orgId: ID!) {\n    startGitHubConnection(orgId: $orgId) {\n      installUrl\n    }\n  }\n": types.StartGitHubConnectionDocument,
    "\n  query NotificationSettings {\n    currentUser {\n      uuid\n      email\n      notificationSettings {\n        budgetAlerts\n        snapshotFailures\n        weeklySummary\n      }\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      budgetAlerts\n      snapshotFailures\n      weeklySummary\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query Organisation($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      slug\n      isActive\n      permissions {\n        ...PermissionFields\n      }\n    }\n  }\n": types.OrganisationDocument,
    "\n  mutation UpdateOrganisation($orgId: ID!, $input: OrganisationInput!) {\n    updateOrganisation(orgId: $orgId, input: $input) {\n      id\n      name\n      slug\n    }\n  }\n": types.UpdateOrganisationDocument,
    "\n  query OrganisationTeams($orgId: ID!, $cursor: String) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      teams(cursor: $cursor, first: 50) {\n        edges {\n          cursor\n          node {\n            id\n            name\n            slug\n            description\n            siteCount\n            memberCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.OrganisationTeamsDocument,
    "\n  query Team($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n      organisation {\n        id\n        name\n      }\n      permissions {\n        ...PermissionFields\n      }\n    }\n  }\n": types.TeamDocument,
    "\n  mutation CreateTeam($orgId: ID!, $input: TeamInput!) {\n    createTeam(orgId: $orgId, input: $input) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation UpdateTeam($teamId: ID!, $input: TeamInput!) {\n    updateTeam(teamId: $teamId, input: $input) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n    }\n  }\n": types.UpdateTeamDocument,
    "\n  mutation DeleteTeam($teamId: ID!, $confirmation: String!) {\n    deleteTeam(teamId: $teamId, confirmation: $confirmation)\n  }\n": types.DeleteTeamDocument,
    "\n  query OrganisationTeamOptions($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      teams(first: 100) {\n        edges {\n          node {\n            id\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n": types.OrganisationTeamOptionsDocument,
    "\n  query PageGroupings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    pageGroupings(teamId: $teamId, siteId: $siteId) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n": types.PageGroupingsDocument,
    "\n  mutation CreatePageGrouping($teamId: ID!, $siteId: ID!, $input: PageGroupingInput!) {\n    createPageGrouping(teamId: $teamId, siteId: $siteId, input: $input) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n": types.CreatePageGroupingDocument,
    "\n  mutation UpdatePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageGroupingInput!) {\n    updatePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n": types.UpdatePageGroupingDocument,
    "\n  mutation DeletePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deletePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": types.DeletePageGroupingDocument,
    "\n  fragment PersonFields on Person {\n    uuid\n    name\n    email\n    role\n    authenticationMethod\n    lastSeenAt\n    pendingInvitation\n    teams {\n      id\n      name\n      slug\n    }\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  query OrganisationPeople($orgId: ID!, $query: String, $cursor: String) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        updateOrganisations\n        readSites\n        updateSites\n        createSites\n        managePageGroupings\n        manageBilling\n      }\n      people(query: $query, cursor: $cursor, first: 25) {\n        edges {\n          cursor\n          node {\n            uuid\n            name\n            email\n            role\n            authenticationMethod\n            lastSeenAt\n            pendingInvitation\n            teams {\n              id\n              name\n              slug\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.OrganisationPeopleDocument,
    "\n  mutation InvitePerson($orgId: ID!, $input: InviteInput!) {\n    invitePerson(orgId: $orgId, input: $input) {\n      ...PersonFields\n    }\n  }\n": types.InvitePersonDocument,
    "\n  mutation UpdatePerson($orgId: ID!, $uuid: ID!, $input: PersonInput!) {\n    updatePerson(orgId: $orgId, uuid: $uuid, input: $input) {\n      ...PersonFields\n    }\n  }\n": types.UpdatePersonDocument,
    "\n  mutation RemovePerson($orgId: ID!, $uuid: ID!) {\n    removePerson(orgId: $orgId, uuid: $uuid)\n  }\n": types.RemovePersonDocument,
    "\n  query TeamMembers($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      organisation {\n        id\n        name\n        permissions {\n          ...PermissionFields\n        }\n      }\n      permissions {\n        ...PermissionFields\n      }\n      members {\n        ...PersonFields\n      }\n    }\n  }\n": types.TeamMembersDocument,
    "\n  mutation AddTeamMember($teamId: ID!, $personUuid: ID!) {\n    addTeamMember(teamId: $teamId, personUuid: $personUuid) {\n      id\n      memberCount\n      members {\n        ...PersonFields\n      }\n    }\n  }\n": types.AddTeamMemberDocument,
    "\n  mutation RemoveTeamMember($teamId: ID!, $personUuid: ID!) {\n    removeTeamMember(teamId: $teamId, personUuid: $personUuid) {\n      id\n      memberCount\n      members {\n        ...PersonFields\n      }\n    }\n  }\n": types.RemoveTeamMemberDocument,
    "\n  fragment DomainProofFields on SamlDomainProof {\n    state\n    provedAt\n    lastCheckedAt\n    recordType\n    recordName\n    recordValue\n  }\n": types.DomainProofFieldsFragmentDoc,
    "\n  fragment SamlConfigurationFields on SamlConfiguration {\n    emailDomain\n    idpEntityId\n    ssoUrl\n    certificateFingerprint\n    certificateExpiresAt\n    certificateSubject\n    fromMetadata\n    enabled\n    spEntityId\n    acsUrl\n    metadataUrl\n    updatedAt\n    domainProof {\n      ...DomainProofFields\n    }\n  }\n": types.SamlConfigurationFieldsFragmentDoc,
    "\n  query SamlConfiguration($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    samlConfiguration(orgId: $orgId) {\n      ...SamlConfigurationFields\n    }\n  }\n": types.SamlConfigurationDocument,
    "\n  mutation UpdateSamlConfiguration($orgId: ID!, $input: SamlConfigurationInput!) {\n    updateSamlConfiguration(orgId: $orgId, input: $input) {\n      ...SamlConfigurationFields\n    }\n  }\n": types.UpdateSamlConfigurationDocument,
    "\n  mutation DeleteSamlConfiguration($orgId: ID!) {\n    deleteSamlConfiguration(orgId: $orgId)\n  }\n": types.DeleteSamlConfigurationDocument,
    "\n  mutation CheckSamlDomain($orgId: ID!) {\n    checkSamlDomain(orgId: $orgId) {\n      emailDomain\n      domainProof {\n        ...DomainProofFields\n      }\n    }\n  }\n": types.CheckSamlDomainDocument,
    "\n  query SetupOrganisation($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      slug\n      viewerRole\n      teams(first: 1) {\n        totalCount\n        edges {\n          node {\n            id\n            name\n            siteCount\n          }\n        }\n      }\n    }\n  }\n": types.SetupOrganisationDocument,
    "\n  mutation CreateOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n      name\n      slug\n    }\n  }\n": types.CreateOrganisationDocument,
    "\n  mutation StartFirstSnapshot($teamId: ID!, $siteId: ID!) {\n    startFirstSnapshot(teamId: $teamId, siteId: $siteId) {\n      id\n      status\n    }\n  }\n": types.StartFirstSnapshotDocument,
    "\n  query SitePages($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      canonicalUrl\n      permissions {\n        ...PermissionFields\n      }\n    }\n    pages(teamId: $teamId, siteId: $siteId) {\n      uuid\n      name\n      url\n    }\n  }\n": types.SitePagesDocument,
    "\n  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {\n    createPage(teamId: $teamId, siteId: $siteId, input: $input) {\n      uuid\n      name\n      url\n    }\n  }\n": types.CreatePageDocument,
    "\n  mutation UpdatePage($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageInput!) {\n    updatePage(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      uuid\n      name\n      url\n    }\n  }\n": types.UpdatePageDocument,
    "\n  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": types.DeletePageDocument,
    "\n  fragment SiteFields on Site {\n    id\n    name\n    slug\n    canonicalUrl\n    snapshotSchedule\n    snapshotIntervalHours\n    testLocation\n    ipOption\n    formAuth {\n      url\n      formSelector\n      username\n      usernameSelector\n      passwordSelector\n      submitSelector\n      hasPassword\n    }\n  }\n": types.SiteFieldsFragmentDoc,
    "\n  query TeamSites($teamId: ID!, $sitesFilter: SitesFilter, $cursor: String) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      organisation {\n        id\n        name\n      }\n      permissions {\n        ...PermissionFields\n      }\n    }\n    sites(teamId: $teamId, sitesFilter: $sitesFilter, cursor: $cursor, first: 25) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          slug\n          canonicalUrl\n          dataSources\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.TeamSitesDocument,
    "\n  mutation CreateSite($teamId: ID!, $input: SiteInput!) {\n    createSite(teamId: $teamId, input: $input) {\n      ...SiteFields\n      team {\n        id\n        name\n        slug\n      }\n    }\n  }\n": types.CreateSiteDocument,
    "\n  query SiteSettings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      ...SiteFields\n      secret\n      permissions {\n        ...PermissionFields\n      }\n      team {\n        id\n        name\n        slug\n        organisation {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {\n    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {\n      ...SiteFields\n      team {\n        id\n        name\n        slug\n      }\n    }\n  }\n": types.UpdateSiteDocument,
    "\n  mutation DeleteSite($teamId: ID!, $siteId: ID!, $confirmation: String!) {\n    deleteSite(teamId: $teamId, siteId: $siteId, confirmation: $confirmation)\n  }\n": types.DeleteSiteDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    uuid\n    name\n    kind\n    team {\n      id\n      name\n      slug\n      organisation {\n        id\n      }\n    }\n    expiresAt\n    lastUsedAt\n    creator {\n      uuid\n      name\n      email\n    }\n    allowedIps\n    permissions\n    tokenPrefix\n    createdAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query OrganisationTokens($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      apiTokens {\n        ...ApiTokenFields\n      }\n      teams(first: 100) {\n        edges {\n          node {\n            id\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n": types.OrganisationTokensDocument,
    "\n  mutation CreateApiToken($orgId: ID!, $input: ApiTokenInput!) {\n    createApiToken(orgId: $orgId, input: $input) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation UpdateApiToken($uuid: ID!, $input: ApiTokenInput!) {\n    updateApiToken(uuid: $uuid, input: $input) {\n      ...ApiTokenFields\n    }\n  }\n": types.UpdateApiTokenDocument,
    "\n  mutation DeleteApiToken($uuid: ID!) {\n    deleteApiToken(uuid: $uuid)\n  }\n": types.DeleteApiTokenDocument,
    "\n  query SettingsCurrentUser {\n    currentUser {\n      uuid\n      name\n      email\n      emailVerified\n      hasPassword\n      googleConnected\n      memberships {\n        role\n        organisation {\n          id\n          name\n          slug\n          isActive\n        }\n      }\n    }\n  }\n": types.SettingsCurrentUserDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uuid\n      name\n      email\n      emailVerified\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($currentPassword: String, $password: String!, $passwordConfirmation: String!) {\n    changePassword(\n      currentPassword: $currentPassword\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($confirmation: String!) {\n    deleteAccount(confirmation: $confirmation)\n  }\n": types.DeleteAccountDocument,
    "\n  query PersonalTokens {\n    currentUser {\n      uuid\n      memberships {\n        role\n        organisation {\n          id\n          name\n          slug\n          isActive\n        }\n      }\n      personalTokens {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.PersonalTokensDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PermissionFields on Permissions {\n    updateOrganisations\n    readSites\n    updateSites\n    createSites\n    managePageGroupings\n    manageBilling\n  }\n"): (typeof documents)["\n  fragment PermissionFields on Permissions {\n    updateOrganisations\n    readSites\n    updateSites\n    createSites\n    managePageGroupings\n    manageBilling\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryFields on IntegrationDelivery {\n    uuid\n    direction\n    event\n    status\n    attempts\n    responseStatus\n    error\n    errorLabel\n    errorMessage\n    durationMs\n    createdAt\n  }\n"): (typeof documents)["\n  fragment DeliveryFields on IntegrationDelivery {\n    uuid\n    direction\n    event\n    status\n    attempts\n    responseStatus\n    error\n    errorLabel\n    errorMessage\n    durationMs\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntegrationFields on Integration {\n    uuid\n    provider\n    name\n    events\n    url\n    secret\n    enabled\n    hookUrl\n    settings {\n      installationId\n      repository\n      mainBranch\n      deployTrigger\n      domains\n      environments\n      branches\n      failOnUnmetBudget\n    }\n    lastDelivery {\n      ...DeliveryFields\n    }\n  }\n"): (typeof documents)["\n  fragment IntegrationFields on Integration {\n    uuid\n    provider\n    name\n    events\n    url\n    secret\n    enabled\n    hookUrl\n    settings {\n      installationId\n      repository\n      mainBranch\n      deployTrigger\n      domains\n      environments\n      branches\n      failOnUnmetBudget\n    }\n    lastDelivery {\n      ...DeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteIntegrations($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    siteIntegrations(teamId: $teamId, siteId: $siteId) {\n      ...IntegrationFields\n    }\n  }\n"): (typeof documents)["\n  query SiteIntegrations($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    siteIntegrations(teamId: $teamId, siteId: $siteId) {\n      ...IntegrationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Integration($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...IntegrationFields\n      deliveries(first: 20) {\n        ...DeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Integration($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...IntegrationFields\n      deliveries(first: 20) {\n        ...DeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntegrationCheckRuns($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid\n      checkRuns(first: 10) {\n        uuid\n        repository\n        pullNumber\n        headSha\n        state\n        outcome\n        conclusion\n        title\n        summary\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query IntegrationCheckRuns($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid\n      checkRuns(first: 10) {\n        uuid\n        repository\n        pullNumber\n        headSha\n        state\n        outcome\n        conclusion\n        title\n        summary\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIntegration($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {\n    createIntegration(teamId: $teamId, siteId: $siteId, input: $input) {\n      ...IntegrationFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIntegration($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {\n    createIntegration(teamId: $teamId, siteId: $siteId, input: $input) {\n      ...IntegrationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) {\n    updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      ...IntegrationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) {\n    updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      ...IntegrationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteIntegration($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestIntegrationEvent($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    sendTestIntegrationEvent(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestIntegrationEvent($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    sendTestIntegrationEvent(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationIntegrations($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    organisationIntegrations(orgId: $orgId) {\n      uuid\n      provider\n      name\n      enabled\n      site {\n        id\n        name\n        team {\n          id\n        }\n      }\n      lastDelivery {\n        ...DeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationIntegrations($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    organisationIntegrations(orgId: $orgId) {\n      uuid\n      provider\n      name\n      enabled\n      site {\n        id\n        name\n        team {\n          id\n        }\n      }\n      lastDelivery {\n        ...DeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationGitHub($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    organisationGitHub(orgId: $orgId) {\n      uuid\n      settings {\n        installationId\n        installationProvedAt\n        installationAccount\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationGitHub($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    organisationGitHub(orgId: $orgId) {\n      uuid\n      settings {\n        installationId\n        installationProvedAt\n        installationAccount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGitHubConnection($orgId: ID!) {\n    startGitHubConnection(orgId: $orgId) {\n      installUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartGitHubConnection($orgId: ID!) {\n    startGitHubConnection(orgId: $orgId) {\n      installUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    currentUser {\n      uuid\n      email\n      notificationSettings {\n        budgetAlerts\n        snapshotFailures\n        weeklySummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    currentUser {\n      uuid\n      email\n      notificationSettings {\n        budgetAlerts\n        snapshotFailures\n        weeklySummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      budgetAlerts\n      snapshotFailures\n      weeklySummary\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      budgetAlerts\n      snapshotFailures\n      weeklySummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organisation($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      slug\n      isActive\n      permissions {\n        ...PermissionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Organisation($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      slug\n      isActive\n      permissions {\n        ...PermissionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganisation($orgId: ID!, $input: OrganisationInput!) {\n    updateOrganisation(orgId: $orgId, input: $input) {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganisation($orgId: ID!, $input: OrganisationInput!) {\n    updateOrganisation(orgId: $orgId, input: $input) {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationTeams($orgId: ID!, $cursor: String) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      teams(cursor: $cursor, first: 50) {\n        edges {\n          cursor\n          node {\n            id\n            name\n            slug\n            description\n            siteCount\n            memberCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationTeams($orgId: ID!, $cursor: String) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      teams(cursor: $cursor, first: 50) {\n        edges {\n          cursor\n          node {\n            id\n            name\n            slug\n            description\n            siteCount\n            memberCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n      organisation {\n        id\n        name\n      }\n      permissions {\n        ...PermissionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Team($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n      organisation {\n        id\n        name\n      }\n      permissions {\n        ...PermissionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($orgId: ID!, $input: TeamInput!) {\n    createTeam(orgId: $orgId, input: $input) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($orgId: ID!, $input: TeamInput!) {\n    createTeam(orgId: $orgId, input: $input) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeam($teamId: ID!, $input: TeamInput!) {\n    updateTeam(teamId: $teamId, input: $input) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeam($teamId: ID!, $input: TeamInput!) {\n    updateTeam(teamId: $teamId, input: $input) {\n      id\n      name\n      slug\n      description\n      siteCount\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeam($teamId: ID!, $confirmation: String!) {\n    deleteTeam(teamId: $teamId, confirmation: $confirmation)\n  }\n"): (typeof documents)["\n  mutation DeleteTeam($teamId: ID!, $confirmation: String!) {\n    deleteTeam(teamId: $teamId, confirmation: $confirmation)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationTeamOptions($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      teams(first: 100) {\n        edges {\n          node {\n            id\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationTeamOptions($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      teams(first: 100) {\n        edges {\n          node {\n            id\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageGroupings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    pageGroupings(teamId: $teamId, siteId: $siteId) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n"): (typeof documents)["\n  query PageGroupings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n    }\n    pageGroupings(teamId: $teamId, siteId: $siteId) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePageGrouping($teamId: ID!, $siteId: ID!, $input: PageGroupingInput!) {\n    createPageGrouping(teamId: $teamId, siteId: $siteId, input: $input) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePageGrouping($teamId: ID!, $siteId: ID!, $input: PageGroupingInput!) {\n    createPageGrouping(teamId: $teamId, siteId: $siteId, input: $input) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageGroupingInput!) {\n    updatePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageGroupingInput!) {\n    updatePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      uuid\n      name\n      pattern\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deletePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeletePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deletePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on Person {\n    uuid\n    name\n    email\n    role\n    authenticationMethod\n    lastSeenAt\n    pendingInvitation\n    teams {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  fragment PersonFields on Person {\n    uuid\n    name\n    email\n    role\n    authenticationMethod\n    lastSeenAt\n    pendingInvitation\n    teams {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationPeople($orgId: ID!, $query: String, $cursor: String) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        updateOrganisations\n        readSites\n        updateSites\n        createSites\n        managePageGroupings\n        manageBilling\n      }\n      people(query: $query, cursor: $cursor, first: 25) {\n        edges {\n          cursor\n          node {\n            uuid\n            name\n            email\n            role\n            authenticationMethod\n            lastSeenAt\n            pendingInvitation\n            teams {\n              id\n              name\n              slug\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationPeople($orgId: ID!, $query: String, $cursor: String) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        updateOrganisations\n        readSites\n        updateSites\n        createSites\n        managePageGroupings\n        manageBilling\n      }\n      people(query: $query, cursor: $cursor, first: 25) {\n        edges {\n          cursor\n          node {\n            uuid\n            name\n            email\n            role\n            authenticationMethod\n            lastSeenAt\n            pendingInvitation\n            teams {\n              id\n              name\n              slug\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitePerson($orgId: ID!, $input: InviteInput!) {\n    invitePerson(orgId: $orgId, input: $input) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation InvitePerson($orgId: ID!, $input: InviteInput!) {\n    invitePerson(orgId: $orgId, input: $input) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePerson($orgId: ID!, $uuid: ID!, $input: PersonInput!) {\n    updatePerson(orgId: $orgId, uuid: $uuid, input: $input) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePerson($orgId: ID!, $uuid: ID!, $input: PersonInput!) {\n    updatePerson(orgId: $orgId, uuid: $uuid, input: $input) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePerson($orgId: ID!, $uuid: ID!) {\n    removePerson(orgId: $orgId, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation RemovePerson($orgId: ID!, $uuid: ID!) {\n    removePerson(orgId: $orgId, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      organisation {\n        id\n        name\n        permissions {\n          ...PermissionFields\n        }\n      }\n      permissions {\n        ...PermissionFields\n      }\n      members {\n        ...PersonFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamMembers($teamId: ID!) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      organisation {\n        id\n        name\n        permissions {\n          ...PermissionFields\n        }\n      }\n      permissions {\n        ...PermissionFields\n      }\n      members {\n        ...PersonFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamMember($teamId: ID!, $personUuid: ID!) {\n    addTeamMember(teamId: $teamId, personUuid: $personUuid) {\n      id\n      memberCount\n      members {\n        ...PersonFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamMember($teamId: ID!, $personUuid: ID!) {\n    addTeamMember(teamId: $teamId, personUuid: $personUuid) {\n      id\n      memberCount\n      members {\n        ...PersonFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($teamId: ID!, $personUuid: ID!) {\n    removeTeamMember(teamId: $teamId, personUuid: $personUuid) {\n      id\n      memberCount\n      members {\n        ...PersonFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($teamId: ID!, $personUuid: ID!) {\n    removeTeamMember(teamId: $teamId, personUuid: $personUuid) {\n      id\n      memberCount\n      members {\n        ...PersonFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DomainProofFields on SamlDomainProof {\n    state\n    provedAt\n    lastCheckedAt\n    recordType\n    recordName\n    recordValue\n  }\n"): (typeof documents)["\n  fragment DomainProofFields on SamlDomainProof {\n    state\n    provedAt\n    lastCheckedAt\n    recordType\n    recordName\n    recordValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SamlConfigurationFields on SamlConfiguration {\n    emailDomain\n    idpEntityId\n    ssoUrl\n    certificateFingerprint\n    certificateExpiresAt\n    certificateSubject\n    fromMetadata\n    enabled\n    spEntityId\n    acsUrl\n    metadataUrl\n    updatedAt\n    domainProof {\n      ...DomainProofFields\n    }\n  }\n"): (typeof documents)["\n  fragment SamlConfigurationFields on SamlConfiguration {\n    emailDomain\n    idpEntityId\n    ssoUrl\n    certificateFingerprint\n    certificateExpiresAt\n    certificateSubject\n    fromMetadata\n    enabled\n    spEntityId\n    acsUrl\n    metadataUrl\n    updatedAt\n    domainProof {\n      ...DomainProofFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SamlConfiguration($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    samlConfiguration(orgId: $orgId) {\n      ...SamlConfigurationFields\n    }\n  }\n"): (typeof documents)["\n  query SamlConfiguration($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n    }\n    samlConfiguration(orgId: $orgId) {\n      ...SamlConfigurationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSamlConfiguration($orgId: ID!, $input: SamlConfigurationInput!) {\n    updateSamlConfiguration(orgId: $orgId, input: $input) {\n      ...SamlConfigurationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSamlConfiguration($orgId: ID!, $input: SamlConfigurationInput!) {\n    updateSamlConfiguration(orgId: $orgId, input: $input) {\n      ...SamlConfigurationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSamlConfiguration($orgId: ID!) {\n    deleteSamlConfiguration(orgId: $orgId)\n  }\n"): (typeof documents)["\n  mutation DeleteSamlConfiguration($orgId: ID!) {\n    deleteSamlConfiguration(orgId: $orgId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckSamlDomain($orgId: ID!) {\n    checkSamlDomain(orgId: $orgId) {\n      emailDomain\n      domainProof {\n        ...DomainProofFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckSamlDomain($orgId: ID!) {\n    checkSamlDomain(orgId: $orgId) {\n      emailDomain\n      domainProof {\n        ...DomainProofFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupOrganisation($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      slug\n      viewerRole\n      teams(first: 1) {\n        totalCount\n        edges {\n          node {\n            id\n            name\n            siteCount\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupOrganisation($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      slug\n      viewerRole\n      teams(first: 1) {\n        totalCount\n        edges {\n          node {\n            id\n            name\n            siteCount\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFirstSnapshot($teamId: ID!, $siteId: ID!) {\n    startFirstSnapshot(teamId: $teamId, siteId: $siteId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StartFirstSnapshot($teamId: ID!, $siteId: ID!) {\n    startFirstSnapshot(teamId: $teamId, siteId: $siteId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitePages($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      canonicalUrl\n      permissions {\n        ...PermissionFields\n      }\n    }\n    pages(teamId: $teamId, siteId: $siteId) {\n      uuid\n      name\n      url\n    }\n  }\n"): (typeof documents)["\n  query SitePages($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id\n      name\n      canonicalUrl\n      permissions {\n        ...PermissionFields\n      }\n    }\n    pages(teamId: $teamId, siteId: $siteId) {\n      uuid\n      name\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {\n    createPage(teamId: $teamId, siteId: $siteId, input: $input) {\n      uuid\n      name\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {\n    createPage(teamId: $teamId, siteId: $siteId, input: $input) {\n      uuid\n      name\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePage($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageInput!) {\n    updatePage(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      uuid\n      name\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePage($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageInput!) {\n    updatePage(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {\n      uuid\n      name\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteFields on Site {\n    id\n    name\n    slug\n    canonicalUrl\n    snapshotSchedule\n    snapshotIntervalHours\n    testLocation\n    ipOption\n    formAuth {\n      url\n      formSelector\n      username\n      usernameSelector\n      passwordSelector\n      submitSelector\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  fragment SiteFields on Site {\n    id\n    name\n    slug\n    canonicalUrl\n    snapshotSchedule\n    snapshotIntervalHours\n    testLocation\n    ipOption\n    formAuth {\n      url\n      formSelector\n      username\n      usernameSelector\n      passwordSelector\n      submitSelector\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamSites($teamId: ID!, $sitesFilter: SitesFilter, $cursor: String) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      organisation {\n        id\n        name\n      }\n      permissions {\n        ...PermissionFields\n      }\n    }\n    sites(teamId: $teamId, sitesFilter: $sitesFilter, cursor: $cursor, first: 25) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          slug\n          canonicalUrl\n          dataSources\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query TeamSites($teamId: ID!, $sitesFilter: SitesFilter, $cursor: String) {\n    team(teamId: $teamId) {\n      id\n      name\n      slug\n      organisation {\n        id\n        name\n      }\n      permissions {\n        ...PermissionFields\n      }\n    }\n    sites(teamId: $teamId, sitesFilter: $sitesFilter, cursor: $cursor, first: 25) {\n      edges {\n        cursor\n        node {\n          id\n          name\n          slug\n          canonicalUrl\n          dataSources\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSite($teamId: ID!, $input: SiteInput!) {\n    createSite(teamId: $teamId, input: $input) {\n      ...SiteFields\n      team {\n        id\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSite($teamId: ID!, $input: SiteInput!) {\n    createSite(teamId: $teamId, input: $input) {\n      ...SiteFields\n      team {\n        id\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      ...SiteFields\n      secret\n      permissions {\n        ...PermissionFields\n      }\n      team {\n        id\n        name\n        slug\n        organisation {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      ...SiteFields\n      secret\n      permissions {\n        ...PermissionFields\n      }\n      team {\n        id\n        name\n        slug\n        organisation {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {\n    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {\n      ...SiteFields\n      team {\n        id\n        name\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {\n    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {\n      ...SiteFields\n      team {\n        id\n        name\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSite($teamId: ID!, $siteId: ID!, $confirmation: String!) {\n    deleteSite(teamId: $teamId, siteId: $siteId, confirmation: $confirmation)\n  }\n"): (typeof documents)["\n  mutation DeleteSite($teamId: ID!, $siteId: ID!, $confirmation: String!) {\n    deleteSite(teamId: $teamId, siteId: $siteId, confirmation: $confirmation)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    uuid\n    name\n    kind\n    team {\n      id\n      name\n      slug\n      organisation {\n        id\n      }\n    }\n    expiresAt\n    lastUsedAt\n    creator {\n      uuid\n      name\n      email\n    }\n    allowedIps\n    permissions\n    tokenPrefix\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    uuid\n    name\n    kind\n    team {\n      id\n      name\n      slug\n      organisation {\n        id\n      }\n    }\n    expiresAt\n    lastUsedAt\n    creator {\n      uuid\n      name\n      email\n    }\n    allowedIps\n    permissions\n    tokenPrefix\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationTokens($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      apiTokens {\n        ...ApiTokenFields\n      }\n      teams(first: 100) {\n        edges {\n          node {\n            id\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganisationTokens($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id\n      name\n      permissions {\n        ...PermissionFields\n      }\n      apiTokens {\n        ...ApiTokenFields\n      }\n      teams(first: 100) {\n        edges {\n          node {\n            id\n            name\n            slug\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($orgId: ID!, $input: ApiTokenInput!) {\n    createApiToken(orgId: $orgId, input: $input) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($orgId: ID!, $input: ApiTokenInput!) {\n    createApiToken(orgId: $orgId, input: $input) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApiToken($uuid: ID!, $input: ApiTokenInput!) {\n    updateApiToken(uuid: $uuid, input: $input) {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApiToken($uuid: ID!, $input: ApiTokenInput!) {\n    updateApiToken(uuid: $uuid, input: $input) {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiToken($uuid: ID!) {\n    deleteApiToken(uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteApiToken($uuid: ID!) {\n    deleteApiToken(uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsCurrentUser {\n    currentUser {\n      uuid\n      name\n      email\n      emailVerified\n      hasPassword\n      googleConnected\n      memberships {\n        role\n        organisation {\n          id\n          name\n          slug\n          isActive\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SettingsCurrentUser {\n    currentUser {\n      uuid\n      name\n      email\n      emailVerified\n      hasPassword\n      googleConnected\n      memberships {\n        role\n        organisation {\n          id\n          name\n          slug\n          isActive\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uuid\n      name\n      email\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      uuid\n      name\n      email\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String, $password: String!, $passwordConfirmation: String!) {\n    changePassword(\n      currentPassword: $currentPassword\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String, $password: String!, $passwordConfirmation: String!) {\n    changePassword(\n      currentPassword: $currentPassword\n      password: $password\n      passwordConfirmation: $passwordConfirmation\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($confirmation: String!) {\n    deleteAccount(confirmation: $confirmation)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($confirmation: String!) {\n    deleteAccount(confirmation: $confirmation)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalTokens {\n    currentUser {\n      uuid\n      memberships {\n        role\n        organisation {\n          id\n          name\n          slug\n          isActive\n        }\n      }\n      personalTokens {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonalTokens {\n    currentUser {\n      uuid\n      memberships {\n        role\n        organisation {\n          id\n          name\n          slug\n          isActive\n        }\n      }\n      personalTokens {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;