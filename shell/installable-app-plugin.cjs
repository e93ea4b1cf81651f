// @ts-check
/**
 * Emits beside index.html what makes the shell an installable app with push alerts: the web
 * manifest (src/manifest.webmanifest) with its icons (src/assets/icons/, drawn from the favicon by
 * scripts/make-app-icons.mjs), and the service worker /sw.js, bundled by esbuild from
 * src/service-worker/sw.ts. The worker is not part of the webpack graph: it runs on its own, and
 * must not carry the Module Federation runtime or depend on the page's chunks. All keep fixed names
 * (the gateway serves sw.js and the manifest with `Cache-Control: no-cache`).
 */
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const NAME = 'InstallableAppPlugin';

class InstallableAppPlugin {
  /** @param {{ appDir: string, production: boolean }} options */
  constructor(options) {
    this.appDir = options.appDir;
    this.production = options.production;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const src = path.join(this.appDir, 'src');
    const manifestFile = path.join(src, 'manifest.webmanifest');
    const iconsDir = path.join(src, 'assets/icons');
    const workerDir = path.join(src, 'service-worker');
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const manifestText = readFileSync(manifestFile, 'utf8');
        const manifest = JSON.parse(manifestText);
        const icons = readdirSync(iconsDir).filter((file) => file.endsWith('.png'));
        for (const icon of manifest.icons) {
          if (!icons.includes(path.posix.basename(icon.src))) throw new Error(`manifest.webmanifest names ${icon.src}, which src/assets/icons/ does not have`);
        }
        compilation.emitAsset('manifest.webmanifest', new sources.RawSource(manifestText));
        for (const icon of icons) compilation.emitAsset(`icons/${icon}`, new sources.RawSource(readFileSync(path.join(iconsDir, icon))));
        compilation.emitAsset('sw.js', new sources.RawSource(await this.bundleWorker(path.join(workerDir, 'sw.ts'), compilation)), { minimized: true });
        compilation.fileDependencies.add(manifestFile);
        compilation.contextDependencies.add(iconsDir);
      });
    });
  }

  /**
   * @param {string} entry
   * @param {import('webpack').Compilation} compilation
   * @returns {Promise<string>}
   */
  async bundleWorker(entry, compilation) {
    const esbuild = require('esbuild');
    const result = await esbuild.build({
      entryPoints: [entry],
      absWorkingDir: this.appDir,
      bundle: true,
      write: false,
      metafile: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      minify: this.production,
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [contractsWithoutSideEffects()],
    });
    for (const input of Object.keys(result.metafile.inputs)) compilation.fileDependencies.add(path.resolve(this.appDir, input));
    return result.outputFiles[0].text;
  }
}

/**
 * The worker takes the API's paths from libs/contracts (apiUrl); contracts re-exports zod schemas
 * beside them, which the worker never uses. As in the webpack build (create-webpack-config.cjs),
 * its modules are declared free of side effects, so esbuild leaves out the ones not used (and zod).
 * @returns {import('esbuild').Plugin}
 */
function contractsWithoutSideEffects() {
  const contractsDir = path.dirname(require.resolve('@tally/contracts/package.json')) + path.sep;
  return {
    name: 'contracts-without-side-effects',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === NAME) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: NAME });
        if (resolved.errors.length > 0 || !resolved.path.startsWith(contractsDir)) return resolved.errors.length > 0 ? { errors: resolved.errors } : undefined;
        return { path: resolved.path, sideEffects: false };
      });
    },
  };
}

module.exports = { InstallableAppPlugin };
