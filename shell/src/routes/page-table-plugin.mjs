// Build wiring of the route manifest for the server: dist/routes.json lists every path pattern of the
// manifest (@pace/mfe-kit's src/routes.ts), so the bff answers a path no route matches with a real 404 (and checks a
// share link before answering 200) without importing the shell. Written at each build: it cannot drift.
// It also names the remote and screen key of each remote route and the files of the shell's remote loader chunk, so the
// bff can tell the browser to fetch a remote screen's code and data with the page (preload hints).
import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';

export const PAGE_TABLE_FILE = 'routes.json';

export class PageTablePlugin {
  /**
   * @param {{ table: string, loaderChunk: string }} options the route manifest module (TypeScript), absolute;
   *   the name of the chunk that loads remotes (its webpackChunkName)
   */
  constructor(options) {
    this.table = options.table;
    this.loaderChunk = options.loaderChunk;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PageTablePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(this.table);
          const { ROUTES, REPORT } = await tsImport(this.table, import.meta.url);
          const remoteRoutes = ROUTES.filter((route) => route.kind === 'remote');
          const remotes = Object.fromEntries(remoteRoutes.map((route) => [route.path, route.remote]));
          const screens = Object.fromEntries(remoteRoutes.map((route) => [route.path, route.screen]));
          const table = {
            paths: ROUTES.map((route) => route.path),
            report: REPORT,
            remotes,
            screens,
            loader: this.loaderFiles(compilation),
          };
          compilation.emitAsset(PAGE_TABLE_FILE, new rspack.sources.RawSource(`${JSON.stringify(table)}\n`));
        },
      );
    });
  }

  /** The script files of the loader chunk's group (its split-off vendor chunk too), as served paths. */
  loaderFiles(compilation) {
    const group = compilation.namedChunkGroups.get(this.loaderChunk);
    if (!group) throw new Error(`No chunk named ${this.loaderChunk}: RemoteSlot's import names it`);
    const publicPath = compilation.outputOptions.publicPath;
    return group.chunks
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => file.endsWith('.js'))
      .map((file) => `${publicPath}${file}`);
  }
}
