// The route manifest against the remotes' files: key `a/$b` of a remote is its file `src/routes/a/$b.tsx`
// and the other way round, each route file is its screen (a default export, not a re-export nor a wrapper
// that only renders an imported component), and each remote registers exactly its files. Plus `pathTo`:
// typed parameters, encoded values, search.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  type KeyOf,
  pathTo,
  patternOf,
  REMOTE_NAMES,
  ROUTES,
  type RouteEntry,
  type RouteKey,
  type RouteParams,
  screenKeyOfFile,
  screenKeysOf,
} from '../src';

const root = join(import.meta.dirname, '../../..');
const routes: readonly RouteEntry[] = ROUTES;

/** Every file under a remote's src/routes/, relative to it (`rum/metrics/$metricName.tsx`). */
function routeFiles(remote: string): string[] {
  const dir = join(root, remote, 'src/routes');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const source = (remote: string, file: string) => readFileSync(join(root, remote, 'src/routes', file), 'utf8');

/**
 * A route file that only renders an imported component without props (`return <Teams />;` and nothing
 * else but imports and comments): the screen lives somewhere else, and the file is a wrapper of it.
 */
function isWrapper(text: string): boolean {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^import\s[\s\S]*?\sfrom\s+'[^']+';$/gm, '')
    .trim();
  return /^export default function \w+\(\)\s*\{\s*return\s*\(?\s*<([A-Z][\w.]*)\s*(\/>|>\s*<\/\1>)\s*\)?;?\s*\}$/.test(
    code,
  );
}

/** Wrappers that are still to become their screens; the list may only shrink. */
const WRAPPERS_TO_MOVE: Readonly<Record<string, readonly string[]>> = {
  // The share report's overview is the test screen read-only: one screen under two keys, which a
  // contract-1 remote still tells apart (report/overview and test).
  'mfe-synthetic': ['tests/$uuid/$shareToken/overview.tsx'],
};

describe.each(REMOTE_NAMES)('%s: route files', (remote) => {
  const files = routeFiles(remote);

  test('every screen key of the manifest has its file, and every file a key', () => {
    expect(files.map((file) => screenKeyOfFile(`./${file}`)).sort()).toEqual(screenKeysOf(remote).sort());
  });

  test('holds only screens (.tsx): helpers live in src/components/', () => {
    expect(files.filter((file) => !file.endsWith('.tsx'))).toEqual([]);
  });

  test.each(files)('%s exports its screen as default, and is not a re-export', (file) => {
    const text = source(remote, file);
    expect(text).toMatch(/^export default function \w+\(\)/m);
    expect(text).not.toMatch(/^export\s+(\*|\{[^}]*\})\s+from\s/m);
  });

  test('its route files are screens, not wrappers that render a component of components/', () => {
    const wrappers = files.filter((file) => isWrapper(source(remote, file)));
    expect(wrappers).toEqual([...(WRAPPERS_TO_MOVE[remote] ?? [])].sort());
  });

  // defineRemote registers the files of src/routes/ (import.meta.webpackContext): nothing to list by hand.
  test('registers its screens from its route files', () => {
    const mount = readFileSync(join(root, remote, 'src/mount.tsx'), 'utf8');
    expect(mount).toContain(`remote: '${remote}'`);
    expect(mount).toMatch(
      /routes: import\.meta\.webpackContext\('\.\/routes', \{ recursive: true, regExp: \/\\\.tsx\$\/, mode: '(sync|lazy)' \}\)/,
    );
  });
});

describe('the wrapper check', () => {
  test('refuses a file that only renders an imported component, and takes a screen or a component with props', () => {
    const wrapper = [
      '// Screen: the teams.',
      "import { Teams } from '../components/Teams';",
      '',
      'export default function TeamsScreen() {',
      '  return <Teams />;',
      '}',
    ].join('\n');
    expect(isWrapper(wrapper)).toBe(true);
    expect(isWrapper(wrapper.replace('<Teams />', '(\n    <Teams></Teams>\n  )'))).toBe(true);
    expect(isWrapper(wrapper.replace('<Teams />', '<Teams tab="seo" />'))).toBe(false);
    expect(
      isWrapper(wrapper.replace('return <Teams />;', 'const props = useRemote();\n  return <Teams />;')),
    ).toBe(false);
  });
});

describe('the route manifest', () => {
  test('a route key is its path without the leading slash, and under a site without the site', () => {
    for (const route of routes) {
      const expected = route.path.startsWith('/teams/$teamId/$siteId/')
        ? route.path.slice('/teams/$teamId/$siteId/'.length)
        : route.path.slice(1);
      expect(route.key).toBe(expected);
    }
  });

  test('a screen is its route, but for the aliases that show another route of the same remote', () => {
    const aliases = routes.flatMap((route) =>
      route.kind === 'remote' && route.screen !== route.key ? [[route.path, route.screen]] : [],
    );
    expect(aliases).toEqual([
      ['/setup/$orgId', 'setup'],
      ['/tests/$uuid/$shareToken', 'tests/$uuid/$shareToken/overview'],
      ['/tests/$uuid/$shareToken/rum', 'rum/dashboard'],
      ['/tests/$uuid/$shareToken/rum/dashboard', 'rum/dashboard'],
      ['/tests/$uuid/$shareToken/crux', 'crux/dashboard'],
      ['/tests/$uuid/$shareToken/crux/dashboard', 'crux/dashboard'],
      ['/tests/$uuid/$shareToken/crux/pages', 'crux/pages'],
      ['/tests/$uuid/$shareToken/crux/metrics/$metricName', 'crux/metrics/$metricName'],
    ]);
  });

  test('redirects go to routes of the manifest', () => {
    const keys = new Set(routes.map((route) => route.key));
    const targets = routes.flatMap((route) => (route.kind === 'redirect' ? [route.to] : []));
    expect(targets.filter((to) => !keys.has(to))).toEqual([]);
  });

  test("pathTo tells each key's pattern (without reading the manifest)", () => {
    for (const route of routes) expect(patternOf(route.key as RouteKey)).toBe(route.path);
  });

  test('has no key twice', () => {
    const keys = routes.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('pathTo', () => {
  test('fills the parameters, URL-encoded', () => {
    expect(pathTo('rum/metrics/$metricName', { teamId: 'a b', siteId: 'shop/eu', metricName: 'lcp' })).toBe(
      '/teams/a%20b/shop%2Feu/rum/metrics/lcp',
    );
    expect(pathTo('organisations/$orgId/billing/cancel', { orgId: 'acme' })).toBe(
      '/organisations/acme/billing/cancel',
    );
    expect(pathTo('you/settings/profile')).toBe('/you/settings/profile');
    expect(pathTo('')).toBe('/');
  });

  test('adds the search parameters that have a value', () => {
    expect(pathTo('sign-in', {}, { redirect_to: '/teams/a/b?x=1', unused: undefined })).toBe(
      '/sign-in?redirect_to=%2Fteams%2Fa%2Fb%3Fx%3D1',
    );
  });

  test('the typecheck holds a link to its route and parameters', () => {
    const typed: RouteParams<'rum/metrics/$metricName'> = { teamId: 't', siteId: 's', metricName: 'cls' };
    const key: KeyOf<'/teams/$teamId/$siteId/pulse'> = 'pulse';
    expect(pathTo('pulse', { teamId: 't', siteId: 's' })).toBe('/teams/t/s/pulse');
    expect(typed.metricName).toBe('cls');
    expect(key).toBe('pulse');
    const misuses = () => [
      // @ts-expect-error: a parameter is missing
      pathTo('rum/metrics/$metricName', { teamId: 't', siteId: 's' }),
      // @ts-expect-error: no such route
      pathTo('rum/metric', { teamId: 't', siteId: 's' }),
      // @ts-expect-error: the route has parameters
      pathTo('teams/$teamId/sites'),
    ];
    expect(misuses).toBeTypeOf('function');
  });
});
