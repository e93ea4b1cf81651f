// The Material UI components and theme API the first screens use, provided to the share scope as
// '@mui/material'. A shared module is never tree-shaken, and MUI's own entry is about 175 KB gzip;
// this subset (with MUI's styling engine) is what the signed-out landing and /auth need; what only
// signed-in screens use (IconButton, BottomNavigation, Paper...) is shared per path (mui-kit.cjs).
// It imports MUI's entry through an alias so that import is not itself consumed as the shared
// '@mui/material'.
// Apps import these names from '@mui/material'; anything else by path from the list in mui-kit.cjs.
// Add a name here before using it: libs/ui/src/mf/shared-imports.test.ts checks.
export { Box, Button, Card, CardContent, Container, Stack, SvgIcon, Typography, createSvgIcon, createTheme } from '__tally_mui_full__';
// The theme provider without CSS-variables support, which we do not use (MUI's own ThemeProvider
// picks this one for a theme without `vars`, but bundles both): about 3 KB gzip less.
export { default as ThemeProvider } from '__tally_mui_theme_provider__';
