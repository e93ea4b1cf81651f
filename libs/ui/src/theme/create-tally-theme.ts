import { createTheme, type Theme } from '@mui/material';

/**
 * Tally's calm, high-contrast theme. Colours were chosen for at least 4.5:1 contrast against their
 * backgrounds (WCAG AA); fonts are the system stack because nothing may load from a CDN.
 * Only styleOverrides are used (no defaultProps) so components a remote bundles itself look the same.
 */
export function createTallyTheme(): Theme {
  return createTheme({
    palette: {
      mode: 'light',
      primary: { main: '#0f766e', dark: '#115e59', light: '#ccfbf1', contrastText: '#ffffff' },
      secondary: { main: '#15803d', contrastText: '#ffffff' },
      error: { main: '#b91c1c' },
      warning: { main: '#b45309' },
      // Session alerts' toasts (filled): white on it is 6.7:1, where MUI's default blue is under 4.5:1.
      info: { main: '#1d4ed8' },
      success: { main: '#15803d' },
      background: { default: '#f4f7f6', paper: '#ffffff' },
      text: { primary: '#1f2937', secondary: '#4b5563' },
      divider: '#e5e7eb',
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.375rem', fontWeight: 700 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { styleOverrides: { root: { minHeight: 44, boxShadow: 'none' } } },
      MuiCard: { styleOverrides: { root: { border: '1px solid #e5e7eb', boxShadow: 'none' } } },
      MuiAppBar: { styleOverrides: { root: { boxShadow: 'none', borderBottom: '1px solid #e5e7eb' } } },
      MuiBottomNavigationAction: { styleOverrides: { root: { minWidth: 0, paddingLeft: 4, paddingRight: 4 } } },
      // MUI's off track is a pale grey (about 2.7:1 on white); a darker one shows every switch's edge at
      // 3:1 or more (WCAG 1.4.11 non-text contrast).
      MuiSwitch: { styleOverrides: { switchBase: { '&:not(.Mui-checked):not(.Mui-disabled) + .MuiSwitch-track': { backgroundColor: '#6b7280', opacity: 1 } } } },
    },
  });
}
