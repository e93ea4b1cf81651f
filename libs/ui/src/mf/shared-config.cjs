// @ts-check
/**
 * The one list of Module Federation shared singletons (STYLE.md section 7). Every
 * module-federation.config.cjs spreads createSharedConfig(), so the shell and the remotes agree.
 * CommonJS because webpack-cli 7 loads the webpack configs with require().
 *
 * - react, react-dom, react-router, @tanstack/react-query and @emotion/react hold React context or
 *   module state (router, query cache, theme and style cache), so they must be single instances.
 * - @mui/material is shared per import path ('@mui/material/Button', ...), not as the package
 *   entry: a shared module is never tree-shaken and the entry is about 175 KB gzip. Apps import
 *   components by path; a root import of '@mui/material' is refused by shared-imports.test.ts.
 * - react-router is provided from a facade with only the exports we use (see react-router-facade.mjs).
 * - eager is false everywhere: each app starts behind an import('./bootstrap') boundary.
 * Versions: requiredVersion comes from libs/ui/package.json, the one place the ranges are kept.
 */
const path = require('node:path');
const uiPackage = require('../../package.json');

/** Name the facade uses to reach the real react-router without being consumed as shared itself. */
const REACT_ROUTER_FULL = '__tally_react_router_full__';

/** @param {string} name */
function requiredVersion(name) {
  const range = uiPackage.dependencies[name];
  if (!range) throw new Error(`libs/ui/package.json has no dependency ${name}`);
  return range;
}

/** @param {string} name */
function singleton(name) {
  return { singleton: true, eager: false, requiredVersion: requiredVersion(name) };
}

/**
 * The `shared` option for ModuleFederationPlugin.
 * @returns {Record<string, object>}
 */
function createSharedConfig() {
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-router': {
      ...singleton('react-router'),
      import: path.join(__dirname, 'react-router-facade.mjs'),
      // The facade lives in libs/ui, so say which react-router it stands for.
      version: require('react-router/package.json').version,
    },
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@mui/material': singleton('@mui/material'),
    '@mui/material/': singleton('@mui/material'),
    '@emotion/react': singleton('@emotion/react'),
  };
}

/**
 * The `resolve.alias` entries the shared config needs (the facade's route to react-router).
 * @returns {Record<string, string>}
 */
function createSharedAliases() {
  return { [`${REACT_ROUTER_FULL}$`]: require.resolve('react-router') };
}

module.exports = { createSharedConfig, createSharedAliases };
