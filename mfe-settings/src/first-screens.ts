// The operation each first screen asks for, published with the release (first-screens.json) so the
// shell sends it while this remote's code loads. Variables as the screen's own useQuery builds them.
import { defineFirstScreens } from '@pace/mfe-kit/first-screens';
import { TEAM_SITES } from './graphql/sites';

export default defineFirstScreens('mfe-settings', {
  // routes/team/sites.tsx unfiltered, first page (a name, source or cursor in the URL: no prefetch).
  'teams/$teamId/sites': {
    query: TEAM_SITES,
    variables: { teamId: { param: 'teamId' }, sitesFilter: { value: {} }, cursor: { value: null } },
  },
});
