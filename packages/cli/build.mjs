// One self-contained file for plain Node (no tsx, no node_modules): dist/pace.js.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('./src/bin.ts', import.meta.url).pathname],
  outfile: new URL('./dist/pace.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // cli-progress and its helpers are CommonJS and call require() for Node built-ins.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
});
