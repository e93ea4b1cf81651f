// @ts-check
/**
 * The one list of Module Federation shared singletons (STYLE.md section 7). Every
 * module-federation.config.cjs spreads createSharedConfig(), so the shell and the remotes agree.
 * CommonJS because webpack-cli 7 loads the webpack configs with require().
 *
 * - react, react-dom, react-router, @tanstack/react-query, @emotion/react and @mui/material hold
 *   React context or module state (router, query cache, theme, style cache), so each must be a
 *   single instance, and sharing them keeps one copy of each in the browser.
 * - A shared module is provided whole, never tree-shaken (any remote may use any export), and the
 *   package entries are large: @mui/material's is about 175 KB gzip, react-router's about 70 KB.
 *   So @mui/material, react-router, @tanstack/react-query and @emotion/react are provided from
 *   facades that hold only the exports we use (mui-facade.mjs, react-router-facade.mjs,
 *   react-query-facade.mjs, emotion-facade.mjs); MUI components that only later screens use are
 *   shared per path (mui-kit.cjs). shared-imports.test.ts keeps the apps to these lists.
 * - @tally/ui itself is shared too, so the shell and every remote use one copy of the shared
 *   components, the API client and the query defaults. Its first-load part (src/core.ts: API
 *   client, query defaults, theme, logo, spinner, Notice) is shared on its own as '@tally/ui/core',
 *   which src/index.ts re-exports, so the landing page does not load the rest.
 * - eager is false everywhere: each app starts behind an import('./bootstrap') boundary.
 * Versions: requiredVersion comes from libs/ui/package.json, the one place the ranges are kept;
 * a facade declares the version of the package it stands for.
 */
const path = require('node:path');
const uiPackage = require('../../package.json');
const { MUI_BY_PATH } = require('./mui-kit.cjs');

/** Names the facades use to reach the real packages without being consumed as shared themselves. */
const REACT_ROUTER_FULL = '__tally_react_router_full__';
const MUI_FULL = '__tally_mui_full__';
const REACT_QUERY_FULL = '__tally_react_query_full__';
const EMOTION_REACT_FULL = '__tally_emotion_react_full__';

const muiDir = path.dirname(require.resolve('@mui/material/package.json'));

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
 * A shared entry provided from a file of ours that stands for `pkg`.
 * @param {string} pkg
 * @param {string} file
 */
function facade(pkg, file) {
  return { ...singleton(pkg), import: path.join(__dirname, file), version: installedVersion(pkg) };
}

/**
 * MUI modules shared per path. With `provideAll`, an absolute ESM `import` makes the build provide
 * every one even when its own code does not use it: the shell does that, so a remote always finds
 * them in the share scope. Remotes provide only what they use, which keeps remoteEntry.js small.
 * @param {boolean} provideAll
 */
function muiByPath(provideAll) {
  const version = installedVersion('@mui/material');
  return Object.fromEntries(
    MUI_BY_PATH.map((name) => [
      `@mui/material/${name}`,
      provideAll ? { ...singleton('@mui/material'), version, import: path.join(muiDir, name, 'index.mjs') } : singleton('@mui/material'),
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
    'react-router': facade('react-router', 'react-router-facade.mjs'),
    '@tanstack/react-query': facade('@tanstack/react-query', 'react-query-facade.mjs'),
    '@emotion/react': facade('@emotion/react', 'emotion-facade.mjs'),
    '@mui/material': facade('@mui/material', 'mui-facade.mjs'),
    // @mui/icons-material builds every icon with '@mui/material/SvgIcon'; answer it from the facade.
    '@mui/material/SvgIcon': facade('@mui/material', 'mui-svg-icon.mjs'),
    ...muiByPath(provideMuiKit),
    // Our own shared components, API client and query defaults: one copy in the browser instead of
    // one per app, and a place where React context could live if it ever has to.
    '@tally/ui': tallyUi('../index.ts'),
    '@tally/ui/core': tallyUi('../core.ts'),
  };
}

/**
 * A shared entry of @tally/ui itself.
 * @param {string} file relative to this folder
 */
function tallyUi(file) {
  return {
    singleton: true,
    eager: false,
    requiredVersion: `^${uiPackage.version}`,
    version: uiPackage.version,
    import: path.join(__dirname, file),
  };
}

/**
 * A package's ESM entry, as webpack would pick it ('import' condition of "exports").
 * @param {string} name
 */
function esmPackageEntry(name) {
  const pkgFile = require.resolve(`${name}/package.json`);
  const { exports } = require(pkgFile);
  const root = exports['.'];
  const target = root.import?.default ?? root.import ?? root.default;
  return path.join(path.dirname(pkgFile), typeof target === 'string' ? target : target.default);
}

/**
 * The `resolve.alias` entries the shared config needs.
 * @returns {Record<string, string>}
 */
function createSharedAliases() {
  return {
    [`${REACT_ROUTER_FULL}$`]: require.resolve('react-router'),
    [`${REACT_QUERY_FULL}$`]: esmPackageEntry('@tanstack/react-query'),
    [`${MUI_FULL}$`]: path.join(muiDir, 'index.mjs'),
    // The browser ESM build webpack picks for '@emotion/react' in production.
    [`${EMOTION_REACT_FULL}$`]: path.join(path.dirname(require.resolve('@emotion/react/package.json')), 'dist/emotion-react.browser.esm.js'),
    // MUI's styling engine calls emotion's styled(tag, options) only; the package entry also builds a
    // styled.div, styled.span ... for every HTML tag at start-up. The base entry is the same function.
    '@emotion/styled$': path.join(path.dirname(require.resolve('@emotion/styled/package.json')), 'base/dist/emotion-styled-base.browser.esm.js'),
    __tally_mui_theme_provider__$: path.join(muiDir, 'styles/ThemeProviderNoVars.mjs'),
    // MUI's default theme, which its modules create when they load (the larger half of evaluating
    // MUI): the shell's src/index.ts loads it first, in a task of its own.
    __tally_mui_default_theme__$: path.join(muiDir, 'styles/defaultTheme.mjs'),
    __tally_mui_create_theme_no_vars__$: path.join(muiDir, 'styles/createThemeNoVars.mjs'),
  };
}

module.exports = { createSharedConfig, createSharedAliases };
