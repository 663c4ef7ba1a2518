// A site's privacy rules for paths and query strings, applied by the agent before a beacon leaves the
// browser and again by the bff when the beacon arrives (a page whose embed code predates a rule change is
// scrubbed all the same). The same code on both sides, so they cannot disagree; no imports, so the agent
// bundle stays small.
//
// A path rule is the path as it should be stored, segment by segment: `:name` stands for any one segment
// and is stored as `:name`; `*` stands for any one segment and keeps it; anything else must be equal.
// Neither takes an empty segment: the home page `/` is no `/:page`.
// `/users/:id/orders` turns `/users/123/orders` into `/users/:id/orders`. No regular expressions: a rule
// is compared segment by segment, so no rule can inject a pattern or make matching slow.

/** Path rules split once into their segments. */
export type PathRules = string[][];

/** Rules as stored (validated and normalised by the bff: no trailing slash, percent-encoded). */
export const compilePathRules = (rules: readonly string[]): PathRules => rules.map((rule) => rule.split('/'));

/**
 * The path with the first matching rule applied (rules in their order), else unchanged. A trailing slash
 * does not change which rule matches, and is kept. Segments are compared as the URL encodes them, so an
 * encoded slash (`%2F`) stays inside its segment.
 */
export function scrubPath(path: string, rules: PathRules): string {
  const slash = path.length > 1 && path.endsWith('/') ? '/' : '';
  const parts = (slash ? path.slice(0, -1) : path).split('/');
  for (const rule of rules)
    if (
      rule.length === parts.length &&
      rule.every(
        (segment, i) => segment === parts[i] || (!!parts[i] && (segment === '*' || segment[0] === ':')),
      )
    )
      return rule.map((segment, i) => (segment === '*' ? parts[i] : segment)).join('/') + slash;
  return path;
}

/** The query string (with or without its `?`) with only the allowed parameters, in their order; '' for none. */
export function keepQuery(search: string, allowed: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search))
    if (allowed.indexOf(name) >= 0) kept.append(name, value);
  return `${kept}`;
}
