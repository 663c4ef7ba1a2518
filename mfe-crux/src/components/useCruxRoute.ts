// What every CrUX screen reads from the route: the site, where its CrUX screens live, and the form
// factor (kept in the URL's `formFactor` search parameter so a link shows the same view).
import { pathTo, type SearchParams, useRemote, useSearchChoice } from '@pace/mfe-kit';
import { FORM_FACTOR_VALUES } from './form-factors';

export { FORM_FACTORS } from './form-factors';

export function useCruxRoute() {
  const { route } = useRemote();
  const teamId = route.params.teamId ?? '';
  const siteId = route.params.siteId ?? '';
  // Other parameters (the history chart's period and average) stay as they are.
  const [formFactor, choose] = useSearchChoice('formFactor', FORM_FACTOR_VALUES, 'ALL');
  const search: SearchParams = formFactor === 'ALL' ? {} : { formFactor };
  // Inside the share report its CrUX children live under the report's address.
  const { uuid = '', shareToken = '' } = route.params;
  const paths = shareToken
    ? {
        dashboard: pathTo('tests/$uuid/$shareToken/crux/dashboard', { uuid, shareToken }, search),
        pages: pathTo('tests/$uuid/$shareToken/crux/pages', { uuid, shareToken }, search),
        metric: (metricName: string) =>
          pathTo(
            'tests/$uuid/$shareToken/crux/metrics/$metricName',
            { uuid, shareToken, metricName },
            search,
          ),
      }
    : {
        dashboard: pathTo('crux/dashboard', { teamId, siteId }, search),
        pages: pathTo('crux/pages', { teamId, siteId }, search),
        metric: (metricName: string) =>
          pathTo('crux/metrics/$metricName', { teamId, siteId, metricName }, search),
      };
  return {
    teamId,
    siteId,
    /** Inside the public share report there is no team or site in the route. */
    inSite: Boolean(teamId && siteId),
    formFactor,
    setFormFactor: choose,
    paths,
  };
}
