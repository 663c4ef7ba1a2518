// A site's privacy rules on the server: what the RUM settings accept (every rule checked, normalised the
// way browsers write paths, counted and measured: they travel in the embed code, and no rule may be slow
// to apply), and the path and query rules applied again to every beacon at collection, so a page whose
// embed code predates a rule change stores no more than the rules allow. The matching itself is
// @pace/rum-agent/privacy, the same code the embed script runs.
import { BadUserInputError } from '@pace/platform/errors';
import { type Beacon, MAX_PATH_LENGTH } from '@pace/rum-agent/beacon';
import { compilePathRules, keepQuery, type PathRules, scrubPath } from '@pace/rum-agent/privacy';
import { parse as parseSelector } from 'css-what';

export const MAX_PATH_RULES = 30;
export const MAX_PATH_RULE_LENGTH = 200;
export const MAX_QUERY_PARAMETERS = 30;
export const MAX_QUERY_PARAMETER_LENGTH = 100;
export const MAX_NEVER_RECORDED_SELECTORS = 30;
export const MAX_SELECTOR_LENGTH = 200;

export interface PrivacyRules {
  pathRules: string[];
  queryParameters: string[];
  neverRecordedSelectors: string[];
}

const PLACEHOLDER = /^:[A-Za-z_][A-Za-z0-9_]*$/;

/** Resolves `.` and `..` segments and percent-encodes what a browser's location.pathname would. */
const browserPath = (path: string) => new URL(path, 'http://rules.invalid').pathname;

/**
 * A path rule as the script and the collection compare it (percent-encoded, no trailing slash), or why it
 * is refused. Spec of a rule: @pace/rum-agent/privacy.
 */
export function normalisePathRule(rule: string): { rule: string } | { problem: string } {
  if (!rule.startsWith('/')) return { problem: `A path rule starts with /: ${rule}` };
  if (rule.length > MAX_PATH_RULE_LENGTH)
    return { problem: `A path rule is at most ${MAX_PATH_RULE_LENGTH} characters: ${rule.slice(0, 40)}…` };
  if (/[?#\s]/.test(rule)) return { problem: `A path rule is a path, without spaces, ? or #: ${rule}` };
  let path = browserPath(rule);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const segments = path.split('/').slice(1);
  for (const segment of segments) {
    if (segment.startsWith(':') && !PLACEHOLDER.test(segment))
      return { problem: `A placeholder is : and a name of letters, digits and _, like :id: ${rule}` };
    if (segment !== '*' && segment.includes('*'))
      return { problem: `* stands for a whole path segment, like /shop/*/orders/:id: ${rule}` };
  }
  if (!segments.some((segment) => segment.startsWith(':')))
    return {
      problem: `A path rule needs a :name segment for the part it hides, like /users/:id/orders: ${rule}`,
    };
  if (path.length > MAX_PATH_RULE_LENGTH)
    return { problem: `A path rule is at most ${MAX_PATH_RULE_LENGTH} characters: ${rule.slice(0, 40)}…` };
  return { rule: path };
}

/** Why a query parameter name is refused, or null. Names are compared as URLSearchParams decodes them. */
export function queryParameterProblem(name: string): string | null {
  if (name.length > MAX_QUERY_PARAMETER_LENGTH)
    return `A query parameter name is at most ${MAX_QUERY_PARAMETER_LENGTH} characters: ${name.slice(0, 40)}…`;
  if (/[\s&=#?"'<>`]/.test(name))
    return `A query parameter name has no spaces, &, =, #, ?, quotes or angle brackets: ${name}`;
  return null;
}

const COMBINATORS = new Set(['child', 'parent', 'sibling', 'adjacent', 'descendant', 'column-combinator']);

/** Why a CSS selector is refused, or null (parsed by css-what; the browser is stricter still). */
export function selectorProblem(selector: string): string | null {
  if (selector.length > MAX_SELECTOR_LENGTH)
    return `A selector is at most ${MAX_SELECTOR_LENGTH} characters: ${selector.slice(0, 40)}…`;
  let parsed: ReturnType<typeof parseSelector>;
  try {
    parsed = parseSelector(selector);
  } catch (error) {
    return `Not a CSS selector (${(error as Error).message}): ${selector}`;
  }
  for (const tokens of parsed) {
    const first = tokens[0];
    const last = tokens.at(-1);
    if (!first || !last || COMBINATORS.has(first.type) || COMBINATORS.has(last.type))
      return `Not a CSS selector (it starts or ends with a combinator, or is empty): ${selector}`;
    for (const token of tokens) {
      if (token.type === 'parent' || token.type === 'column-combinator')
        return `Not a CSS selector (${token.type === 'parent' ? '<' : '||'} is not CSS): ${selector}`;
      if (token.type === 'pseudo-element')
        return `A pseudo-element (::${token.name}) is not an element of the page: ${selector}`;
      if (token.type === 'attribute' && (token.name === 'id' || token.name === 'class') && token.value === '')
        return `Not a CSS selector (an empty # or .): ${selector}`;
    }
  }
  return null;
}

/** Blank entries dropped, duplicates dropped (the first kept), at most `max`. */
function listOf(entries: readonly string[], max: number, field: string, what: string): string[] {
  const list = [...new Set(entries.map((entry) => entry.trim()).filter(Boolean))];
  if (list.length > max) throw new BadUserInputError(`At most ${max} ${what}`, { field });
  return list;
}

/** The rules as given to updateRumSettings, checked and normalised; a refusal names its field. */
export function validatePrivacyRules(input: Partial<PrivacyRules>): Partial<PrivacyRules> {
  const rules: Partial<PrivacyRules> = {};
  if (input.pathRules) {
    const normalised = listOf(input.pathRules, MAX_PATH_RULES, 'pathRules', 'path rules').map((rule) => {
      const result = normalisePathRule(rule);
      if ('problem' in result) throw new BadUserInputError(result.problem, { field: 'pathRules' });
      return result.rule;
    });
    rules.pathRules = [...new Set(normalised)];
  }
  if (input.queryParameters) {
    const names = listOf(input.queryParameters, MAX_QUERY_PARAMETERS, 'queryParameters', 'query parameters');
    for (const name of names) {
      const problem = queryParameterProblem(name);
      if (problem) throw new BadUserInputError(problem, { field: 'queryParameters' });
    }
    rules.queryParameters = names;
  }
  if (input.neverRecordedSelectors) {
    const field = 'neverRecordedSelectors';
    const selectors = listOf(input.neverRecordedSelectors, MAX_NEVER_RECORDED_SELECTORS, field, 'selectors');
    for (const selector of selectors) {
      const problem = selectorProblem(selector);
      if (problem) throw new BadUserInputError(problem, { field });
    }
    rules.neverRecordedSelectors = selectors;
  }
  return rules;
}

/** What collection applies to each beacon of a site, compiled once per settings read. */
export interface CollectionPrivacy {
  pathRules: PathRules;
  queryParameters: readonly string[];
}

export const collectionPrivacy = (rules: Pick<PrivacyRules, 'pathRules' | 'queryParameters'>) => ({
  pathRules: compilePathRules(rules.pathRules),
  queryParameters: rules.queryParameters,
});

/**
 * The beacon with the site's path rules applied and only its allowed query parameters (none: no query).
 * The same beacon object when there is nothing to change.
 */
export function applyPrivacyRules(beacon: Beacon, privacy: CollectionPrivacy): Beacon {
  const path = privacy.pathRules.length
    ? scrubPath(beacon.path, privacy.pathRules).slice(0, MAX_PATH_LENGTH)
    : beacon.path;
  const query = beacon.query && keepQuery(beacon.query, privacy.queryParameters);
  if (path === beacon.path && query === beacon.query) return beacon;
  const { query: _dropped, ...rest } = beacon;
  return query ? { ...rest, path, query } : { ...rest, path };
}

/** The path under which RUM stores visits of `url` (a synthetic page's address): its rules applied. */
export function fieldPathOf(url: string, pathRules: readonly string[]): string | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  return pathRules.length ? scrubPath(path, compilePathRules(pathRules)).slice(0, MAX_PATH_LENGTH) : path;
}
