// The RUM screens' filters (device, browser, country, page grouping, navigation and connection type), any
// of them together, kept in the URL's search parameters under the filter's name (`?device=mobile&country=DE`)
// so that a filtered view can be bookmarked or sent; the RUM screens' links carry them along.
import { searchWith, useRemote } from '@pace/mfe-kit';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { RUM_FILTER_OPTIONS } from '../graphql/rum';
import { countryName, type Period, useSite } from './common';
import styles from './rum.module.css';

export const FILTER_TYPES = [
  'device',
  'browser',
  'country',
  'pageGrouping',
  'navigationType',
  'connectionType',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export type Filters = Partial<Record<FilterType, string>>;

const LABELS: Record<FilterType, string> = {
  device: 'Device',
  browser: 'Browser',
  country: 'Country',
  pageGrouping: 'Page grouping',
  navigationType: 'Navigation',
  connectionType: 'Connection',
};

/** The spec's device filters ('all' is no filter). */
const DEVICES: [string, string][] = [
  ['desktop', 'Desktop'],
  ['tablet', 'Tablet'],
  ['mobile', 'Mobile'],
  ['android', 'Android'],
  ['ios', 'iOS'],
  ['smart_tv', 'Smart TV'],
  ['unknown', 'Unknown'],
];
const NAVIGATIONS: [string, string][] = [
  ['navigate', 'Navigate'],
  ['reload', 'Reload'],
  ['back_forward', 'Back or forward'],
  ['back_forward_cache', 'Back/forward cache'],
  ['prerender', 'Prerender'],
  ['restore', 'Restore'],
];
const CONNECTIONS: [string, string][] = [
  ['4g', '4G'],
  ['3g', '3G'],
  ['2g', '2G'],
  ['slow-2g', 'Slow 2G'],
  ['unknown', 'Unknown'],
];

/** The filters of the URL, a setter for one of them, and the search string that carries them on links. */
export function useFilters() {
  const { route, navigate } = useRemote();
  const { search } = route;
  const filters = useMemo(() => {
    const found: Filters = {};
    for (const type of FILTER_TYPES) {
      const value = search[type];
      if (value != null && value !== '' && !(type === 'device' && value === 'all'))
        found[type] = String(value);
    }
    return found;
  }, [search]);
  const setFilters = useCallback(
    (changes: Partial<Record<FilterType, string | null>>) =>
      navigate(`${route.path}${searchWith(search, changes)}`, { replace: true }),
    [navigate, route.path, search],
  );
  /** '?device=mobile…' for a link to another RUM screen with the same filters ('' without any). */
  const carried = searchWith({}, filters);
  const active = Object.keys(filters).length > 0;
  return { filters, setFilters, carried, active } as const;
}

/** The filter bar: one labelled select per filter type, and a way to clear them all. */
export function FilterBar({ period }: { period: Period }) {
  const { teamId, siteId } = useSite();
  const { filters, setFilters, active } = useFilters();
  const [{ data }] = useQuery({
    query: RUM_FILTER_OPTIONS,
    variables: { teamId, siteId, period },
    pause: !teamId,
  });
  const seen = (dimension: string) =>
    data?.rumAudience.dimensions
      .find((entry) => entry.dimension === dimension)
      ?.segments.map((segment) => segment.value)
      .filter((value) => value !== '' && value !== '(other)') ?? [];
  const options: Record<FilterType, [string, string][]> = {
    device: DEVICES,
    browser: seen('browserName').map((name) => [name, name]),
    country: seen('countryCode')
      .map((code): [string, string] => [code, countryName(code)])
      .sort((a, b) => a[1].localeCompare(b[1])),
    pageGrouping: (data?.pageGroupings ?? []).map(({ name }) => [name, name]),
    navigationType: NAVIGATIONS,
    connectionType: CONNECTIONS,
  };
  return (
    <fieldset className={styles.filterBar} data-testid="rum-filters">
      <legend className={styles.visuallyHidden}>Filters</legend>
      {FILTER_TYPES.map((type) => {
        const value = filters[type] ?? '';
        // A value from a link that this period has not seen is still shown as chosen.
        const choices =
          value && !options[type].some(([key]) => key === value)
            ? [...options[type], [value, value]]
            : options[type];
        return (
          <label key={type} className={styles.filter}>
            <span className={styles.muted}>{LABELS[type]}</span>
            <select
              className={styles.select}
              value={value}
              data-active={value ? '' : undefined}
              onChange={(event) => setFilters({ [type]: event.target.value || null })}
              data-testid={`rum-filter-${type}`}
            >
              <option value="">{type === 'device' ? 'All devices' : 'All'}</option>
              {choices.map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      {active ? (
        <button
          type="button"
          className={styles.clearFilters}
          onClick={() => setFilters(Object.fromEntries(FILTER_TYPES.map((type) => [type, null])))}
          data-testid="rum-filters-clear"
        >
          Clear filters
        </button>
      ) : null}
    </fieldset>
  );
}
