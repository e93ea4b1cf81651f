// @ts-check
/**
 * The webpack configuration every front end shares (shell and remotes), so loaders, aliases and
 * output naming stay in one place. Each app's webpack.config.cjs passes its own federation options.
 * Module Federation is webpack's own (webpack.container): its runtime is a few KB where
 * @module-federation/enhanced's is about 27 KB gzip on every first load.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const { Compilation, container, NormalModuleReplacementPlugin, sources } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
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
 * @param {FirstLoad} [options.firstLoad] the shell's: what every first page loads, bundled in a few chunks of its own
 * @returns {import('webpack').Configuration}
 */
function createWebpackConfig({ appDir, federation, publicPath, plugins = [], entry, mode = 'production', firstLoad }) {
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
        // A feature's public index (src/features/<name>/index.ts) only re-exports: an import through
        // it goes straight to the module that holds the name, so a lazy chunk that takes one thing
        // from another feature does not take the rest of that feature with it.
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        // @emotion/react's entry imports hoist-non-react-statics for its side effects (it has none:
        // it only exports a function) although only withTheme uses it, which the emotion facade
        // leaves out; so it (and its own copy of react-is) can go.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
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
      ...(firstLoad && production ? [new EagerFactoriesPlugin(firstLoad.name)] : []),
      ...plugins,
      // Each text file over 1 KB also as <name>.br at Brotli's best level, which the gateway and the
      // static servers send to browsers that accept it: about 13% fewer bytes than their on-the-fly
      // gzip for the first-load chunks, at no cost per request. Last, so it sees sw.js and the web
      // manifest; mf-manifest.json is written after it (and is small), index.html by the gateway.
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|json|webmanifest|svg)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          ...(firstLoad && production ? firstLoadCacheGroups(appDir, firstLoad) : {}),
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

/**
 * @typedef {object} FirstLoad
 * @property {string} name the chunk's name (its files: `${name}.[contenthash].js`, `${name}-<part>.[contenthash].js`)
 * @property {string[]} shared share keys the first page always loads ('react', '@mui/material', ...)
 * @property {string[]} imports requests the entry (src/index.ts) imports for the first page ('./bootstrap')
 * @property {Record<string, RegExp>} [parts] modules (by path) of the first-load code to put in a file of their own
 */

/**
 * Chunks for every module the first page of the app always loads: the modules of the shared
 * singletons it starts with and of its bootstrap. Each shared module otherwise gets chunks of its
 * own (a dozen small files on the first page, with webpack's chunk wrapper and a copy of
 * react/jsx-runtime in several); a few files compress about 6 KB gzip better and are a few
 * requests. `parts` splits it into a few files of similar size, because the browser finishes
 * compiling each script on the main thread in one go (a long task for a 400 KB one). Modules a
 * later screen needs as well stay in them (that screen finds them loaded); modules only later
 * screens use keep their own chunks.
 * @param {string} appDir
 * @param {FirstLoad} firstLoad
 * @returns {Record<string, import('webpack').OptimizationSplitChunksCacheGroup>}
 */
function firstLoadCacheGroups(appDir, { name, shared, imports, parts = {} }) {
  const entryFile = path.join(appDir, 'src/index.ts');
  const keys = new Set(shared);
  /** @type {WeakMap<object, boolean>} */
  const groupIsFirstLoad = new WeakMap();
  /** @param {any} group a ChunkGroup */
  const isFirstLoadGroup = (group) => {
    let answer = groupIsFirstLoad.get(group);
    if (answer === undefined) {
      answer = group.origins.some(({ module, request }) => {
        if (!module) return false;
        if (module.constructor.name === 'ProvideSharedModule') return keys.has(module._name);
        if (module.constructor.name === 'ConsumeSharedModule') return keys.has(module.options.shareKey);
        return module.resource === entryFile && imports.includes(request);
      });
      groupIsFirstLoad.set(group, answer);
    }
    return answer;
  };
  /** @type {(module: any, context: { chunkGraph: any }) => boolean} */
  const isFirstLoadModule = (module, { chunkGraph }) => {
    // Only code: provide and consume modules stay where webpack's sharing runtime expects them.
    if (!module.resource) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      for (const group of chunk.groupsIterable) if (isFirstLoadGroup(group)) return true;
    }
    return false;
  };
  /** @param {string} chunkName @param {number} priority @param {(module: any, context: any) => boolean} test */
  const group = (chunkName, priority, test) => ({ name: chunkName, chunks: /** @type {'async'} */ ('async'), enforce: true, priority, test });
  return {
    // Above the emotion group: on the shell's first page emotion belongs here.
    firstLoad: group(name, 20, isFirstLoadModule),
    ...Object.fromEntries(
      Object.entries(parts).map(([part, pattern]) => [
        `firstLoad-${part}`,
        group(`${name}-${part}`, 21, (module, context) => pattern.test(module.resource ?? '') && isFirstLoadModule(module, context)),
      ]),
    ),
  };
}

/**
 * Wraps each module function of the first-load chunks in parentheses, `123:(function(e,t,n){...})`
 * instead of the minifier's `123(e,t,n){...}`. Every one of them runs while the first page starts,
 * and V8 compiles a parenthesized function expression eagerly, as part of compiling the script,
 * which it does off the main thread while the file downloads (script streaming); a plain method is
 * compiled lazily, on the main thread, the first time it is called. For react-dom's client (one
 * 200 KB module function) that is most of the time it takes to evaluate, a long task of its own.
 * Runs after minification (which drops such parentheses); only the chunks `${name}` and `${name}-*`.
 */
class EagerFactoriesPlugin {
  /** @param {string} chunkName */
  constructor(chunkName) {
    this.chunkName = chunkName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // webpack's own parser (a dependency of webpack, so always installed with it).
    const acorn = require(require.resolve('acorn', { paths: [require.resolve('webpack')] }));
    compiler.hooks.compilation.tap('EagerFactoriesPlugin', (compilation) => {
      // After TerserPlugin (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), before content hashes are made final.
      compilation.hooks.processAssets.tap({ name: 'EagerFactoriesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 }, () => {
        for (const chunk of compilation.chunks) {
          if (chunk.name !== this.chunkName && !chunk.name?.startsWith(`${this.chunkName}-`)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            const code = compilation.getAsset(file)?.source.source().toString();
            if (code) compilation.updateAsset(file, new sources.RawSource(parenthesizeFactories(acorn, code)));
          }
        }
      });
    });
  }
}

/**
 * `{123(e,t,n){...},456:function(e){...}}` (the chunk's module table) to `{123:(function(e,t,n){...}),...}`.
 * @param {any} acorn
 * @param {string} code a chunk as webpack emits it: `(self.webpackChunk...).push([[ids],{modules}])`
 */
function parenthesizeFactories(acorn, code) {
  const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  /** @type {any[]} */
  const factories = [];
  /** @param {any} node */
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.name === 'push') {
      const table = node.arguments[0]?.elements?.[1];
      if (table?.type === 'ObjectExpression') {
        for (const property of table.properties) {
          if (property.type === 'Property' && property.value.type === 'FunctionExpression' && !property.value.generator && !property.value.async) factories.push(property);
        }
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  let out = code;
  for (const property of factories.sort((a, b) => b.start - a.start)) {
    const fn = property.value;
    const key = code.slice(property.key.start, property.key.end);
    // A method's value starts at its parameter list; a `key:function(...)` value at `function`.
    const params = code.slice(fn.params.length ? code.lastIndexOf('(', fn.params[0].start) : code.lastIndexOf('(', fn.body.start), fn.body.start);
    out = `${out.slice(0, property.start)}${key}:(function${params}${code.slice(fn.body.start, fn.body.end)})${out.slice(property.end)}`;
  }
  return out;
}

module.exports = { createWebpackConfig };
