// What every CrUX screen reads from the route: the site, where its CrUX screens live, and the form
// factor (kept in the URL's `formFactor` search parameter so a link shows the same view).
import { useRemote, useSearchChoice } from '@pace/mfe-kit';
import { FORM_FACTOR_VALUES } from './form-factors';

export { FORM_FACTORS } from './form-factors';

export function useCruxRoute() {
  const { route } = useRemote();
  const teamId = route.params.teamId ?? '';
  const siteId = route.params.siteId ?? '';
  // Other parameters (the history chart's period and average) stay as they are.
  const [formFactor, choose] = useSearchChoice('formFactor', FORM_FACTOR_VALUES, 'ALL');
  // Inside the share report the shell gives the report's address: its CrUX children live there.
  const base = route.params.base
    ? `${route.params.base}/crux`
    : `/teams/${encodeURIComponent(teamId)}/${encodeURIComponent(siteId)}/crux`;
  const query = formFactor === 'ALL' ? '' : `?formFactor=${formFactor}`;
  return {
    teamId,
    siteId,
    /** Inside the public share report there is no team or site in the route. */
    inSite: Boolean(teamId && siteId),
    formFactor,
    setFormFactor: choose,
    paths: {
      dashboard: `${base}/dashboard${query}`,
      pages: `${base}/pages${query}`,
      metric: (key: string) => `${base}/metrics/${key}${query}`,
    },
  };
}
