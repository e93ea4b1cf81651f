// @ts-check
/** Remote 'reports': the Reports screen. The shell loads './routes' at run time. */
const { createRemoteConfig } = require('../libs/ui/src/mf/remote-config.cjs');

module.exports = createRemoteConfig('reports', {
  './routes': './src/exposes/routes.tsx',
});
