// @ts-check
// webpack-cli 7 cannot load a .ts config, hence CommonJS. Build: `npm run build -w mfe-support`.
const { createWebpackConfig } = require('@tally/ui/mf/create-webpack-config');
const federation = require('./module-federation.config.cjs');

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    federation,
    // The shell loads this remote from wherever /remotes.json says; chunks resolve next to remoteEntry.js.
    publicPath: 'auto',
    // No page of its own: the container entry (remoteEntry.js) is the only entry.
    entry: {},
    mode: argv.mode,
  });
