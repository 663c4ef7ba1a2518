// The remote contract of mfe-billing: single-spa parcel lifecycles exposed as `./mount`. Screen key `a/b`
// is the file src/routes/a/b.tsx.
import { defineRemote } from '@pace/mfe-kit';
import { Overview } from './routes/organisation/billing';
import { CancelSubscription } from './routes/organisation/billing/cancel';
import { DeleteOrganisation } from './routes/organisation/billing/delete';
import { Invoices } from './routes/organisation/billing/invoices';
import { Pause } from './routes/organisation/billing/pause';
import { Payment } from './routes/organisation/billing/payment';
import { Plan } from './routes/organisation/billing/plan';
import { Usage } from './routes/organisation/usage';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-billing',
  screens: {
    'organisation/billing': Overview,
    'organisation/billing/payment': Payment,
    'organisation/billing/invoices': Invoices,
    'organisation/billing/plan': Plan,
    'organisation/billing/pause': Pause,
    'organisation/billing/cancel': CancelSubscription,
    'organisation/billing/delete': DeleteOrganisation,
    'organisation/usage': Usage,
  },
});
