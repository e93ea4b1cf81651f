// @ts-check
/** Remote 'tracking': the home dashboard. The shell loads './routes' at run time for / and /home. */
const { createRemoteConfig } = require('../libs/ui/src/mf/remote-config.cjs');

module.exports = createRemoteConfig('tracking', {
  './routes': './src/exposes/routes.tsx',
});
