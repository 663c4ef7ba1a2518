// Files for `npm start` and single-machine deployments: the shell's build, the published remotes, and
// the shell's index.html for its pages: 200 for a path of its route table, 404 (with the same HTML, so
// the shell shows its not-found page) for any other path and for a share link that is not live.
import type { ReadStream, Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '@pace/platform/remotes';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { PageTable, type ScreenMatch } from './page-table.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A content hash in the file name (`123.3f9a1c2b.js`, `main-3f9a1c2b.css`, their `.map`s). */
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
/** Remote files whose names stay the same from build to build: always revalidated. */
const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
/** Paths that name a file, not a page: never answered with the shell's HTML. */
const FILE_EXTENSION = /\/[^/]*\.[a-z0-9]{1,8}$/i;
const NOT_PAGES = /^\/(api|graphql|remotes|assets|healthz)(\/|$)/;

type CachePolicy = (path: string) => string;

/**
 * Sends `path` from under `root` with the given caching and a validator (ETag, Last-Modified), answering
 * 304 when the client's copy is current. False when there is no such file.
 */
async function sendFile(
  ctx: Context,
  root: string,
  path: string,
  cachePolicy: CachePolicy,
  headers: Record<string, string> = {},
): Promise<boolean> {
  let served: string | undefined;
  try {
    served = await send(ctx, path, {
      root,
      hidden: false,
      setHeaders: (res: ServerResponse, file: string, stats: Stats) => {
        res.setHeader('Cache-Control', cachePolicy(file.replace(/\.(br|gz)$/, '')));
        res.setHeader('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`);
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      },
    });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
  if (!served) return false; // a directory, or a hidden file
  if (ctx.fresh) {
    (ctx.body as ReadStream).destroy();
    ctx.body = null;
    ctx.status = 304;
  }
  return true;
}

const shellPolicy: CachePolicy = (file) => (file.includes('/assets/') ? IMMUTABLE : REVALIDATE);

const remotePolicy: CachePolicy = (file) => {
  const name = basename(file);
  return !REMOTE_ENTRY_FILES.has(name) && HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
};

/** GET /remotes/<name>/<version>/<file>: a published remote build, readable from any origin. */
export function remoteFiles(remotesDir: string): Middleware {
  return async (ctx, next) => {
    const match = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const [, name, rawVersion, file] = match as unknown as [string, string, string, string];
    const version = safeDecode(rawVersion);
    const valid =
      REMOTE_NAME_PATTERN.test(name) && version && VERSION_PATTERN.test(version) && !version.includes('..');
    const found =
      valid &&
      (await sendFile(ctx, `${remotesDir}/${name}/${version}`, file, remotePolicy, {
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      }));
    if (!found) notFound(ctx);
  };
}

export interface ShellPageChecks {
  /** Whether a share link (test uuid and token) is live. */
  liveShareLink(uuid: string, token: string): Promise<boolean>;
  /** `Link` header values that fetch the first screen of `remote` with its page (system/remote-preloads). */
  remotePreloads(remote: string): Promise<string[]>;
  /**
   * The `Link` value that fetches the first operation the screen's release declares for this page (its
   * search parameters as the page's URL has them), or null when it declares none or the page does not
   * give its variables.
   */
  firstScreenData(screen: ScreenMatch, search: Record<string, string>): Promise<string | null>;
  /**
   * Whether the request carries a session cookie: without one, a page that needs signing in is a
   * redirect to the sign-in page (so it is never hinted: the code, about 60 KB, would be wasted).
   */
  hasSession(ctx: Context): boolean;
}

/** The shell's files; then, for pages, its index.html; everything else is a real 404. */
export function shellFiles(shellDist: string, checks: ShellPageChecks): Middleware {
  let table: Promise<PageTable | null> | undefined;
  // Read once the build is there (npm start builds the shell while the bff starts).
  const pageTable = () =>
    (table ??= PageTable.load(shellDist).then((loaded) => {
      if (!loaded) table = undefined;
      return loaded;
    }));
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const pageRequest = isPageRequest(ctx);
    const session = checks.hasSession(ctx);
    if (pageRequest && !session) {
      const to = signInFirst(ctx, await pageTable());
      if (to) {
        ctx.set('Cache-Control', 'no-store');
        ctx.set('Vary', 'Cookie');
        ctx.redirect(to);
        return;
      }
    }
    const path = ctx.path === '/' ? '/index.html' : ctx.path;
    if (!NOT_PAGES.test(path) || path.startsWith('/assets/')) {
      if (await sendFile(ctx, shellDist, path, shellPolicy)) return;
    }
    if (pageRequest) {
      const page = await pageOf(ctx, await pageTable(), checks);
      if (!page.found) ctx.status = 404;
      // The hints depend on the session cookie: a shared cache keeps one answer per cookie.
      const headers: Record<string, string> = { Vary: 'Cookie' };
      if (page.preloads.length) headers.Link = page.preloads.join(', ');
      const policy = () => (page.found ? REVALIDATE : 'no-store');
      if (await sendFile(ctx, shellDist, 'index.html', policy, headers)) return;
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain';
      ctx.body = 'The shell is not built: run `npm run build -w shell` (npm start does it).\n';
      return;
    }
    return next();
  };
}

/**
 * Where someone with no session cookie at all goes instead of a page that needs signing in (`/` and every
 * remote's screen but the share report): the sign-in page, coming back afterwards, as the shell's own
 * gate would send them (shell/src/session/signInGate.ts), without loading the shell and asking the bff
 * who they are first. A cookie that is no longer a session still gets the page: the shell finds out.
 */
function signInFirst(ctx: Context, table: PageTable | null): string | null {
  if (ctx.path === '/') return '/sign-in';
  const match = table?.match(ctx.path);
  if (match?.kind !== 'page' || !match.remote) return null;
  return `/sign-in?redirect_to=${encodeURIComponent(ctx.url)}`;
}

/** Whether the path is a page, and for a remote's page the files and data its first screen needs. */
async function pageOf(
  ctx: Context,
  table: PageTable | null,
  checks: ShellPageChecks,
): Promise<{ found: boolean; preloads: string[] }> {
  if (!table) return { found: true, preloads: [] };
  const match = table.match(ctx.path);
  if (match.kind === 'report')
    return { found: await checks.liveShareLink(match.uuid, match.token), preloads: [] };
  if (match.kind === 'unknown') return { found: false, preloads: [] };
  if (!match.remote) return { found: true, preloads: [] };
  const loader = table.loader.map((file) => `<${file}>; rel=preload; as=script`);
  // A hint is only a hint: without one the screen loads its code (and asks for its data) as before.
  const search = searchOf(ctx);
  const [data, remote] = await Promise.all([
    match.screen && search ? checks.firstScreenData(match.screen, search).catch(() => null) : null,
    checks.remotePreloads(match.remote).catch(() => []),
  ]);
  // The data first: it takes the bff longest to answer.
  return { found: true, preloads: [...(data ? [data] : []), ...loader, ...remote] };
}

/** The page's search parameters; null when one is given twice (the router's reading of that is its own). */
function searchOf(ctx: Context): Record<string, string> | null {
  const search: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.query)) {
    if (typeof value !== 'string') return null;
    search[name] = value;
  }
  return search;
}

/** A browser navigating to a page: it asks for HTML, and the path is neither an API nor a file. */
function isPageRequest(ctx: Context): boolean {
  return (
    /\btext\/html\b/.test(ctx.get('Accept')) && !NOT_PAGES.test(ctx.path) && !FILE_EXTENSION.test(ctx.path)
  );
}

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/plain';
  ctx.body = 'Not found\n';
}

/** The end of the chain: a plain 404 for files and pages, a typed JSON error for the API. */
export function finalNotFound(): Middleware {
  return async (ctx) => {
    if (/^\/(api|graphql)(\/|$)/.test(ctx.path)) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { error: { code: 'NOT_FOUND', message: `No such API route: ${ctx.method} ${ctx.path}` } };
      return;
    }
    notFound(ctx);
  };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
