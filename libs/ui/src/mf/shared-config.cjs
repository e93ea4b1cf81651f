// @ts-check
/**
 * The one list of Module Federation shared singletons (STYLE.md section 7). Every
 * module-federation.config.cjs spreads createSharedConfig(), so the shell and the remotes agree.
 * CommonJS because webpack-cli 7 loads the webpack configs with require().
 *
 * - react, react-dom, react-router, @tanstack/react-query and @emotion/react hold React context or
 *   module state (router, query cache, theme and style cache), so they must be single instances.
 * - A shared module is never tree-shaken (any remote may use any export), and whole entries are
 *   large: @mui/material's is about 175 KB gzip, react-router's about 70 KB. So MUI is shared per
 *   import path from the list in mui-kit.cjs, and react-router through a facade holding only the
 *   exports we use (react-router-facade.mjs). shared-imports.test.ts keeps apps to both lists.
 * - eager is false everywhere: each app starts behind an import('./bootstrap') boundary.
 * Versions: requiredVersion comes from libs/ui/package.json, the one place the ranges are kept.
 */
const path = require('node:path');
const uiPackage = require('../../package.json');
const { MUI_KIT } = require('./mui-kit.cjs');

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

/** @param {string} name */
function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

/**
 * One shared entry per MUI path. With `provideAll`, an absolute ESM `import` makes the build provide
 * every module even when its own code does not use it: the shell does that, so a remote always
 * finds MUI in the share scope and never loads a second copy of the styling engine. Remotes
 * provide only what they use, which keeps their remoteEntry.js small.
 * @param {boolean} provideAll
 */
function muiKitShares(provideAll) {
  const muiDir = path.dirname(require.resolve('@mui/material/package.json'));
  const version = installedVersion('@mui/material');
  return Object.fromEntries(
    MUI_KIT.map((name) => [
      `@mui/material/${name}`,
      provideAll
        ? { ...singleton('@mui/material'), version, import: path.join(muiDir, name, 'index.mjs') }
        : singleton('@mui/material'),
    ]),
  );
}

/**
 * The `shared` option for ModuleFederationPlugin.
 * @param {{ provideMuiKit?: boolean }} [options] provideMuiKit: true for the host (the shell) only
 * @returns {Record<string, object>}
 */
function createSharedConfig({ provideMuiKit = false } = {}) {
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-router': {
      ...singleton('react-router'),
      import: path.join(__dirname, 'react-router-facade.mjs'),
      // The facade lives in libs/ui, so say which react-router it stands for.
      version: installedVersion('react-router'),
    },
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@emotion/react': singleton('@emotion/react'),
    // The package entry stays a singleton in case it is ever imported, but apps import by path.
    '@mui/material': singleton('@mui/material'),
    ...muiKitShares(provideMuiKit),
  };
}

/** @param {string} name */
function esmEntry(name) {
  // require.resolve gives the CommonJS entry (dist/index.cjs); its ESM sibling is dist/index.js.
  return require.resolve(name).replace(/index\.cjs$/, 'index.js');
}

/**
 * The `resolve.alias` entries the shared config needs (the facade's route to react-router).
 * @returns {Record<string, string>}
 */
function createSharedAliases() {
  return {
    [`${REACT_ROUTER_FULL}$`]: require.resolve('react-router'),
    // The federation runtime is reached through both its ESM and its CommonJS builds (our
    // registerRemotes import, webpack's bundler runtime); pointing both at the ESM build keeps one
    // tree-shaken copy instead of two.
    '@module-federation/runtime-core$': esmEntry('@module-federation/runtime-core'),
    '@module-federation/sdk$': esmEntry('@module-federation/sdk'),
  };
}

module.exports = { createSharedConfig, createSharedAliases, MUI_KIT };
