// The remote contract of mfe-crux: single-spa parcel lifecycles exposed as `./mount`. Screen key `a/b` is
// the file src/routes/a/b.tsx.
import { defineRemote } from '@pace/mfe-kit';
import { Dashboard } from './routes/crux/dashboard';
import { Metric } from './routes/crux/metric';
import { Pages } from './routes/crux/pages';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-crux',
  screens: {
    'crux/dashboard': Dashboard,
    'crux/pages': Pages,
    'crux/metric': Metric,
  },
});
