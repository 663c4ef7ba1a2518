// Build wiring of the service worker: once the shell's files have their content hashes, write their
// list into sw.js (in place of __PACE_PRECACHE__), so each build's worker precaches exactly its files.
// sw.js itself keeps a fixed name: browsers look for updates at /sw.js.
import { rspack } from '@rspack/core';

const PLACEHOLDER = '__PACE_PRECACHE__';

export class PrecacheManifestPlugin {
  /** @param {{ worker: string }} options the service worker's output file name (`sw.js`) */
  constructor(options) {
    this.worker = options.worker;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecacheManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const worker = compilation.getAsset(this.worker);
          if (!worker) return;
          const files = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
            .sort()
            .map((name) => `/${name}`);
          const source = worker.source.source().toString();
          if (!source.includes(PLACEHOLDER)) {
            compilation.errors.push(new Error(`${this.worker} has no ${PLACEHOLDER} to fill`));
            return;
          }
          compilation.updateAsset(
            this.worker,
            new rspack.sources.RawSource(source.replaceAll(PLACEHOLDER, JSON.stringify(files))),
          );
        },
      );
    });
  }
}
