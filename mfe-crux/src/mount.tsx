// The remote contract of mfe-crux: single-spa parcel lifecycles exposed as `./mount`, one screen per file
// in ./routes/.
import { defineRemote } from '@pace/mfe-kit';
import { Dashboard } from './routes/Dashboard';
import { Metric } from './routes/Metric';
import { Pages } from './routes/Pages';

export const { bootstrap, mount, unmount, update } = defineRemote({
  screens: {
    'crux/dashboard': Dashboard,
    'crux/pages': Pages,
    'crux/metric': Metric,
  },
});
