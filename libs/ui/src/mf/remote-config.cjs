// @ts-check
const { createSharedConfig } = require('./shared-config.cjs');

/**
 * The Module Federation settings every remote shares: its name, what it exposes and the one list of
 * shared singletons. webpack's own container plugin: remoteEntry.js assigns the container to
 * window[name], and the shell loads it with a script tag (shell/src/remotes/load-remote.ts).
 * create-webpack-config.cjs also emits mf-manifest.json for a config that exposes modules.
 * @param {string} name remote name used in /remotes.json
 * @param {Record<string, string>} exposes e.g. { './routes': './src/exposes/routes.tsx' }
 */
function createRemoteConfig(name, exposes) {
  return {
    name,
    filename: 'remoteEntry.js',
    library: { type: 'window', name },
    exposes,
    shared: createSharedConfig(),
  };
}

module.exports = { createRemoteConfig };
