// The remote contract of mfe-settings: single-spa parcel lifecycles exposed as `./mount`. Its screens are
// the files of src/routes/ (key `a/$b` is `src/routes/a/$b.tsx`, each exporting its screen as default).
// Each is a chunk of its own, loaded when a route first shows it, except the team's sites list: the
// first screen after signing in comes with the mount, no second trip.
import { defineRemote } from '@pace/mfe-kit';
import TeamSites from './routes/teams/$teamId/sites';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-settings',
  routes: import.meta.webpackContext('./routes', { recursive: true, regExp: /\.tsx$/, mode: 'lazy' }),
  first: { 'teams/$teamId/sites': TeamSites },
});
