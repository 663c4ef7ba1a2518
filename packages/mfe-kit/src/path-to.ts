// Links from the route manifest: `pathTo('rum/metrics/$metricName', { teamId, siteId, metricName })`.
// The key names the route, the parameters its pattern asks for are checked by the typecheck, and each is
// URL-encoded, so no screen writes a URL by hand.
import type { PathOf, RouteKey, RouteParams } from './routes';

/** Search parameters of a link; an undefined value is left out. */
export type SearchParams = Readonly<Record<string, string | undefined>>;

/**
 * The first segments of the paths outside a site. A key is its path without the leading `/`, or under a
 * site without `/teams/$teamId/$siteId/`: so the key tells its pattern without the manifest, which the
 * remotes then do not carry (the manifest test checks this for every route).
 */
const TOP_LEVEL: ReadonlySet<string> = new Set([
  ...['', 'sign-in', 'sign-up', 'sign-out', 'forgot-password', 'reset-password', 'verify-email'],
  ...['admin', 'home', 'contact', 'docs', 'changelog', 'pricing'],
  ...['organisations', 'teams', 'you', 'setup', 'tests'],
]);

type HasParams<K extends RouteKey> = [keyof RouteParams<K>] extends [never] ? false : true;

/** The parameters (and search) a key asks for: none for a path without `$name` segments. */
export type PathArgs<K extends RouteKey> =
  HasParams<K> extends true
    ? [params: RouteParams<K>, search?: SearchParams]
    : [params?: Readonly<Record<string, never>>, search?: SearchParams];

/** Fills a pattern's `$name` segments with the given parameters (URL-encoded). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/\$([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** `?a=1&b=2` from the defined values, each encoded as `encodeURIComponent` does; '' for none. */
export function searchString(search: SearchParams = {}): string {
  const pairs = Object.entries(search).flatMap(([name, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The path pattern of a route key, e.g. `/teams/$teamId/$siteId/pulse` for `pulse`. */
export function patternOf<K extends RouteKey>(key: K): PathOf<K> {
  const first = key.split('/', 1)[0] ?? '';
  return (TOP_LEVEL.has(first) ? `/${key}` : `/teams/$teamId/$siteId/${key}`) as PathOf<K>;
}

/** The URL of a route: its pattern filled with `params`, then `search`. */
export function pathTo<K extends RouteKey>(key: K, ...[params, search]: PathArgs<K>): string {
  return `${fillPattern(patternOf(key), (params ?? {}) as Record<string, string>)}${searchString(search)}`;
}
