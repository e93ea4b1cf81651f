// @ts-check
/**
 * The shell is the Module Federation host. Its build lists NO remotes: src/remotes/register-remotes.ts
 * reads /remotes.json from the gateway at run time, so a remote redeploys without rebuilding the shell.
 */
const path = require('node:path');
const { createSharedConfig } = require('../libs/ui/src/mf/shared-config.cjs');

module.exports = {
  name: 'shell',
  remotes: {},
  // The host provides every MUI module of the kit, so remotes reuse the shell's copy.
  shared: createSharedConfig({ provideMuiKit: true }),
  // 'loaded-first' reuses what is already loaded and never loads every remote at start-up just to
  // compare versions, so one remote being down cannot stop the shell from starting.
  shareStrategy: 'loaded-first',
  runtimePlugins: [path.join(__dirname, 'src/remotes/runtime-plugins/fallback.ts')],
  experiments: {
    // The shell puts the federation runtime on a global; remotes use it instead of bundling their
    // own copy (about 25 KB gzip each). A remote therefore only runs inside the shell.
    provideExternalRuntime: true,
    // target 'web' drops the Node.js loaders; disableSnapshot drops the manifest/preload plugin,
    // because src/remotes/register-remotes.ts reads each remote's mf-manifest.json itself.
    optimization: { target: 'web', disableSnapshot: true },
  },
  // No type generation or download: remotes are registered at run time (STACK-NOTES item 1).
  dts: false,
};
