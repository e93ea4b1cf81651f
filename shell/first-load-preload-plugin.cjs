// @ts-check
/**
 * Adds `<link rel="preload" as="script">` to index.html for the first-load chunks (see
 * create-webpack-config.cjs, `firstLoad`). main.js asks for them only once it has run, so without
 * the hints the page waits one more round trip before the largest files start downloading (about
 * 150 ms on a slow mobile network). With them the browser fetches them beside main.js, and the
 * script tags webpack adds later find them already loaded.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FirstLoadPreloadPlugin';

class FirstLoadPreloadPlugin {
  /** @param {{ chunkName: string }} options the first-load chunk's name; its parts are `${chunkName}-*` */
  constructor({ chunkName }) {
    this.chunkName = chunkName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = [...compilation.chunks]
          .filter((chunk) => chunk.name === this.chunkName || chunk.name?.startsWith(`${this.chunkName}-`))
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
          .sort();
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }, undefined, { plugin: NAME }),
        );
        // Before main.js, so the larger files are asked for first.
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { FirstLoadPreloadPlugin };
