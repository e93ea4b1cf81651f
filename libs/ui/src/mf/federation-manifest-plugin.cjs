// @ts-check
/**
 * Emits a remote's mf-manifest.json: the file /remotes.json points at, which tells the shell which
 * entry script to load and under which global it registers its container. webpack's own
 * ModuleFederationPlugin writes no manifest, so this keeps the gateway's contract (remote name ->
 * <base>mf-manifest.json) unchanged. Only the fields the shell reads (metaData) are meaningful; the
 * shape follows the Module Federation manifest so other tools can read it too.
 */
const { Compilation, sources } = require('webpack');

class FederationManifestPlugin {
  /**
   * @param {{ name: string, filename: string, exposes: Record<string, string>, buildName?: string, buildVersion?: string }} options
   *   name: the container's global name; filename: its entry script (remoteEntry.js)
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, filename, exposes, buildName = name, buildVersion = '0.0.0' } = this.options;
    compiler.hooks.thisCompilation.tap('FederationManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = {
          id: name,
          name,
          metaData: {
            name,
            type: 'app',
            buildInfo: { buildVersion, buildName },
            // 'global': the entry script assigns the container to window[globalName].
            remoteEntry: { name: filename, path: '', type: 'global' },
            types: { path: '', name: '', zip: '', api: '' },
            globalName: name,
            // 'auto': chunks load from wherever the entry script was loaded from.
            publicPath: 'auto',
          },
          shared: [],
          remotes: [],
          exposes: Object.keys(exposes).map((key) => ({ id: `${name}:${key.replace(/^\.\//, '')}`, name: key.replace(/^\.\//, ''), path: key })),
        };
        compilation.emitAsset('mf-manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { FederationManifestPlugin };
