// The operation each first screen asks for, published with the release (first-screens.json) so the
// shell sends it while this remote's code loads. Variables as the screen's own useQuery builds them.
import { defineFirstScreens } from '@pace/mfe-kit/first-screens';
import { FORM_FACTOR_VALUES } from './components/form-factors';
import { SUMMARY_QUERY } from './graphql/crux';

export default defineFirstScreens('mfe-crux', {
  // routes/crux/dashboard.tsx
  'crux/dashboard': {
    query: SUMMARY_QUERY,
    variables: {
      teamId: { param: 'teamId' },
      siteId: { param: 'siteId' },
      formFactor: { search: 'formFactor', oneOf: FORM_FACTOR_VALUES, fallback: 'ALL' },
    },
  },
});
