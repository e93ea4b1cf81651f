// @ts-check
/** Remote 'insights': the AI Insights screen. The shell loads './routes' at run time. */
const { createSharedConfig } = require('../libs/ui/src/mf/shared-config.cjs');

module.exports = {
  name: 'insights',
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
