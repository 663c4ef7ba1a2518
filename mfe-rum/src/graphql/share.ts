// The RUM dashboard as the public share report reads it: of the settings only whether data is collected
// (the bff's share scope refuses the site key, embed code and origins).
import { RUM_DASHBOARD } from './rum';

export const SHARED_RUM_DASHBOARD = RUM_DASHBOARD.replace(
  /settings \{[^}]*\}/,
  'settings { state waitingForData firstBeaconAt }',
);
