// The shell: a plain rspack app (no federation plugin). It provides the shared singletons and the
// federation runtime to remotes at run time (src/remotes/runtime.ts), in a chunk loaded after first paint.
// Output: dist/index.html (never cached) and dist/assets/* (content-hashed, cached forever).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sourceModules } from '@pace/mfe-kit/rspack';
import { rspack } from '@rspack/core';
import { PageTablePlugin } from './src/routes/page-table-plugin.mjs';
import { PrecacheManifestPlugin } from './src/sw/precache-plugin.mjs';

const dir = import.meta.dirname;
const production = process.env.NODE_ENV === 'production';
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const require = createRequire(path.join(dir, 'package.json'));
const installedVersion = (name) =>
  JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;

// The bff the dev server forwards API calls and remote files to (`npm start` listens on 3000).
const bff = process.env.PACE_BFF_URL ?? 'http://127.0.0.1:3000';

/** `import text from './page.md?raw'`: the file's text as a string (the documentation's Markdown). */
const withRawText = (module) => ({
  ...module,
  rules: [...module.rules, { resourceQuery: /^\?raw$/, type: 'asset/source' }],
});

/** @type {import('@rspack/core').Configuration} */
export default {
  context: dir,
  mode: production ? 'production' : 'development',
  devtool: production ? 'source-map' : 'cheap-module-source-map',
  target: ['web', 'es2022'],
  entry: {
    main: './src/index.tsx',
    // The service worker: a fixed name at the site root (its scope), see src/sw/.
    sw: { import: './src/sw/sw.ts', filename: 'sw.js' },
  },
  output: {
    path: path.join(dir, 'dist'),
    publicPath: '/',
    uniqueName: 'pace_shell',
    filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    cssFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
    cssChunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    alias: {
      // TanStack Store imports the selector hook from the shim for React 17; React 19 has
      // useSyncExternalStore itself, and the package's own non-shim build uses it.
      'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
    },
  },
  module: withRawText(sourceModules({ production, jsxDevelopment: !production })),
  plugins: [
    new rspack.HtmlRspackPlugin({
      template: './index.html',
      inject: 'head',
      scriptLoading: 'defer',
      chunks: ['main'],
    }),
    new PrecacheManifestPlugin({ worker: 'sw.js' }),
    new PageTablePlugin({
      table: path.join(dir, '../packages/mfe-kit/src/routes.ts'),
      loaderChunk: 'remote-runtime',
    }),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      // The federation runtime's own switch for a browser build: its Node script loaders drop out.
      ENV_TARGET: JSON.stringify('web'),
      // Versions the shell announces for the singletons it provides, and the ranges it accepts.
      __SHARED_VERSIONS__: JSON.stringify({
        urql: installedVersion('urql'),
        '@urql/core': installedVersion('@urql/core'),
      }),
      __SHARED_REQUIRED__: JSON.stringify({
        react: pkg.dependencies.react,
        'react-dom': pkg.dependencies['react-dom'],
        urql: pkg.dependencies.urql,
        '@urql/core': pkg.dependencies['@urql/core'],
      }),
    }),
  ],
  optimization: {
    minimize: production,
    splitChunks: {
      // The service worker stays one file of its own.
      chunks: (chunk) => chunk.name !== 'sw',
      cacheGroups: {
        // React and the router change rarely: their own file stays cached across shell releases.
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
          name: 'framework',
          chunks: 'initial',
          priority: 20,
        },
      },
    },
  },
  performance: { hints: false },
  devServer: {
    port: 3100,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: true,
    proxy: [{ context: ['/api', '/graphql', '/remotes', '/sign-out', '/rum', '/webhooks'], target: bff }],
  },
};
