// @ts-check
const { createSharedConfig } = require('./shared-config.cjs');

/**
 * The Module Federation settings every remote shares: its name, what it exposes, the one list of
 * shared singletons, a manifest for run-time registration, and the shell's federation runtime.
 * @param {string} name remote name used in /remotes.json
 * @param {Record<string, string>} exposes e.g. { './routes': './src/exposes/routes.tsx' }
 */
function createRemoteConfig(name, exposes) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: createSharedConfig(),
    shareStrategy: 'loaded-first',
    // Use the federation runtime the shell provides instead of bundling a second one.
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
    manifest: true,
    dts: false,
  };
}

module.exports = { createRemoteConfig };
