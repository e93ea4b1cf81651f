// @ts-check
/** Remote 'support': the Help & Support screen. The shell loads './routes' at run time. */
const { createRemoteConfig } = require('../libs/ui/src/mf/remote-config.cjs');

module.exports = createRemoteConfig('support', {
  './routes': './src/exposes/routes.tsx',
});
