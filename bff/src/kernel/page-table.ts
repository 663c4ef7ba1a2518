// The shell's route table as the server sees it (dist/routes.json, written by the shell's build): which
// paths are pages at all, and which are a share report, whose link must be live for the page to be
// found. Everything else is answered 404 with the shell's not-found page. It also says which remote shows
// a page and which files load remotes, for the page's preload hints.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PAGE_TABLE_FILE = 'routes.json';

interface TableFile {
  paths: string[];
  report: string;
  /** Path pattern → the remote that shows it (remote routes only). */
  remotes?: Record<string, string>;
  /** Path pattern → the screen key its remote shows (remote routes only). */
  screens?: Record<string, string>;
  /** The shell's remote loader chunk files, as served paths. */
  loader?: string[];
}

/** A remote's screen on a path: its key and the path's parameters (decoded), as the router has them. */
export interface ScreenMatch {
  remote: string;
  screen: string;
  params: Record<string, string>;
}

export type PageMatch =
  | { kind: 'page'; remote: string | null; screen: ScreenMatch | null }
  | { kind: 'report'; uuid: string; token: string }
  /** No route of the table has this path. */
  | { kind: 'unknown' };

/** The pattern as a regular expression source: `$name` segments match one non-empty segment. */
function patternSource(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
}

export class PageTable {
  private readonly pages: {
    pattern: RegExp;
    names: string[];
    fixedSegments: number;
    remote: string | null;
    screen: string | null;
  }[];
  private readonly report: RegExp;
  /** The files that load remotes: worth fetching with any page a remote shows. */
  readonly loader: readonly string[];

  constructor(table: TableFile) {
    // A trailing slash is the same page, as the router has it.
    this.pages = table.paths.map((path) => ({
      pattern: new RegExp(`^${patternSource(path)}/?$`),
      names: path.split('/').flatMap((segment) => (segment.startsWith('$') ? [segment.slice(1)] : [])),
      fixedSegments: path.split('/').filter((segment) => segment && !segment.startsWith('$')).length,
      remote: table.remotes?.[path] ?? null,
      screen: table.screens?.[path] ?? null,
    }));
    this.report = new RegExp(`^${patternSource(table.report)}(?:/.*)?$`);
    this.loader = table.loader ?? [];
  }

  match(path: string): PageMatch {
    // Where patterns overlap (`/teams/$teamId/sites` and `/teams/$teamId/$siteId`), the one with more
    // fixed segments wins, as in the router.
    const page = this.pages
      .filter(({ pattern }) => pattern.test(path))
      .sort((a, b) => b.fixedSegments - a.fixedSegments)[0];
    if (!page) return { kind: 'unknown' };
    const report = this.report.exec(path);
    if (report) return { kind: 'report', uuid: safeDecode(report[1]), token: safeDecode(report[2]) };
    const values = page.pattern.exec(path)!.slice(1);
    const params = Object.fromEntries(page.names.map((name, index) => [name, safeDecode(values[index])]));
    const screen = page.remote && page.screen ? { remote: page.remote, screen: page.screen, params } : null;
    return { kind: 'page', remote: page.remote, screen };
  }

  /**
   * The table of a shell build, read once. A build from before the table was written (no routes.json)
   * gets null: every path is then a page, as it was.
   */
  static async load(shellDist: string): Promise<PageTable | null> {
    let text: string;
    try {
      text = await readFile(join(shellDist, PAGE_TABLE_FILE), 'utf8');
    } catch {
      return null;
    }
    const table = JSON.parse(text) as TableFile;
    if (!Array.isArray(table.paths) || typeof table.report !== 'string') {
      throw new Error(`${PAGE_TABLE_FILE} of the shell build is not a route table`);
    }
    return new PageTable(table);
  }
}

function safeDecode(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return '';
  }
}
