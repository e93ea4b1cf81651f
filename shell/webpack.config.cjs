// @ts-check
// webpack-cli 7 cannot load a .ts config, hence CommonJS. Build: `npm run build -w shell`.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('@tally/ui/mf/create-webpack-config');
const federation = require('./module-federation.config.cjs');
const { InstallableAppPlugin } = require('./installable-app-plugin.cjs');
const { FirstLoadPreloadPlugin } = require('./first-load-preload-plugin.cjs');

/** The chunk every first page loads (create-webpack-config.cjs, `firstLoad`). */
const FIRST_LOAD = 'first-load';

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    federation,
    // Absolute, because the SPA answers deep links such as /reports with the same index.html.
    publicPath: '/',
    mode: argv.mode,
    // What every first page loads (src/index.ts and src/bootstrap.tsx) in chunks of its own (see create-webpack-config.cjs).
    firstLoad: {
      name: FIRST_LOAD,
      shared: ['react', 'react-dom', '@emotion/react', '@mui/material', '@mui/material/SvgIcon', 'react-router', '@tanstack/react-query', '@tally/ui/core'],
      imports: ['./bootstrap'],
      // In three files of about 130 KB each: the browser finishes compiling each on the main thread in one go.
      parts: {
        'react-dom': /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
        mui: /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-is|clsx|@babel[\\/]runtime)[\\/]/,
      },
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'src/index.html'),
        favicon: path.join(__dirname, 'src/assets/favicon.svg'),
        chunks: ['main'],
        // main.js has a stable name, so the page asks for main.js?<build hash>.
        hash: true,
      }),
      // Its chunks are asked for beside main.js, not after it has run.
      ...(argv.mode === 'development' ? [] : [new FirstLoadPreloadPlugin({ chunkName: FIRST_LOAD })]),
      // manifest.webmanifest, icons/*.png and the service worker sw.js (push alerts).
      new InstallableAppPlugin({ appDir: __dirname, production: argv.mode !== 'development' }),
    ],
  });
