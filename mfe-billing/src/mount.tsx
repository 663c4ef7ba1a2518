// The remote contract of mfe-billing: single-spa parcel lifecycles exposed as `./mount`. Its screens are
// the files of src/routes/ (key `a/$b` is `src/routes/a/$b.tsx`, each exporting its screen as default),
// all in the mount chunk.
import { defineRemote } from '@pace/mfe-kit';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-billing',
  routes: import.meta.webpackContext('./routes', { recursive: true, regExp: /\.tsx$/, mode: 'sync' }),
});
