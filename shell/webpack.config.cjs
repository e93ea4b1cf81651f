// @ts-check
// webpack-cli 7 cannot load a .ts config, hence CommonJS. Build: `npm run build -w shell`.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('../libs/ui/src/mf/create-webpack-config.cjs');
const federation = require('./module-federation.config.cjs');

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    federation,
    // Absolute, because the SPA answers deep links such as /reports with the same index.html.
    publicPath: '/',
    mode: argv.mode,
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'src/index.html'),
        favicon: path.join(__dirname, 'src/assets/favicon.svg'),
        chunks: ['main'],
        // main.js has a stable name, so the page asks for main.js?<build hash>.
        hash: true,
      }),
    ],
  });
