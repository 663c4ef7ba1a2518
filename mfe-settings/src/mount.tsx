// The remote contract of mfe-settings: single-spa parcel lifecycles exposed as `./mount`.
// One screen per file in ./routes/ (integrations: ./screens/integrations/), registered under its key in
// the shell's route table.
import { defineRemote } from '@pace/mfe-kit';
import { screen } from './components/remote';
import { ApiTokens, EditApiToken, NewApiToken } from './routes/ApiTokens';
import { Applications } from './routes/Applications';
import { EmailNotifications } from './routes/EmailNotifications';
import { OrganisationSettings } from './routes/OrganisationSettings';
import { OrganisationSso } from './routes/OrganisationSso';
import { OrganisationTeams } from './routes/OrganisationTeams';
import { EditPageGrouping, NewPageGrouping, PageGroupings } from './routes/PageGroupings';
import { People } from './routes/People';
import { EditPersonalToken, NewPersonalToken, PersonalTokens } from './routes/PersonalTokens';
import { EditPerson, InvitePerson } from './routes/PersonForm';
import { Profile } from './routes/Profile';
import { Setup } from './routes/Setup';
import { NewSite, SiteGeneralSettings } from './routes/SiteForms';
import { EditSitePage, NewSitePage, SitePages } from './routes/SitePages';
import { EditTeam, NewTeam } from './routes/TeamForm';
import { AddTeamMember, TeamMembers } from './routes/TeamMembers';
import { TeamSites } from './routes/TeamSites';
import { EditIntegration, NewIntegration } from './screens/integrations/IntegrationForm';
import { OrganisationGitHub } from './screens/integrations/OrganisationGitHub';
import { OrganisationIntegrations } from './screens/integrations/OrganisationIntegrations';
import { SiteIntegrations } from './screens/integrations/SiteIntegrations';

export const { bootstrap, mount, unmount, update } = defineRemote({
  remote: 'mfe-settings',
  screens: {
    'organisation/teams': screen(OrganisationTeams),
    'organisation/teams/new': screen(NewTeam),
    'organisation/teams/edit': screen(EditTeam),
    'organisation/settings': screen(OrganisationSettings),
    'organisation/sso': screen(OrganisationSso),
    'organisation/api': screen(ApiTokens),
    'organisation/api/new': screen(NewApiToken),
    'organisation/api/edit': screen(EditApiToken),
    'organisation/members': screen(People),
    'organisation/members/new': screen(InvitePerson),
    'organisation/members/edit': screen(EditPerson),
    'team/sites': screen(TeamSites),
    'team/sites/new': screen(NewSite),
    'team/members': screen(TeamMembers),
    'team/members/add': screen(AddTeamMember),
    'settings/general': screen(SiteGeneralSettings),
    'settings/pages': screen(SitePages),
    'settings/pages/new': screen(NewSitePage),
    'settings/pages/edit': screen(EditSitePage),
    'settings/page-groupings': screen(PageGroupings),
    'settings/page-groupings/new': screen(NewPageGrouping),
    'settings/page-groupings/edit': screen(EditPageGrouping),
    'settings/integrations': screen(SiteIntegrations),
    'settings/integrations/new': screen(NewIntegration),
    'settings/integrations/edit': screen(EditIntegration),
    'settings/integrations/github/edit': screen(EditIntegration),
    'organisation/integrations': screen(OrganisationIntegrations),
    'organisation/github': screen(OrganisationGitHub),
    'user/profile': screen(Profile),
    'user/email-notifications': screen(EmailNotifications),
    'user/applications': screen(Applications),
    'user/tokens': screen(PersonalTokens),
    'user/tokens/new': screen(NewPersonalToken),
    'user/tokens/edit': screen(EditPersonalToken),
    setup: screen(Setup),
  },
});
