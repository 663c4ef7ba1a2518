// Publishes a remote's first-screen declarations (src/first-screens.ts, written with defineFirstScreens)
// as dist/first-screens.json: each screen's operation as text and where its variables come from. The bff
// hands the file out with the remote manifest, so the shell asks for a screen's data without loading
// any of the remote's code. A remote without src/first-screens.ts publishes nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const FILE = 'first-screens.json';

/** The JSON of a remote's declarations (the module's default export). */
export async function firstScreensJson(source) {
  const [{ default: screens }, { operationText }] = await Promise.all([
    tsImport(source, import.meta.url),
    tsImport('../src/operation-text.ts', import.meta.url),
  ]);
  const published = {};
  for (const [screen, declared] of Object.entries(screens ?? {})) {
    published[screen] = { query: operationText(declared.query), variables: declared.variables };
  }
  return JSON.stringify({ screens: published });
}

export class FirstScreensPlugin {
  /** @param {string} dir the remote's folder */
  constructor(dir) {
    this.source = path.join(dir, 'src', 'first-screens.ts');
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    if (!existsSync(this.source)) return;
    compiler.hooks.thisCompilation.tap('FirstScreensPlugin', (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tapPromise(
        { name: 'FirstScreensPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const json = await firstScreensJson(this.source);
          compilation.emitAsset(FILE, new compiler.rspack.sources.RawSource(json));
        },
      );
    });
  }
}
