// The remote contract of mfe-synthetic: single-spa parcel lifecycles exposed as `./mount`. Its screens are
// the files of src/routes/ (key `a/$b` is `src/routes/a/$b.tsx`, each exporting its screen as default).
// Each is a chunk of its own, loaded when a route first shows it, except the pulse: a site's first
// screen comes with the mount, no second trip. The share report's screens (tests/…) are mounted read-only.
import { defineRemote } from '@pace/mfe-kit';
import Pulse from './routes/pulse';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-synthetic',
  routes: import.meta.webpackContext('./routes', { recursive: true, regExp: /\.tsx$/, mode: 'lazy' }),
  first: { pulse: Pulse },
});
