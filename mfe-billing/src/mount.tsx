// The remote contract of mfe-billing: single-spa parcel lifecycles exposed as `./mount`.
// One screen per file in ./routes/, registered under its key in the shell's route table.
import { defineRemote } from '@pace/mfe-kit';
import { screen } from './components/remote';
import { CancelSubscription, DeleteOrganisation } from './routes/CloseAccount';
import { Invoices } from './routes/Invoices';
import { Overview } from './routes/Overview';
import { Pause } from './routes/Pause';
import { Payment } from './routes/Payment';
import { Plan } from './routes/Plan';
import { Usage } from './routes/Usage';

export const { bootstrap, mount, unmount, update } = defineRemote({
  remote: 'mfe-billing',
  screens: {
    'organisation/billing': screen(Overview),
    'organisation/billing/payment': screen(Payment),
    'organisation/billing/invoices': screen(Invoices),
    'organisation/billing/plan': screen(Plan),
    'organisation/billing/pause': screen(Pause),
    'organisation/billing/cancel': screen(CancelSubscription),
    'organisation/billing/delete': screen(DeleteOrganisation),
    'organisation/usage': screen(Usage),
  },
});
