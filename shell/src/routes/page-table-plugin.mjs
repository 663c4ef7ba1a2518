// Build wiring of the route table for the server: dist/routes.json lists every path pattern of the
// shell's table (./table.ts), so the bff answers a path no route matches with a real 404 (and checks a
// share link before answering 200) without importing the shell. Written at each build: it cannot drift.
import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';

export const PAGE_TABLE_FILE = 'routes.json';

export class PageTablePlugin {
  /** @param {{ table: string }} options the route table module (TypeScript), absolute */
  constructor(options) {
    this.table = options.table;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PageTablePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(this.table);
          const { ROUTES, REPORT } = await tsImport(this.table, import.meta.url);
          const table = { paths: ROUTES.map((route) => route.path), report: REPORT };
          compilation.emitAsset(PAGE_TABLE_FILE, new rspack.sources.RawSource(`${JSON.stringify(table)}\n`));
        },
      );
    });
  }
}
