// The operation each first screen asks for, published with the release (first-screens.json) so the
// shell sends it while this remote's code loads. Variables as the screen's own useQuery builds them.
import { defineFirstScreens } from '@pace/mfe-kit/first-screens';
import { PERIOD_KEYS } from './components/periods';
import { RUM_DASHBOARD } from './graphql/rum';

export default defineFirstScreens('mfe-rum', {
  // routes/rum/dashboard.tsx without filters in the URL (a filter there: no prefetch).
  'rum/dashboard': {
    query: RUM_DASHBOARD,
    variables: {
      teamId: { param: 'teamId' },
      siteId: { param: 'siteId' },
      period: { search: 'period', oneOf: PERIOD_KEYS, fallback: 'last_7_days' },
      filters: { value: {} },
    },
  },
});
