// The remote contract of mfe-rum: single-spa parcel lifecycles exposed as `./mount`, one screen per route.
import { defineRemote } from '@pace/mfe-kit';
import { Audience } from './routes/Audience';
import { Dashboard } from './routes/Dashboard';
import { Metric } from './routes/Metric';
import { Pages } from './routes/Pages';
import { Settings } from './routes/Settings';

export const { bootstrap, mount, unmount, update } = defineRemote({
  screens: {
    'rum/dashboard': Dashboard,
    'rum/pages': Pages,
    'rum/metric': Metric,
    'rum/audience': Audience,
    'rum/settings': Settings,
  },
});
