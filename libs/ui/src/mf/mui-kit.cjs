// @ts-check
/**
 * Material UI modules shared by import path ('@mui/material/Tabs'): components that are not in the
 * first-load facade (mui-facade.mjs) because only later or lazily loaded screens (or the signed-in
 * frame, which the landing page never loads) use them. Each is
 * a shared singleton; the shell provides them all, so a remote never loads its own copy of MUI's
 * styling engine. Providing costs nothing until a screen uses the module. To use another MUI
 * component, add it to the facade (if the landing or /auth needs it) or here, then rebuild the shell
 * and the remote; the shared-imports test refuses imports that are in neither list.
 */
const MUI_BY_PATH = [
  'Accordion',
  'AccordionDetails',
  'AccordionSummary',
  'Alert',
  'AlertTitle',
  'AppBar',
  'Avatar',
  'Badge',
  'BottomNavigation',
  'BottomNavigationAction',
  'Checkbox',
  'Chip',
  'CircularProgress',
  'CssBaseline',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Divider',
  'FormControl',
  'FormControlLabel',
  'FormHelperText',
  'IconButton',
  'InputAdornment',
  'InputLabel',
  'LinearProgress',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'NativeSelect',
  'OutlinedInput',
  'Paper',
  'Radio',
  'RadioGroup',
  'Skeleton',
  'Snackbar',
  'Switch',
  'Tab',
  'Tabs',
  'TextField',
  'ToggleButton',
  'ToggleButtonGroup',
  'Toolbar',
  'useMediaQuery',
];

module.exports = { MUI_BY_PATH };
