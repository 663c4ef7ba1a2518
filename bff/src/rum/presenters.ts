// The RUM area's presenters: what the settings service returns, as the API shows it. (The reports
// arrive from @pace/rum already in their API shape.)
import { collectedFields } from './collected-fields.ts';
import type { RumSettingsView } from './settings-service.ts';

/** The parent of RumSettings' fields: the site's settings as the service reads them. */
export type RumSettingsParent = RumSettingsView;

export const presentRumSettings = {
  collectedFields: (settings: RumSettingsParent) => collectedFields(settings),
};
