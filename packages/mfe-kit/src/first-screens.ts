// The data a remote's first screen needs, declared by the remote so the shell can ask for it while the
// remote's code is still loading (issue 23: the query used to wait for the entry and the screen chunk).
// A remote writes `src/first-screens.ts` with `defineFirstScreens`; its build publishes the declarations
// as `first-screens.json` beside mf-manifest.json (operation text, not code), the bff's manifest carries
// them, and the shell turns a route into the operation's variables with `firstScreenVariables`.
// No React and no urql here: the shell's initial JavaScript reads this module. The published shape
// (FirstScreenQuery) is part of the contract (./contract.ts).
import type { FirstScreenQuery, RemoteName, RouteInfo, VariableSource } from './contract';
import type { ScreenKey } from './routes';

/** What a remote declares: the screen's own document (AST or text) and where its variables come from. */
export interface FirstScreenDeclaration {
  query: unknown;
  variables: Readonly<Record<string, VariableSource>>;
}

/** `first-screens.json` of a release: screen key → its first operation. */
export interface FirstScreensFile {
  screens: Record<string, FirstScreenQuery>;
}

export const FIRST_SCREENS_FILE = 'first-screens.json';

/** Only the screen keys the remote registers can be declared. */
export function defineFirstScreens<R extends RemoteName>(
  _remote: R,
  screens: Partial<Record<ScreenKey<R>, FirstScreenDeclaration>>,
) {
  return screens as Partial<Record<string, FirstScreenDeclaration>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The variables the screen will ask with on `route`, or null when the declaration cannot tell: a missing
 * route parameter, a search parameter it does not map (the screen's own logic would take it into
 * account), or a malformed declaration. Null means no prefetch; the screen asks on its own.
 */
export function firstScreenVariables(
  declared: unknown,
  route: Pick<RouteInfo, 'params' | 'search'>,
): Record<string, unknown> | null {
  if (!isRecord(declared) || typeof declared.query !== 'string' || !isRecord(declared.variables)) return null;
  const mapped = new Set<string>();
  const variables: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(declared.variables)) {
    if (!isRecord(source)) return null;
    if (typeof source.param === 'string') {
      const value = route.params[source.param];
      if (!value) return null;
      variables[name] = value;
    } else if (typeof source.search === 'string' && Array.isArray(source.oneOf)) {
      mapped.add(source.search);
      const raw = String(route.search[source.search] ?? '');
      variables[name] = source.oneOf.includes(raw) ? raw : source.fallback;
    } else if ('value' in source) {
      variables[name] = source.value;
    } else {
      return null;
    }
  }
  for (const key of Object.keys(route.search)) if (!mapped.has(key)) return null;
  return variables;
}

/**
 * The GET request of a first screen's operation: the shell's prefetch sends it and the bff names it in
 * the page's preload hints, and a preload is only used by a fetch of the very same URL, so both spell it
 * with this function (GraphQL over HTTP's GET: parameters in the query string, variables as JSON).
 */
export function firstScreenRequestUrl(query: string, variables: Record<string, unknown>): string {
  const operationName = /^\s*query\s+(\w+)/.exec(query)?.[1];
  const params = new URLSearchParams(operationName ? { operationName } : {});
  params.set('query', query);
  params.set('variables', JSON.stringify(variables));
  return `/graphql?${params}`;
}
