// The remote contract of mfe-settings: single-spa parcel lifecycles exposed as `./mount`.
// One screen per file in ./routes/, registered under its key in the shell's route table. Screens of
// this remote that another issue builds (integrations, site pages) keep the kit's placeholder.
import { defineRemote } from '@pace/mfe-kit';
import { screen } from './components/remote';
import { OrganisationTeams } from './routes/OrganisationTeams';

export const { bootstrap, mount, unmount, update } = defineRemote({
  screens: {
    'organisation/teams': screen(OrganisationTeams),
  },
});
