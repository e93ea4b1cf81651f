// @ts-check
/**
 * The webpack configuration every front end shares (shell and remotes), so loaders, aliases and
 * output naming stay in one place. Each app's webpack.config.cjs passes its own federation options.
 * webpack is pinned to 5.111.1 together with @module-federation/enhanced 2.9.2 (STACK-NOTES item 1).
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedAliases } = require('./shared-config.cjs');

const repoRoot = path.resolve(__dirname, '../../../..');

/**
 * @param {object} options
 * @param {string} options.appDir the app folder (its webpack.config.cjs __dirname)
 * @param {object} options.federation ModuleFederationPlugin options (module-federation.config.cjs)
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
      uniqueName: /** @type {{ name: string }} */ (federation).name,
      // Entry files keep a stable name (the federation runtime cannot template a content hash for
      // them); the shell's index.html busts the cache with ?hash. Chunks are content-hashed.
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
    plugins: [new ModuleFederationPlugin(/** @type {any} */ (federation)), ...plugins],
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
