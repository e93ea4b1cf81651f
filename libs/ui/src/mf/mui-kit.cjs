// @ts-check
/**
 * The Material UI modules the product may import, by path ('@mui/material/Button'). Each one is a
 * shared singleton that every build provides, so the shell provides them all and a remote never
 * loads its own copy of MUI's styling engine. Providing costs nothing at run time: a module is
 * downloaded only when a screen uses it. To use another MUI module, add it here (the
 * shared-imports test refuses imports that are not listed), then rebuild the shell and the remote.
 */
const MUI_KIT = [
  'Accordion', 'AccordionActions', 'AccordionDetails', 'AccordionSummary', 'Alert', 'AlertTitle', 'AppBar',
  'Avatar', 'Badge', 'BottomNavigation', 'BottomNavigationAction', 'Box', 'Button', 'ButtonBase', 'Card',
  'CardActionArea', 'CardActions', 'CardContent', 'CardHeader', 'Checkbox', 'Chip', 'CircularProgress',
  'Collapse', 'Container', 'CssBaseline', 'Dialog', 'DialogActions', 'DialogContent', 'DialogContentText',
  'DialogTitle', 'Divider', 'Fade', 'FormControl', 'FormControlLabel', 'FormHelperText', 'FormLabel', 'Grid',
  'IconButton', 'InputAdornment', 'InputLabel', 'LinearProgress', 'Link', 'List', 'ListItem', 'ListItemButton',
  'ListItemIcon', 'ListItemText', 'ListSubheader', 'Menu', 'MenuItem', 'NativeSelect', 'OutlinedInput', 'Paper',
  'Radio', 'RadioGroup', 'Select', 'Skeleton', 'Snackbar', 'Stack', 'SvgIcon', 'Switch', 'Tab', 'Tabs',
  'TextField', 'ToggleButton', 'ToggleButtonGroup', 'Toolbar', 'Tooltip', 'Typography', 'useMediaQuery',
];

/**
 * '@mui/material/styles' is deliberately not shared: shared, its whole index (CSS-variables
 * providers and all) would load on first paint. Only the shell imports it (ThemeProvider and
 * createTheme, through libs/ui/src/theme); remotes style with `sx` and read the theme from context.
 */
const MUI_HOST_ONLY = ['styles'];

module.exports = { MUI_KIT, MUI_HOST_ONLY };
