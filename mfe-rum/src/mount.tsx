// The remote contract of mfe-rum: single-spa parcel lifecycles exposed as `./mount`. Its screens are the
// files of src/routes/ (key `a/$b` is `src/routes/a/$b.tsx`, each exporting its screen as default), all
// in the mount chunk: the RUM screens are small and a visit moves between them.
import { defineRemote } from '@pace/mfe-kit';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-rum',
  routes: import.meta.webpackContext('./routes', { recursive: true, regExp: /\.tsx$/, mode: 'sync' }),
});
