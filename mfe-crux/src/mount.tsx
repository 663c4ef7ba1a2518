// The remote contract of mfe-crux: single-spa parcel lifecycles exposed as `./mount`.
// Screens are registered here as later issues build them (one file per screen in ./routes/); until then
// the kit's placeholder shows each screen's title and the route's parameters.
import { defineRemote } from '@pace/mfe-kit';

export const { bootstrap, mount, unmount, update } = defineRemote({
  screens: {},
});
