// The remote contract of mfe-settings: single-spa parcel lifecycles exposed as `./mount`. Screen key `a/b`
// is the file src/routes/a/b.tsx.
import { defineRemote } from '@pace/mfe-kit';
import { ApiTokens } from './routes/organisation/api';
import { EditApiToken } from './routes/organisation/api/edit';
import { NewApiToken } from './routes/organisation/api/new';
import { OrganisationGitHub } from './routes/organisation/github';
import { OrganisationIntegrations } from './routes/organisation/integrations';
import { People } from './routes/organisation/members';
import { EditPerson } from './routes/organisation/members/edit';
import { InvitePerson } from './routes/organisation/members/new';
import { OrganisationSettings } from './routes/organisation/settings';
import { OrganisationSso } from './routes/organisation/sso';
import { OrganisationTeams } from './routes/organisation/teams';
import { EditTeam } from './routes/organisation/teams/edit';
import { NewTeam } from './routes/organisation/teams/new';
import { SiteGeneralSettings } from './routes/settings/general';
import { SiteIntegrations } from './routes/settings/integrations';
import { EditIntegration } from './routes/settings/integrations/edit';
import { EditIntegration as EditCodeHostIntegration } from './routes/settings/integrations/github/edit';
import { NewIntegration } from './routes/settings/integrations/new';
import { PageGroupings } from './routes/settings/page-groupings';
import { EditPageGrouping } from './routes/settings/page-groupings/edit';
import { NewPageGrouping } from './routes/settings/page-groupings/new';
import { SitePages } from './routes/settings/pages';
import { EditSitePage } from './routes/settings/pages/edit';
import { NewSitePage } from './routes/settings/pages/new';
import { Setup } from './routes/setup';
import { TeamMembers } from './routes/team/members';
import { AddTeamMember } from './routes/team/members/add';
import { TeamSites } from './routes/team/sites';
import { NewSite } from './routes/team/sites/new';
import { Applications } from './routes/user/applications';
import { EmailNotifications } from './routes/user/email-notifications';
import { Profile } from './routes/user/profile';
import { PersonalTokens } from './routes/user/tokens';
import { EditPersonalToken } from './routes/user/tokens/edit';
import { NewPersonalToken } from './routes/user/tokens/new';

export const { bootstrap, mount, unmount, update } = defineRemote({
  remote: 'mfe-settings',
  screens: {
    'organisation/teams': OrganisationTeams,
    'organisation/teams/new': NewTeam,
    'organisation/teams/edit': EditTeam,
    'organisation/settings': OrganisationSettings,
    'organisation/sso': OrganisationSso,
    'organisation/api': ApiTokens,
    'organisation/api/new': NewApiToken,
    'organisation/api/edit': EditApiToken,
    'organisation/members': People,
    'organisation/members/new': InvitePerson,
    'organisation/members/edit': EditPerson,
    'organisation/integrations': OrganisationIntegrations,
    'organisation/github': OrganisationGitHub,
    'team/sites': TeamSites,
    'team/sites/new': NewSite,
    'team/members': TeamMembers,
    'team/members/add': AddTeamMember,
    'settings/general': SiteGeneralSettings,
    'settings/pages': SitePages,
    'settings/pages/new': NewSitePage,
    'settings/pages/edit': EditSitePage,
    'settings/page-groupings': PageGroupings,
    'settings/page-groupings/new': NewPageGrouping,
    'settings/page-groupings/edit': EditPageGrouping,
    'settings/integrations': SiteIntegrations,
    'settings/integrations/new': NewIntegration,
    'settings/integrations/edit': EditIntegration,
    'settings/integrations/github/edit': EditCodeHostIntegration,
    'user/profile': Profile,
    'user/email-notifications': EmailNotifications,
    'user/applications': Applications,
    'user/tokens': PersonalTokens,
    'user/tokens/new': NewPersonalToken,
    'user/tokens/edit': EditPersonalToken,
    setup: Setup,
  },
});
