// @ts-check
/**
 * The shell is the Module Federation host (webpack's own container plugin; its runtime is a few KB).
 * Its build lists NO remotes: src/remotes/load-remote.ts reads /remotes.json from the gateway at
 * run time and loads each remote's container itself, so a remote redeploys without rebuilding the shell.
 */
const { createSharedConfig } = require('@tally/ui/mf/shared-config');

module.exports = {
  name: 'shell',
  // The host provides every MUI module of the kit, so remotes reuse the shell's copy.
  shared: createSharedConfig({ provideMuiKit: true }),
};
