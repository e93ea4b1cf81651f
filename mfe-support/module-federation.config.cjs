// @ts-check
/** Remote 'support': the Help & Support screen. The shell loads './routes' at run time;
 * home (mfe-tracking) reads './tips'. */
const { createRemoteConfig } = require('@tally/ui/mf/remote-config');

module.exports = createRemoteConfig('support', {
  './routes': './src/exposes/routes.tsx',
  './tips': './src/exposes/tips.ts',
});
