// @ts-check
/** Remote 'tracking': the home dashboard. The shell loads './routes' at run time for / and /home. */
const { createRemoteConfig } = require('@tally/ui/mf/remote-config');

module.exports = createRemoteConfig('tracking', {
  './routes': './src/exposes/routes.tsx',
});
