// The whole rspack config of a remote. A remote's rspack.config.mjs is:
//
//   import { remoteConfig } from '@pace/mfe-kit/rspack';
//   export default remoteConfig({ dir: import.meta.dirname, name: 'mfe-rum', port: 3101 });
//
// Output: dist/remoteEntry.js (the container, without its own federation runtime: it reads the shell's
// from the global `_FEDERATION_RUNTIME_CORE`), dist/mf-manifest.json (what the bff's remote manifest
// points at), dist/first-screens.json (first-screens-plugin.mjs), and content-hashed chunks.
// `publicPath: 'auto'` makes chunks load relative to the entry, so
// a build can be published under any versioned URL.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { FirstScreensPlugin } from './first-screens-plugin.mjs';

/** Shared singletons: one React, one react-dom and one urql on the page, all provided by the shell. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'urql',
  '@urql/core',
];

/** The package a module id belongs to: `react-dom/client` → `react-dom`, `@urql/core` → `@urql/core`. */
export function packageOf(id) {
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Shared config with `requiredVersion` from the remote's own package.json (never `{...deps}`). */
export function sharedSingletons(pkg) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SHARED_SINGLETONS.map((id) => {
      const requiredVersion = deps[packageOf(id)];
      if (!requiredVersion) throw new Error(`${pkg.name} must depend on ${packageOf(id)} (shared singleton)`);
      return [id, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * rspack resolves the federation bundler runtime with require(), so the remote entry would carry the
 * CommonJS builds (no tree shaking: the SDK's Node loaders, logger and error texts came along). Point the
 * same modules at their ES builds so unused code drops out of remoteEntry.js.
 */
function esmFederationRuntime(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  const tools = path.dirname(require.resolve('@module-federation/runtime-tools/package.json'));
  const fromTools = createRequire(path.join(tools, 'package.json'));
  const bundler = path.dirname(fromTools.resolve('@module-federation/webpack-bundler-runtime/package.json'));
  const runtime = path.dirname(fromTools.resolve('@module-federation/runtime/package.json'));
  return {
    [path.join(bundler, 'dist/index.cjs')]: path.join(bundler, 'dist/index.js'),
    // A prefix alias (rspack core sets this same key to the CommonJS index): the folder of the ES build
    // serves both `@module-federation/runtime` and its `/helpers` subpath.
    '@module-federation/runtime': path.join(runtime, 'dist'),
  };
}

/**
 * How the shell and every remote compile their sources: TypeScript/TSX with swc (workspace packages are
 * consumed as source, so `@pace/*` is compiled too), each `graphql()` call of the app's own sources
 * replaced by an import of its one generated document (graphql-documents-loader.cjs), and CSS modules named after the app's uniqueName, so
 * class names of different apps on one page cannot collide.
 * @param {{ production: boolean, jsxDevelopment: boolean }} options
 */
export function sourceModules({ production, jsxDevelopment }) {
  return {
    parser: {
      'css/auto': { namedExports: false },
    },
    generator: {
      'css/auto': {
        localIdentName: production ? '[uniqueName]-[hash:6]' : '[uniqueName]-[path][name]-[local]',
      },
    },
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules[\\/](?!@pace)/,
        // Loaders run last to first: each `graphql()` call becomes an import of its one document first.
        use: [
          {
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: jsxDevelopment } },
              },
            },
          },
          { loader: fileURLToPath(new URL('./graphql-documents-loader.cjs', import.meta.url)) },
        ],
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
  };
}

/**
 * @param {{ dir: string, name: string, port: number }} options
 *   dir: the remote's folder; name: the remote's name (`mfe-rum`, also its manifest name); port: dev server.
 */
export function remoteConfig({ dir, name, port }) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const container = name.replace(/-/g, '_');
  const production = process.env.NODE_ENV === 'production';

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    // The container entry is added by the federation plugin; a remote has no page of its own.
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: container,
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      cssFilename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
      cssChunkFilename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: esmFederationRuntime(dir),
    },
    // Always the production JSX runtime: `react/jsx-runtime` is shared, and the React that runs it is the
    // shell's (often a production build, where jsx-dev-runtime breaks).
    module: sourceModules({ production, jsxDevelopment: false }),
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes: { './mount': './src/mount.tsx' },
        shared: sharedSingletons(pkg),
        // The copy already on the page (the shell's) wins over a newer fallback of a remote, as long as it
        // satisfies the range: react-dom is downloaded once, and the shell and remotes share one React.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell provides the federation runtime core (global _FEDERATION_RUNTIME_CORE).
        // A remote never loads another remote: leave the remote-loading half of the runtime out.
        experiments: { externalRuntime: true, optimization: { disableRemote: true } },
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new FirstScreensPlugin(dir),
    ],
    optimization: {
      minimize: production,
    },
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      // No dev client in the remote entry: it runs inside the shell's page. Reload the shell to see changes.
      hot: false,
      liveReload: false,
      webSocketServer: false,
      // The shell loads the manifest and chunks from another origin: fetch() needs CORS.
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      client: false,
      devMiddleware: { writeToDisk: false },
      static: false,
    },
  };
  return config;
}
