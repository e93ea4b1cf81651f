// Modules webpack reaches through aliases (libs/ui/src/mf/shared-config.cjs, createSharedAliases).

/** MUI's default theme (@mui/material/styles/defaultTheme.mjs), created when the module loads. */
declare module '__tally_mui_default_theme__' {
  const defaultTheme: import('@mui/material').Theme;
  export default defaultTheme;
}
