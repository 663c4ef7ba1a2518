// The remote contract of mfe-rum: single-spa parcel lifecycles exposed as `./mount`. Screen key `a/b` is
// the file src/routes/a/b.tsx.
import { defineRemote } from '@pace/mfe-kit';
import { Audience } from './routes/rum/audience';
import { Dashboard } from './routes/rum/dashboard';
import { Metric } from './routes/rum/metric';
import { Pages } from './routes/rum/pages';
import { Settings } from './routes/rum/settings';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-rum',
  screens: {
    'rum/dashboard': Dashboard,
    'rum/pages': Pages,
    'rum/metric': Metric,
    'rum/audience': Audience,
    'rum/settings': Settings,
  },
});
