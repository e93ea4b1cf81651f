// @ts-check
/** Remote 'tracking': the home dashboard. The shell loads './routes' at run time for / and /home;
 * './activity-detail-dialog' is the one dialog reports and notifications open too, './session-detail-dialog' the
 * session's that reports opens. */
const { createRemoteConfig } = require('@tally/ui/mf/remote-config');

module.exports = createRemoteConfig('tracking', {
  './routes': './src/exposes/routes.tsx',
  './activity-detail-dialog': './src/exposes/activity-detail-dialog.tsx',
  './session-detail-dialog': './src/exposes/session-detail-dialog.tsx',
});
