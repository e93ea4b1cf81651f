// @ts-check
/** Remote 'tracking': the home dashboard. The shell loads './routes' at run time for / and /home. */
const { createSharedConfig } = require('../libs/ui/src/mf/shared-config.cjs');

module.exports = {
  name: 'tracking',
  filename: 'remoteEntry.js',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
  shared: createSharedConfig(),
  shareStrategy: 'loaded-first',
  // Use the federation runtime the shell provides instead of bundling a second one.
  experiments: { externalRuntime: true, optimization: { target: 'web' } },
  manifest: true,
  dts: false,
};
