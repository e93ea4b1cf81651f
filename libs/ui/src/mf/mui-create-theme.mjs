// Stands in for MUI's styles/createTheme.mjs in every build (create-webpack-config.cjs). MUI's
// version also carries the CSS-variables theme (createThemeWithVars and its helpers, about 4 KB
// gzip on first load) even when, as here, no theme asks for it: without `cssVariables` or
// `colorSchemes` it returns createThemeNoVars(options) ("behaves exactly as v5"), which is all this does.
// MUI exports no path to this file; shared-config.cjs aliases it.
import createThemeNoVars from '__tally_mui_create_theme_no_vars__';

export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('Tally builds MUI without CSS theme variables: drop mui-create-theme.mjs to use them');
  }
  return createThemeNoVars(options, ...args);
}
