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
  manifest: true,
  dts: false,
};
