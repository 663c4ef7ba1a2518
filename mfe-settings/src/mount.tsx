// The remote contract of mfe-settings: single-spa parcel lifecycles exposed as `./mount`. Screen key `a/b`
// is the file src/routes/a/b.tsx. Each screen is a chunk of its own, loaded when a route first shows it,
// except the team's sites list: the first screen after signing in comes with the mount, no second trip.
import { defineRemote, lazyScreen } from '@pace/mfe-kit';
import { TeamSites } from './routes/team/sites';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-settings',
  screens: {
    'organisation/teams': lazyScreen(() => import('./routes/organisation/teams'), 'OrganisationTeams'),
    'organisation/teams/new': lazyScreen(() => import('./routes/organisation/teams/new'), 'NewTeam'),
    'organisation/teams/edit': lazyScreen(() => import('./routes/organisation/teams/edit'), 'EditTeam'),
    'organisation/settings': lazyScreen(
      () => import('./routes/organisation/settings'),
      'OrganisationSettings',
    ),
    'organisation/sso': lazyScreen(() => import('./routes/organisation/sso'), 'OrganisationSso'),
    'organisation/api': lazyScreen(() => import('./routes/organisation/api'), 'ApiTokens'),
    'organisation/api/new': lazyScreen(() => import('./routes/organisation/api/new'), 'NewApiToken'),
    'organisation/api/edit': lazyScreen(() => import('./routes/organisation/api/edit'), 'EditApiToken'),
    'organisation/members': lazyScreen(() => import('./routes/organisation/members'), 'People'),
    'organisation/members/new': lazyScreen(() => import('./routes/organisation/members/new'), 'InvitePerson'),
    'organisation/members/edit': lazyScreen(() => import('./routes/organisation/members/edit'), 'EditPerson'),
    'organisation/integrations': lazyScreen(
      () => import('./routes/organisation/integrations'),
      'OrganisationIntegrations',
    ),
    'organisation/github': lazyScreen(() => import('./routes/organisation/github'), 'OrganisationGitHub'),
    'team/sites': TeamSites,
    'team/sites/new': lazyScreen(() => import('./routes/team/sites/new'), 'NewSite'),
    'team/members': lazyScreen(() => import('./routes/team/members'), 'TeamMembers'),
    'team/members/add': lazyScreen(() => import('./routes/team/members/add'), 'AddTeamMember'),
    'settings/general': lazyScreen(() => import('./routes/settings/general'), 'SiteGeneralSettings'),
    'settings/pages': lazyScreen(() => import('./routes/settings/pages'), 'SitePages'),
    'settings/pages/new': lazyScreen(() => import('./routes/settings/pages/new'), 'NewSitePage'),
    'settings/pages/edit': lazyScreen(() => import('./routes/settings/pages/edit'), 'EditSitePage'),
    'settings/page-groupings': lazyScreen(() => import('./routes/settings/page-groupings'), 'PageGroupings'),
    'settings/page-groupings/new': lazyScreen(
      () => import('./routes/settings/page-groupings/new'),
      'NewPageGrouping',
    ),
    'settings/page-groupings/edit': lazyScreen(
      () => import('./routes/settings/page-groupings/edit'),
      'EditPageGrouping',
    ),
    'settings/integrations': lazyScreen(() => import('./routes/settings/integrations'), 'SiteIntegrations'),
    'settings/integrations/new': lazyScreen(
      () => import('./routes/settings/integrations/new'),
      'NewIntegration',
    ),
    'settings/integrations/edit': lazyScreen(
      () => import('./routes/settings/integrations/edit'),
      'EditIntegration',
    ),
    'settings/integrations/github/edit': lazyScreen(
      () => import('./routes/settings/integrations/github/edit'),
      'EditIntegration',
    ),
    'user/profile': lazyScreen(() => import('./routes/user/profile'), 'Profile'),
    'user/email-notifications': lazyScreen(
      () => import('./routes/user/email-notifications'),
      'EmailNotifications',
    ),
    'user/applications': lazyScreen(() => import('./routes/user/applications'), 'Applications'),
    'user/tokens': lazyScreen(() => import('./routes/user/tokens'), 'PersonalTokens'),
    'user/tokens/new': lazyScreen(() => import('./routes/user/tokens/new'), 'NewPersonalToken'),
    'user/tokens/edit': lazyScreen(() => import('./routes/user/tokens/edit'), 'EditPersonalToken'),
    setup: lazyScreen(() => import('./routes/setup'), 'Setup'),
  },
});
