import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading spinner shown while the user or a screen is loading. */
export function RouteSpinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullPage ? '100vh' : 240 }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
