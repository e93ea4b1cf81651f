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
  manifest: true,
  dts: false,
};
