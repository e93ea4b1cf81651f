// @ts-check
/** Remote 'insights': the AI Insights screen. The shell loads './routes' at run time. */
const { createRemoteConfig } = require('../libs/ui/src/mf/remote-config.cjs');

module.exports = createRemoteConfig('insights', {
  './routes': './src/exposes/routes.tsx',
});
