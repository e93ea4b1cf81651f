// @ts-check
/** Remote 'reports': the Reports screen. The shell loads './routes' at run time. */
const { createRemoteConfig } = require('@tally/ui/mf/remote-config');

module.exports = createRemoteConfig('reports', {
  './routes': './src/exposes/routes.tsx',
});
