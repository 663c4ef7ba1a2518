// The operation each first screen asks for, published with the release (first-screens.json) so the
// shell sends it while this remote's code loads. Variables as the screen's own useQuery builds them.
import { defineFirstScreens } from '@pace/mfe-kit/first-screens';
import { PULSE, TEST_QUERY } from './graphql/synthetic';

export default defineFirstScreens('mfe-synthetic', {
  // routes/pulse.tsx
  pulse: { query: PULSE, variables: { teamId: { param: 'teamId' }, siteId: { param: 'siteId' } } },
  // routes/test.tsx (a test detail, opened from a snapshot, a notification or a pull request's link)
  'snapshots/$snapshotId/tests/$testId': {
    query: TEST_QUERY,
    variables: { teamId: { param: 'teamId' }, siteId: { param: 'siteId' }, uuid: { param: 'testId' } },
  },
});
