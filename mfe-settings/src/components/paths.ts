// Paths of the product (the shell's route table) built from slugs, so no screen writes a URL by hand.
const enc = encodeURIComponent;

export const paths = {
  organisation: (orgId: string) => `/organisations/${enc(orgId)}`,
  teams: (orgId: string) => `/organisations/${enc(orgId)}/teams`,
  newTeam: (orgId: string) => `/organisations/${enc(orgId)}/teams/new`,
  editTeam: (orgId: string, teamId: string) => `/organisations/${enc(orgId)}/teams/${enc(teamId)}/edit`,
  organisationSettings: (orgId: string) => `/organisations/${enc(orgId)}/settings`,
  organisationSso: (orgId: string) => `/organisations/${enc(orgId)}/sso`,
  deleteOrganisation: (orgId: string) => `/organisations/${enc(orgId)}/billing/delete`,
  usage: (orgId: string) => `/organisations/${enc(orgId)}/usage`,
  billing: (orgId: string) => `/organisations/${enc(orgId)}/billing`,
  apiTokens: (orgId: string) => `/organisations/${enc(orgId)}/api`,
  newApiToken: (orgId: string) => `/organisations/${enc(orgId)}/api/new`,
  editApiToken: (orgId: string, uuid: string) => `/organisations/${enc(orgId)}/api/${enc(uuid)}/edit`,
  people: (orgId: string) => `/organisations/${enc(orgId)}/members`,
  invitePerson: (orgId: string) => `/organisations/${enc(orgId)}/members/new`,
  editPerson: (orgId: string, uuid: string) => `/organisations/${enc(orgId)}/members/${enc(uuid)}/edit`,
  integrations: (orgId: string) => `/organisations/${enc(orgId)}/integrations`,
  teamSites: (teamId: string) => `/teams/${enc(teamId)}/sites`,
  newSite: (teamId: string) => `/teams/${enc(teamId)}/sites/new`,
  teamMembers: (teamId: string) => `/teams/${enc(teamId)}/team`,
  addTeamMember: (teamId: string) => `/teams/${enc(teamId)}/team/add`,
  site: (teamId: string, siteId: string) => `/teams/${enc(teamId)}/${enc(siteId)}`,
  siteSettings: (teamId: string, siteId: string) => `/teams/${enc(teamId)}/${enc(siteId)}/settings/general`,
  sitePages: (teamId: string, siteId: string) => `/teams/${enc(teamId)}/${enc(siteId)}/settings/pages`,
  newSitePage: (teamId: string, siteId: string) => `/teams/${enc(teamId)}/${enc(siteId)}/settings/pages/new`,
  editSitePage: (teamId: string, siteId: string, uuid: string) =>
    `/teams/${enc(teamId)}/${enc(siteId)}/settings/pages/${enc(uuid)}/edit`,
  pageGroupings: (teamId: string, siteId: string) =>
    `/teams/${enc(teamId)}/${enc(siteId)}/settings/page-groupings`,
  newPageGrouping: (teamId: string, siteId: string) =>
    `/teams/${enc(teamId)}/${enc(siteId)}/settings/page-groupings/new`,
  editPageGrouping: (teamId: string, siteId: string, uuid: string) =>
    `/teams/${enc(teamId)}/${enc(siteId)}/settings/page-groupings/${enc(uuid)}/edit`,
  profile: () => '/you/settings/profile',
  emailNotifications: () => '/you/settings/email-notifications',
  applications: () => '/you/settings/applications',
  personalTokens: () => '/you/settings/tokens',
  newPersonalToken: () => '/you/settings/tokens/new',
  editPersonalToken: (uuid: string) => `/you/settings/tokens/${enc(uuid)}/edit`,
  setup: (orgId?: string) => (orgId ? `/setup/${enc(orgId)}` : '/setup'),
  signIn: (redirectTo: string) => `/sign-in?redirect_to=${enc(redirectTo)}`,
  googleConnect: () => '/auth/google/start?connect=1',
};
