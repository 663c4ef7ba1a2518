// What every CrUX screen reads from the route: the site, where its CrUX screens live, and the form
// factor (kept in the URL's `formFactor` search parameter so a link shows the same view).
import type { RemoteProps } from '@pace/mfe-kit';
import { useCallback, useState } from 'react';
import type { FormFactor } from '../graphql/crux';

export const FORM_FACTORS: readonly { value: FormFactor; label: string }[] = [
  { value: 'ALL', label: 'All devices' },
  { value: 'PHONE', label: 'Phone' },
  { value: 'DESKTOP', label: 'Desktop' },
];

const isFormFactor = (value: unknown): value is FormFactor => FORM_FACTORS.some((f) => f.value === value);

export function useCruxRoute({ route, navigate }: RemoteProps) {
  const teamId = route.params.teamId ?? '';
  const siteId = route.params.siteId ?? '';
  const fromUrl = route.search.formFactor;
  const [formFactor, setFormFactor] = useState<FormFactor>(isFormFactor(fromUrl) ? fromUrl : 'ALL');
  const choose = useCallback(
    (next: FormFactor) => {
      setFormFactor(next);
      // Other parameters (the history chart's period and average) stay as they are.
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(route.search)) {
        if (name !== 'formFactor' && value != null) params.set(name, String(value));
      }
      if (next !== 'ALL') params.set('formFactor', next);
      const search = params.toString();
      navigate(search ? `${route.path}?${search}` : route.path, { replace: true });
    },
    [navigate, route.path, route.search],
  );
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
