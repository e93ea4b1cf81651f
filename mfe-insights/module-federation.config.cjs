// @ts-check
/** Remote 'insights': the AI Insights screen. The shell loads './routes' at run time. */
const { createRemoteConfig } = require('@tally/ui/mf/remote-config');

module.exports = createRemoteConfig('insights', {
  './routes': './src/exposes/routes.tsx',
});
