// @ts-check
/**
 * The webpack configuration every front end shares (shell and remotes), so loaders, aliases and
 * output naming stay in one place. Each app's webpack.config.cjs passes its own federation options.
 * Module Federation is webpack's own (webpack.container): its runtime is a few KB where
 * @module-federation/enhanced's is about 27 KB gzip on every first load.
 */
const path = require('node:path');
const { container, NormalModuleReplacementPlugin } = require('webpack');
const { createSharedAliases } = require('./shared-config.cjs');
const { FederationManifestPlugin } = require('./federation-manifest-plugin.cjs');

const repoRoot = path.resolve(__dirname, '../../../..');

/**
 * @param {object} options
 * @param {string} options.appDir the app folder (its webpack.config.cjs __dirname)
 * @param {{ name: string, filename?: string, exposes?: Record<string, string> }} options.federation
 *   ModuleFederationPlugin options (module-federation.config.cjs); a remote (exposes) also gets mf-manifest.json
 * @param {string} options.publicPath '/' for the shell (deep links), 'auto' for remotes
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins] extra plugins (the shell's HTML page)
 * @param {import('webpack').Configuration['entry']} [options.entry] defaults to ./src/index.ts
 * @param {string} [options.mode] 'production' or 'development'
 * @returns {import('webpack').Configuration}
 */
function createWebpackConfig({ appDir, federation, publicPath, plugins = [], entry, mode = 'production' }) {
  const production = mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: entry ?? { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      uniqueName: federation.name,
      // Entry files keep a stable name (remoteEntry.js is found by name through mf-manifest.json);
      // the shell's index.html busts the cache with ?hash. Chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: createSharedAliases(),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        // contracts re-exports zod schemas next to types and constants; the front ends import only
        // types and constants, so let webpack drop the schema modules (and zod) they never use.
        { include: path.join(repoRoot, 'libs/contracts'), sideEffects: false },
      ],
    },
    plugins: [
      new container.ModuleFederationPlugin(/** @type {any} */ (federation)),
      ...(federation.exposes
        ? [
            new FederationManifestPlugin({
              name: federation.name,
              filename: federation.filename ?? 'remoteEntry.js',
              exposes: federation.exposes,
              buildName: require(path.join(appDir, 'package.json')).name,
              buildVersion: require(path.join(appDir, 'package.json')).version,
            }),
          ]
        : []),
      // MUI's createTheme without its CSS-variables half, which no theme of ours uses (see the file).
      new NormalModuleReplacementPlugin(/[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/, path.join(__dirname, 'mui-create-theme.mjs')),
      // MUI's Button without the CircularProgress of its `loading` prop (see the file); only Button's own import.
      new NormalModuleReplacementPlugin(/^\.\.\/CircularProgress\/index\.mjs$/, (resource) => {
        if (/[\\/]@mui[\\/]material[\\/]Button$/.test(resource.context)) resource.request = path.join(__dirname, 'mui-button-no-progress.mjs');
      }),
      ...plugins,
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // @emotion/react is shared on its own and MUI's styling engine needs the same emotion
          // internals; one chunk for them, instead of a copy in each shared module's chunk.
          emotion: {
            test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics)[\\/]/,
            name: 'emotion',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    // Size is checked against the 200 KB gzip first-load budget instead (see shell/README.md).
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { createWebpackConfig };
