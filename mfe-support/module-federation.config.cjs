// @ts-check
/** Remote 'support': the Help & Support screen. The shell loads './routes' at run time. */
const { createSharedConfig } = require('../libs/ui/src/mf/shared-config.cjs');

module.exports = {
  name: 'support',
  filename: 'remoteEntry.js',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
  shared: createSharedConfig(),
  shareStrategy: 'loaded-first',
  manifest: true,
  dts: false,
};
