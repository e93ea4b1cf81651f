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
  shared: createSharedConfig(),
  // 'loaded-first' reuses what is already loaded and never loads every remote at start-up just to
  // compare versions, so one remote being down cannot stop the shell from starting.
  shareStrategy: 'loaded-first',
  runtimePlugins: [path.join(__dirname, 'src/remotes/runtime-plugins/fallback.ts')],
  // No type generation or download: remotes are registered at run time (STACK-NOTES item 1).
  dts: false,
};
